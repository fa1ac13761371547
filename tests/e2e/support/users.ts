export const E2E_USERS: { email: string; firstName: string; lastName: string; teamId: number; isSuperuser?: boolean }[] = [
  { email: "senha@e2e.local", firstName: "Paula", lastName: "Senha", teamId: 2 },
  { email: "perfil@e2e.local", firstName: "Otávio", lastName: "Perfil", teamId: 3 },
  { email: "foto@e2e.local", firstName: "Fernanda", lastName: "Foto", teamId: 2 },
  { email: "sair@e2e.local", firstName: "Samuel", lastName: "Sair", teamId: 2 },
  // Supplier tests that change data (edit, delete, documents, statuses, creation).
  { email: "fornecedores@e2e.local", firstName: "Flávia", lastName: "Fornecedores", teamId: 2 },
  { email: "cadastro@e2e.local", firstName: "Caio", lastName: "Cadastro", teamId: 3 },
  // Sourcing creation ('Novo Sourcing').
  { email: "novo-sourcing@e2e.local", firstName: "Sérgio", lastName: "Novais", teamId: 2 },
  // The product list (its test data) and 'Novo Produto'.
  { email: "produtos-lista@e2e.local", firstName: "Paulo", lastName: "Produtos", teamId: 2 },
  { email: "novo-produto@e2e.local", firstName: "Nádia", lastName: "Novaes", teamId: 3 },
  // The sourcing list: the creator of its test data and the owners its filters and sorts tell apart.
  { email: "sourcings-lista@e2e.local", firstName: "Lívia", lastName: "Listagem", teamId: 2 },
  { email: "sourcings-resp@e2e.local", firstName: "Renato", lastName: "Prazeres", teamId: 2 },
  { email: "sourcings-com1@e2e.local", firstName: "Clara", lastName: "Vendas", teamId: 3 },
  { email: "sourcings-com2@e2e.local", firstName: "Tiago", lastName: "Negócios", teamId: 3 },
  // Sourcing detail tests: their own sourcings, and a photo each for the people pickers.
  { email: "sourcing-detalhe@e2e.local", firstName: "Sofia", lastName: "Detalhe", teamId: 2 },
  { email: "sourcing-comercial@e2e.local", firstName: "Caetano", lastName: "Comercial", teamId: 3 },
  // A sourcing's products (its items): her own sourcings and products.
  { email: "sourcing-itens@e2e.local", firstName: "Iara", lastName: "Itens", teamId: 2 },
  // Quote requests by link from the suppliers panel.
  { email: "sourcing-rfq@e2e.local", firstName: "Rafael", lastName: "Cotações", teamId: 2 },
  // A supplier answering its quote request by link, and the quotes it becomes.
  { email: "rfq-resposta@e2e.local", firstName: "Renata", lastName: "Respostas", teamId: 2 },
  // Files and comments of the sourcing detail (a comment's author and someone else).
  { email: "arquivos@e2e.local", firstName: "Amanda", lastName: "Arquivos", teamId: 2 },
  { email: "comentarios@e2e.local", firstName: "Célia", lastName: "Comentários", teamId: 2 },
  { email: "leitor@e2e.local", firstName: "Leandro", lastName: "Leitor", teamId: 3 },
  // Cross-site posts (hardening): a signed-in user whose session another site tries to use.
  { email: "cross-site@e2e.local", firstName: "Cruz", lastName: "Origem", teamId: 2 },
  // Product detail tests: their own products and suppliers.
  { email: "produto-detalhe@e2e.local", firstName: "Priscila", lastName: "Produto", teamId: 2 },
  // The master cartons of the product page (the product's and a supplier's) and the taxes in force.
  { email: "embalagem@e2e.local", firstName: "Elisa", lastName: "Embalagem", teamId: 2 },
  // The product's EAN/GTIN barcode, edited on its page.
  { email: "gtin@e2e.local", firstName: "Gustavo", lastName: "Gtin", teamId: 2 },
  // The import parameters (landed cost): an administrator who edits them, and a buyer who only reads them.
  { email: "parametros@e2e.local", firstName: "Irene", lastName: "Importação", teamId: 2, isSuperuser: true },
  { email: "custo-posto@e2e.local", firstName: "Caio", lastName: "Custo", teamId: 2 },
  // The lists' exports: their own suppliers, sourcings and products.
  { email: "exportar@e2e.local", firstName: "Ester", lastName: "Exportação", teamId: 2 },
  // The quote comparison (ADR 0052): its own products, and the preferred supplier it sets.
  { email: "comparar@e2e.local", firstName: "Carla", lastName: "Comparação", teamId: 2 },
  // The page-action suite (page-actions.spec.ts): an administrator, so every action lets it in; it changes nothing.
  { email: "acoes@e2e.local", firstName: "Artur", lastName: "Ações", teamId: 2, isSuperuser: true },
  // The activity history: the person whose changes the panels tell.
  { email: "atividade@e2e.local", firstName: "Ana", lastName: "Atividade", teamId: 2 },
  // Numbers typed the pt-BR way (ADR 0058): a buyer with her own sourcings and products, and an administrator
  // for the import parameters.
  { email: "numeros@e2e.local", firstName: "Nina", lastName: "Números", teamId: 2 },
  { email: "numeros-admin@e2e.local", firstName: "Otto", lastName: "Orçamento", teamId: 2, isSuperuser: true },
  // Container types on the parameters page (an administrator who edits them) and the comparison's shipments (a
  // buyer, who also reads the parameters without a form).
  { email: "conteineres@e2e.local", firstName: "Conrado", lastName: "Contêiner", teamId: 2, isSuperuser: true },
  { email: "embarque@e2e.local", firstName: "Elisa", lastName: "Embarque", teamId: 2 },
  // The landed cost under the regime of the clearance day (docs/landed-cost.md): a buyer with her own product.
  { email: "reforma@e2e.local", firstName: "Rita", lastName: "Reforma", teamId: 2 },
];
