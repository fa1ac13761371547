/** Raw material for realistic demo suppliers and sourcings. */

export const CHINESE_CITIES = ["Yiwu", "Ningbo", "Shenzhen", "Guangzhou", "Dongguan", "Foshan", "Xiamen", "Hangzhou", "Shantou", "Jinhua"];

export const PINYIN_BRANDS = [
  "Huaxin",
  "Jinlong",
  "Hengda",
  "Xinyuan",
  "Meida",
  "Tianli",
  "Haoyu",
  "Baisheng",
  "Kaixuan",
  "Ruifeng",
  "Zhongxing",
  "Yongsheng",
  "Lianfa",
  "Dongfang",
  "Hongtai",
  "Sanhe",
  "Jiahe",
  "Fuda",
  "Weiye",
  "Longteng",
  "Xinghui",
  "Mingyang",
  "Boda",
  "Anlan",
  "Shengshi",
  "Qianyi",
  "Jiali",
  "Huamei",
  "Taiyang",
  "Yuanfeng",
];

/** Product words by segment name (the lookups' SEGMENTS). */
export const SEGMENT_PRODUCTS: Record<string, string[]> = {
  "Utilidades Domésticas": ["Household Products", "Kitchenware", "Housewares"],
  Eletrônicos: ["Electronics", "Electronic Technology", "Smart Devices"],
  Têxtil: ["Textile", "Garments", "Home Textile"],
  Brinquedos: ["Toys", "Plastic Toys", "Educational Toys"],
  Ferramentas: ["Hardware Tools", "Tools", "Hand Tools"],
  Embalagens: ["Packaging", "Paper Packaging", "Printing & Packaging"],
  Cosméticos: ["Cosmetics", "Beauty Products", "Personal Care"],
  Autopeças: ["Auto Parts", "Auto Accessories", "Motor Parts"],
  Móveis: ["Furniture", "Home Furnishing", "Office Furniture"],
  Iluminação: ["Lighting", "LED Lighting", "Lamps"],
};

export const CHINESE_SUFFIXES = [
  "Co., Ltd.",
  "Industrial Co., Ltd.",
  "Trading Co., Ltd.",
  "Import & Export Co., Ltd.",
  "Manufacturing Co., Ltd.",
];

export const CHINESE_CONTACTS = [
  "Lily Wang",
  "Kevin Zhang",
  "Amy Chen",
  "Jack Liu",
  "Coco Huang",
  "Tony Li",
  "Sunny Zhou",
  "Jason Wu",
  "Grace Lin",
  "Leo Xu",
  "Cindy Yang",
  "Frank Zhao",
];

export interface FixedSupplier {
  nome: string;
  pais: string;
  contato: string;
  telefone: string;
  cidade: string;
  website: string;
}

export const BRAZILIAN_SUPPLIERS: FixedSupplier[] = [
  {
    nome: "Indústria Paulista de Utensílios",
    pais: "br",
    contato: "João Araújo",
    telefone: "5511987654321",
    cidade: "Rua da Mooca, 1200 - São Paulo/SP",
    website: "www.industriapaulista.com.br",
  },
  {
    nome: "Têxtil São João Ltda.",
    pais: "br",
    contato: "Márcia Gonçalves",
    telefone: "5547991234567",
    cidade: "Rua XV de Novembro, 455 - Blumenau/SC",
    website: "www.textilsaojoao.com.br",
  },
  {
    nome: "Plásticos Ribeirão Comércio e Indústria",
    pais: "br",
    contato: "Sérgio Conceição",
    telefone: "5516998877665",
    cidade: "Av. Presidente Vargas, 980 - Ribeirão Preto/SP",
    website: "www.plasticosribeirao.com.br",
  },
  {
    nome: "Cerâmica Porto Alegre S.A.",
    pais: "br",
    contato: "Luíza Fontes",
    telefone: "5551984561234",
    cidade: "Av. Ipiranga, 3100 - Porto Alegre/RS",
    website: "www.ceramicapoa.com.br",
  },
  {
    nome: "Metalúrgica Irmãos Cardoso",
    pais: "br",
    contato: "Antônio Cardoso",
    telefone: "5531993332211",
    cidade: "Rua dos Inconfidentes, 77 - Contagem/MG",
    website: "www.irmaoscardoso.ind.br",
  },
  {
    nome: "Embalagens Paraná Ltda.",
    pais: "br",
    contato: "Patrícia Mendonça",
    telefone: "5541996543210",
    cidade: "Rua Marechal Deodoro, 630 - Curitiba/PR",
    website: "www.embalagensparana.com.br",
  },
  {
    nome: "Cosméticos Beleza Natural Eireli",
    pais: "br",
    contato: "Fernanda Simões",
    telefone: "5521991112233",
    cidade: "Estrada do Galeão, 2500 - Rio de Janeiro/RJ",
    website: "www.belezanatural.com.br",
  },
  {
    nome: "Móveis Gaúcho Indústria e Comércio",
    pais: "br",
    contato: "Cláudio Becker",
    telefone: "5554992223344",
    cidade: "Rua Sinimbu, 1800 - Caxias do Sul/RS",
    website: "www.moveisgaucho.com.br",
  },
  {
    nome: "Iluminação Nordeste Distribuidora",
    pais: "br",
    contato: "Raimundo Sá",
    telefone: "5581997778899",
    cidade: "Av. Mascarenhas de Moraes, 4400 - Recife/PE",
    website: "www.iluminacaonordeste.com.br",
  },
  {
    nome: "Ferramentas União Catarinense",
    pais: "br",
    contato: "Vânia Kühn",
    telefone: "5547988776655",
    cidade: "Rua Dona Francisca, 8300 - Joinville/SC",
    website: "www.ferramentasuniao.com.br",
  },
  {
    nome: "Brinquedos Alegria do Vale",
    pais: "br",
    contato: "Otávio Peçanha",
    telefone: "5512995554433",
    cidade: "Av. Andrômeda, 2000 - São José dos Campos/SP",
    website: "www.alegriadovale.com.br",
  },
  {
    nome: "Autopeças Guarulhos Comércio Ltda.",
    pais: "br",
    contato: "Regina Brandão",
    telefone: "5511976543210",
    cidade: "Av. Tiradentes, 3100 - Guarulhos/SP",
    website: "www.autopecasguarulhos.com.br",
  },
];

export const OTHER_SUPPLIERS: FixedSupplier[] = [
  {
    nome: "Saigon Bamboo Craft Co., Ltd.",
    pais: "vn",
    contato: "Nguyen Van An",
    telefone: "84903123456",
    cidade: "District 7, Ho Chi Minh City",
    website: "www.saigonbamboo.vn",
  },
  {
    nome: "Hanoi Lacquerware JSC",
    pais: "vn",
    contato: "Tran Thi Mai",
    telefone: "84912345678",
    cidade: "Cau Giay, Hanoi",
    website: "www.hanoilacquer.vn",
  },
  {
    nome: "Moradabad Brass Exports Pvt. Ltd.",
    pais: "in",
    contato: "Rajesh Gupta",
    telefone: "919837012345",
    cidade: "Civil Lines, Moradabad, Uttar Pradesh",
    website: "www.moradabadbrass.in",
  },
  {
    nome: "Jaipur Handloom Textiles Pvt. Ltd.",
    pais: "in",
    contato: "Priya Sharma",
    telefone: "919829054321",
    cidade: "Sitapura Industrial Area, Jaipur",
    website: "www.jaipurhandloom.in",
  },
  {
    nome: "Anatolia Housewares Ltd. Şti.",
    pais: "tr",
    contato: "Mehmet Yılmaz",
    telefone: "905321234567",
    cidade: "İkitelli OSB, Istanbul",
    website: "www.anatoliahousewares.com.tr",
  },
  {
    nome: "Bursa Tekstil Sanayi A.Ş.",
    pais: "tr",
    contato: "Ayşe Demir",
    telefone: "905427654321",
    cidade: "Nilüfer, Bursa",
    website: "www.bursatekstil.com.tr",
  },
  {
    nome: "Midwest Tooling Supply Inc.",
    pais: "us",
    contato: "Michael Johnson",
    telefone: "13125550187",
    cidade: "1200 W Fulton St, Chicago, IL",
    website: "www.midwesttooling.com",
  },
  {
    nome: "Pacific Packaging Solutions LLC",
    pais: "us",
    contato: "Sarah Miller",
    telefone: "12135550142",
    cidade: "400 S Alameda St, Los Angeles, CA",
    website: "www.pacificpackaging.com",
  },
];

export const DEMO_SOURCINGS: { descricao: string; categoria: string; status: string; dtEstimado: number | null }[] = [
  {
    descricao: "Garrafas térmicas inox 500 ml para linha de brindes corporativos",
    categoria: "Novo produto",
    status: "Em andamento",
    dtEstimado: -5,
  },
  { descricao: "Redução de custo em potes herméticos de vidro", categoria: "Redução de custo", status: "Em andamento", dtEstimado: 0 },
  {
    descricao: "Fornecedor alternativo de luminárias LED de embutir",
    categoria: "Fornecedor alternativo",
    status: "Não iniciado",
    dtEstimado: 20,
  },
  { descricao: "Amostras de bonecas de pano para o Dia das Crianças", categoria: "Amostra", status: "Não iniciado", dtEstimado: 0 },
  { descricao: "Recompra de jogos de chaves combinadas cromadas", categoria: "Recompra", status: "Concluído", dtEstimado: -40 },
  { descricao: "Toalhas de banho 100% algodão para rede hoteleira", categoria: "Novo produto", status: "Em andamento", dtEstimado: 12 },
  {
    descricao: "Caixas de papelão kraft personalizadas para e-commerce",
    categoria: "Redução de custo",
    status: "Cancelado",
    dtEstimado: -15,
  },
  { descricao: "Kits de maquiagem para varejo farmacêutico", categoria: "Novo produto", status: "Arquivo", dtEstimado: -90 },
  { descricao: "Tapetes de borracha automotivos sob medida", categoria: "Fornecedor alternativo", status: "Em andamento", dtEstimado: -2 },
  { descricao: "Cadeiras de escritório ergonômicas para licitação", categoria: "Novo produto", status: "Concluído", dtEstimado: -25 },
  { descricao: "Fones de ouvido Bluetooth com estojo de carga", categoria: "Amostra", status: "Em andamento", dtEstimado: 30 },
  { descricao: "Panelas antiaderentes de alumínio forjado", categoria: "Recompra", status: "Não iniciado", dtEstimado: null },
];

export const JUSTIFICATIVAS: Record<string, string[]> = {
  "Não iniciado": ["", "Aguardando retorno do primeiro contato."],
  Doing: ["Amostras solicitadas, aguardando envio.", "Negociando MOQ e prazo de produção.", "Cotação recebida, revisando condições."],
  Arquivo: ["Preço fora do alvo, arquivado para consulta futura.", "Sem certificação exigida pelo cliente."],
  Cancelado: ["Fornecedor não respondeu após três tentativas.", "Cliente desistiu da linha de produtos."],
  Concluído: ["Melhor relação custo-benefício e amostra aprovada.", "Pedido fechado com entrega em 45 dias."],
};
