import type { Incoterm } from "../../../contract/quote-terms.ts";
import type { DemoShape, Rgb } from "./demo-images.ts";

/** One demo product: its usual price in USD (the quotes vary around it) and how its picture looks. */
export interface DemoProduct {
  nome: string;
  descricao: string;
  categoria: string;
  unidade: "peça" | "caixa";
  /** m³ of one unit (one decimal) and kg (two decimals). */
  cubagem: string;
  peso: string;
  /**
   * The master carton as suppliers' packing lists give it: units, m³ (4 places) and gross kg (2 places); null for a
   * product whose carton is not known (its quotes then use the unit's own volume and weight: 'sem embalagem').
   * Every demo product has one: a unit's own volume takes one decimal of m³, far too much for small goods.
   */
  caixa: { unidades: number; m3: string; kg: string } | null;
  /** Typical FOB price in USD; 0 for a product nobody has quoted yet. */
  preco: number;
  /** How many suppliers quoted it. */
  fornecedores: number;
  /** A Brazilian supplier (by name) among them: a domestic purchase beside the imports. */
  nacional?: string;
  /** The incoterms of its quotes from abroad, in order (null: none said), instead of drawn ones: the demo shows each case. */
  incoterms?: (Incoterm | null)[];
  imagem: DemoShape | null;
}

/** A colour per product category (the lookups' PRODUCT_CATEGORIES), for the demo pictures. */
export const CATEGORY_COLOURS: Record<string, Rgb> = {
  "Utilidades Domésticas": [14, 116, 144],
  Eletrônicos: [67, 56, 202],
  Vestuário: [190, 24, 93],
  Brinquedos: [234, 88, 12],
  Ferramentas: [71, 85, 105],
  Decoração: [161, 98, 7],
  Papelaria: [21, 128, 61],
  Iluminação: [202, 138, 4],
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  { nome: "Garrafa Térmica Inox 500 ml", descricao: "Aço inox 304, parede dupla a vácuo, mantém quente por 12 h e frio por 24 h. Tampa rosqueável com vedação de silicone.", categoria: "Utilidades Domésticas", unidade: "peça", cubagem: "0.1", peso: "0.35", preco: 3.2, fornecedores: 4, nacional: "Indústria Paulista de Utensílios", incoterms: ["FOB", "CIF", "DDP"], caixa: { unidades: 24, m3: "0.085", kg: "12" }, imagem: "bottle" },
  { nome: "Garrafa Térmica Inox 1 L com Alça", descricao: "Versão de 1 litro com alça dobrável e copo na tampa.", categoria: "Utilidades Domésticas", unidade: "peça", cubagem: "0.1", peso: "0.52", preco: 4.85, fornecedores: 3, caixa: { unidades: 12, m3: "0.072", kg: "9.6" }, imagem: "bottle" },
  { nome: "Kit Espátulas de Silicone 5 peças", descricao: "Silicone alimentar resistente a 230 °C, cabo de madeira de faia. Embalagem em caixa kraft.", categoria: "Utilidades Domésticas", unidade: "caixa", cubagem: "0.1", peso: "0.48", preco: 2.1, fornecedores: 3, caixa: { unidades: 40, m3: "0.06", kg: "20.5" }, imagem: "tool" },
  { nome: "Forma de Silicone para Bolo 24 cm", descricao: "Antiaderente, vai ao forno e ao micro-ondas.", categoria: "Utilidades Domésticas", unidade: "peça", cubagem: "0.1", peso: "0.21", preco: 1.35, fornecedores: 2, caixa: { unidades: 50, m3: "0.09", kg: "11.5" }, imagem: "circle" },
  { nome: "Pote Hermético de Vidro 1,5 L", descricao: "Vidro borossilicato com tampa de bambu e anel de vedação.", categoria: "Utilidades Domésticas", unidade: "peça", cubagem: "0.1", peso: "0.9", preco: 2.7, fornecedores: 2, caixa: { unidades: 12, m3: "0.075", kg: "12.8" }, imagem: "box" },
  { nome: "Lâmpada LED Bulbo 9W E27", descricao: "Branco frio 6500 K, 810 lm, bivolt. Certificação Inmetro pendente.", categoria: "Iluminação", unidade: "caixa", cubagem: "0.2", peso: "4.5", preco: 0.42, fornecedores: 4, incoterms: ["FOB", "CIF", null, "DDP"], caixa: { unidades: 100, m3: "0.045", kg: "6.5" }, imagem: "bulb" },
  { nome: "Lâmpada LED Filamento Vintage 4W", descricao: "Bulbo âmbar estilo retrô, luz quente 2200 K.", categoria: "Iluminação", unidade: "caixa", cubagem: "0.2", peso: "3.8", preco: 0.95, fornecedores: 2, caixa: { unidades: 50, m3: "0.04", kg: "4.2" }, imagem: "bulb" },
  { nome: "Fita LED 5 m RGB com Controle", descricao: "5050 SMD, 60 LEDs/m, fonte 12 V e controle remoto de 44 teclas.", categoria: "Iluminação", unidade: "peça", cubagem: "0.1", peso: "0.4", preco: 3.6, fornecedores: 3, caixa: { unidades: 50, m3: "0.05", kg: "10.5" }, imagem: "circle" },
  { nome: "Luminária de Mesa LED Articulada", descricao: "Três temperaturas de cor, dimerizável, carregador por indução na base.", categoria: "Iluminação", unidade: "peça", cubagem: "0.1", peso: "1.1", preco: 8.9, fornecedores: 2, caixa: { unidades: 8, m3: "0.12", kg: "14" }, imagem: "bulb" },
  { nome: "Fone de Ouvido Bluetooth TWS", descricao: "Bluetooth 5.3, estojo de carga com 24 h de autonomia.", categoria: "Eletrônicos", unidade: "peça", cubagem: "0.1", peso: "0.12", preco: 5.4, fornecedores: 3, caixa: { unidades: 100, m3: "0.04", kg: "8.5" }, imagem: "circle" },
  { nome: "Carregador USB-C 20W", descricao: "Power Delivery 3.0, plugue padrão brasileiro.", categoria: "Eletrônicos", unidade: "caixa", cubagem: "0.1", peso: "2.6", preco: 1.9, fornecedores: 3, caixa: { unidades: 200, m3: "0.05", kg: "16" }, imagem: "box" },
  { nome: "Caixa de Som Portátil à Prova d'Água", descricao: "IPX7, 10 W, rádio FM e entrada para cartão.", categoria: "Eletrônicos", unidade: "peça", cubagem: "0.1", peso: "0.45", preco: 6.75, fornecedores: 0, caixa: { unidades: 20, m3: "0.06", kg: "10.5" }, imagem: null },
  { nome: "Camiseta Dry Fit Unissex", descricao: "Poliéster 100%, tamanhos P ao GG, cores sortidas.", categoria: "Vestuário", unidade: "caixa", cubagem: "0.3", peso: "6", preco: 1.55, fornecedores: 2, caixa: { unidades: 100, m3: "0.12", kg: "17" }, imagem: "shirt" },
  { nome: "Meia Esportiva Cano Médio (par)", descricao: "Algodão com elastano, palmilha atoalhada.", categoria: "Vestuário", unidade: "caixa", cubagem: "0.2", peso: "5.2", preco: 0.38, fornecedores: 3, caixa: { unidades: 200, m3: "0.1", kg: "13.5" }, imagem: "shirt" },
  { nome: "Quebra-Cabeça Infantil 100 Peças", descricao: "Papelão reciclado, tinta atóxica, a partir de 5 anos.", categoria: "Brinquedos", unidade: "caixa", cubagem: "0.2", peso: "7.5", preco: 0.85, fornecedores: 2, caixa: { unidades: 30, m3: "0.09", kg: "10.8" }, imagem: "box" },
  { nome: "Blocos de Montar 250 Peças", descricao: "Compatível com as marcas líderes, balde com tampa.", categoria: "Brinquedos", unidade: "peça", cubagem: "0.1", peso: "0.95", preco: 4.2, fornecedores: 3, caixa: { unidades: 12, m3: "0.1", kg: "12.4" }, imagem: "box" },
  { nome: "Pelúcia Urso 30 cm", descricao: "Enchimento antialérgico, certificação de segurança EN71.", categoria: "Brinquedos", unidade: "peça", cubagem: "0.1", peso: "0.25", preco: 2.3, fornecedores: 1, caixa: { unidades: 24, m3: "0.16", kg: "6.5" }, imagem: "circle" },
  { nome: "Jogo de Chaves Combinadas 12 peças", descricao: "Aço cromo-vanádio, 6 a 22 mm, estojo de lona.", categoria: "Ferramentas", unidade: "peça", cubagem: "0.1", peso: "1.6", preco: 7.8, fornecedores: 3, caixa: { unidades: 20, m3: "0.04", kg: "33" }, imagem: "tool" },
  { nome: "Trena Emborrachada 5 m", descricao: "Fita de aço com trava e clipe de cinto.", categoria: "Ferramentas", unidade: "caixa", cubagem: "0.1", peso: "4.8", preco: 0.9, fornecedores: 2, caixa: { unidades: 120, m3: "0.04", kg: "22" }, imagem: "tool" },
  { nome: "Vaso de Cerâmica Decorativo 20 cm", descricao: "Acabamento fosco, cores terrosas sortidas.", categoria: "Decoração", unidade: "peça", cubagem: "0.1", peso: "0.8", preco: 2.95, fornecedores: 2, caixa: { unidades: 12, m3: "0.09", kg: "11" }, imagem: "vase" },
  { nome: "Porta-Retrato de Bambu 15x21", descricao: "Bambu natural com vidro frontal.", categoria: "Decoração", unidade: "caixa", cubagem: "0.2", peso: "5.5", preco: 1.15, fornecedores: 0, caixa: { unidades: 48, m3: "0.07", kg: "14.5" }, imagem: null },
  { nome: "Caderno Universitário 10 Matérias", descricao: "200 folhas, capa dura, espiral duplo.", categoria: "Papelaria", unidade: "caixa", cubagem: "0.3", peso: "12", preco: 1.7, fornecedores: 3, nacional: "Embalagens Paraná Ltda.", caixa: { unidades: 20, m3: "0.06", kg: "21" }, imagem: "book" },
  { nome: "Caneta Gel 0,7 mm (kit 12 cores)", descricao: "Tinta de secagem rápida, corpo translúcido.", categoria: "Papelaria", unidade: "caixa", cubagem: "0.1", peso: "3.2", preco: 0.65, fornecedores: 3, caixa: { unidades: 144, m3: "0.05", kg: "15.5" }, imagem: "tool" },
];
