// The supplier's page in its three languages (contract/rfq-public.ts): every text ours, none machine translated.
import type { RfqLanguage } from "../../../contract/rfq-public";

const TIME_ZONE = "America/Sao_Paulo";

const LOCALE: Record<RfqLanguage, string> = { en: "en-GB", zh: "zh-CN", pt: "pt-BR" };

const deadlineFormats: Record<RfqLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE }),
  zh: new Intl.DateTimeFormat("zh-CN", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }),
  pt: new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: TIME_ZONE }),
};

/** A deadline as each language writes it, São Paulo's wall clock: '5 Dec 2026, 18:00', '2026年12月5日 18:00', '05/12/2026 18:00'. */
export const formatDeadline = (iso: string, language: RfqLanguage): string =>
  deadlineFormats[language].format(new Date(iso)).replace(/^(\d\d\/\d\d\/\d{4}),/, "$1");

/** A quantity as each language groups it. */
export const formatUnits = (value: number, language: RfqLanguage): string => new Intl.NumberFormat(LOCALE[language]).format(value);

/** The language switch's own names: each language named in itself. */
export const LANGUAGE_NAMES: Record<RfqLanguage, string> = { en: "English", zh: "中文", pt: "Português" };

export const RFQ_PAGE_TEXTS = {
  en: {
    title: "Request for quotation",
    languages: "Language",
    from: "From Importadora, for",
    sourcing: "What we are sourcing",
    deadline: "Please answer by",
    saoPaulo: "(São Paulo time)",
    products: "Products",
    none: "No products are listed in this request yet.",
    quantity: "Target quantity",
    units: "units",
    incoterm: "Incoterm",
    howTo: "Please send your quotation for these products to your contact at Importadora before the deadline.",
    gone: "Quotation link",
  },
  zh: {
    title: "报价请求",
    languages: "语言",
    from: "来自 Importadora，致",
    sourcing: "采购项目",
    deadline: "请在此时间前回复",
    saoPaulo: "（圣保罗时间）",
    products: "产品",
    none: "此请求暂未列出产品。",
    quantity: "目标数量",
    units: "件",
    incoterm: "贸易术语",
    howTo: "请在截止时间前将这些产品的报价发送给您在 Importadora 的对接人。",
    gone: "报价链接",
  },
  pt: {
    title: "Pedido de cotação",
    languages: "Idioma",
    from: "Da Importadora, para",
    sourcing: "O que estamos buscando",
    deadline: "Responda até",
    saoPaulo: "(horário de São Paulo)",
    products: "Produtos",
    none: "Nenhum produto listado neste pedido ainda.",
    quantity: "Quantidade-alvo",
    units: "un.",
    incoterm: "Incoterm",
    howTo: "Envie sua cotação destes produtos ao seu contato na Importadora até o prazo.",
    gone: "Link de cotação",
  },
} as const satisfies Record<RfqLanguage, Record<string, string>>;
