export const E2E_USERS = [
  { email: "senha@e2e.local", firstName: "Paula", lastName: "Senha", teamId: 2 },
  { email: "perfil@e2e.local", firstName: "Otávio", lastName: "Perfil", teamId: 3 },
  { email: "foto@e2e.local", firstName: "Fernanda", lastName: "Foto", teamId: 2 },
  { email: "sair@e2e.local", firstName: "Samuel", lastName: "Sair", teamId: 2 },
  // Supplier tests that change data (edit, delete, documents, statuses, creation).
  { email: "fornecedores@e2e.local", firstName: "Flávia", lastName: "Fornecedores", teamId: 2 },
  { email: "cadastro@e2e.local", firstName: "Caio", lastName: "Cadastro", teamId: 3 },
  // Sourcing creation ('Novo Sourcing').
  { email: "novo-sourcing@e2e.local", firstName: "Sérgio", lastName: "Novais", teamId: 2 },
  // Files and comments of the sourcing detail (a comment's author and someone else).
  { email: "arquivos@e2e.local", firstName: "Amanda", lastName: "Arquivos", teamId: 2 },
  { email: "comentarios@e2e.local", firstName: "Célia", lastName: "Comentários", teamId: 2 },
  { email: "leitor@e2e.local", firstName: "Leandro", lastName: "Leitor", teamId: 3 },
];
