export const E2E_USERS = [
  { email: "senha@e2e.local", firstName: "Paula", lastName: "Senha", teamId: 2 },
  { email: "perfil@e2e.local", firstName: "Otávio", lastName: "Perfil", teamId: 3 },
  { email: "foto@e2e.local", firstName: "Fernanda", lastName: "Foto", teamId: 2 },
  { email: "sair@e2e.local", firstName: "Samuel", lastName: "Sair", teamId: 2 },
  // Supplier tests that change data (edit, delete, documents, statuses, creation).
  { email: "fornecedores@e2e.local", firstName: "Flávia", lastName: "Fornecedores", teamId: 2 },
  { email: "cadastro@e2e.local", firstName: "Caio", lastName: "Cadastro", teamId: 3 },
  // Sourcing detail tests: their own sourcings, and a photo each for the people pickers.
  { email: "sourcing-detalhe@e2e.local", firstName: "Sofia", lastName: "Detalhe", teamId: 2 },
  { email: "sourcing-comercial@e2e.local", firstName: "Caetano", lastName: "Comercial", teamId: 3 },
];
