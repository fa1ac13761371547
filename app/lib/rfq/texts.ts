// The supplier's page in its three languages (contract/rfq-public.ts): every text ours, none machine translated.
import { SAO_PAULO_TIME_ZONE } from "../../../contract/days";
import type { RfqLanguage } from "../../../contract/rfq-public";
import { dateTimeBr } from "../format";

const LOCALE: Record<RfqLanguage, string> = { en: "en-GB", zh: "zh-CN", pt: "pt-BR" };

const deadlineFormats: Record<RfqLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: SAO_PAULO_TIME_ZONE }),
  zh: new Intl.DateTimeFormat("zh-CN", { dateStyle: "long", timeStyle: "short", timeZone: SAO_PAULO_TIME_ZONE }),
  pt: dateTimeBr,
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
    howTo:
      "Enter your prices below. Save a draft whenever you like and submit before the deadline; you may revise what you submitted until then. Decimals may use a dot or a comma.",
    gone: "Quotation link",
    yourAnswer: "Your quotation",
    carton: "Master carton",
    cartonHint: "Give the carton's volume in m³, or its length, width and height in cm.",
    saveDraft: "Save draft",
    submit: "Submit",
    fixErrors: "Please correct the fields marked below. Nothing was saved.",
    draftOn: (date: string) => `Draft saved on ${date}, not submitted yet.`,
    sentOn: (revision: number, date: string) => `Revision ${revision} submitted on ${date}.`,
    noAnswer: "No answer yet.",
    files: "Attachments",
    filesHint: "Your proforma, price list or pictures: up to 5 files (PDF, Excel, PNG, JPEG or WEBP), 10 MB each.",
    filesInput: "Files to attach",
    attach: "Attach",
    remove: (name: string) => `Remove ${name}`,
    noFiles: "No files attached.",
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
    howTo: "请在下方填写报价。可随时保存草稿，并在截止时间前提交；截止前可修改已提交的报价。小数可用点或逗号。",
    gone: "报价链接",
    yourAnswer: "您的报价",
    carton: "外箱",
    cartonHint: "请填写外箱体积（立方米），或外箱的长、宽、高（厘米）。",
    saveDraft: "保存草稿",
    submit: "提交",
    fixErrors: "请更正下方标出的字段。尚未保存任何内容。",
    draftOn: (date: string) => `草稿已于 ${date} 保存，尚未提交。`,
    sentOn: (revision: number, date: string) => `第 ${revision} 版已于 ${date} 提交。`,
    noAnswer: "尚未报价。",
    files: "附件",
    filesHint: "您的形式发票、报价单或图片：最多 5 个文件（PDF、Excel、PNG、JPEG 或 WEBP），每个不超过 10 MB。",
    filesInput: "要上传的文件",
    attach: "上传",
    remove: (name: string) => `删除 ${name}`,
    noFiles: "尚无附件。",
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
    howTo:
      "Informe seus preços abaixo. Salve um rascunho quando quiser e envie até o prazo; até lá você pode revisar o que enviou. Decimais com ponto ou vírgula.",
    gone: "Link de cotação",
    yourAnswer: "Sua cotação",
    carton: "Caixa master",
    cartonHint: "Informe a cubagem da caixa em m³, ou o comprimento, a largura e a altura em cm.",
    saveDraft: "Salvar rascunho",
    submit: "Enviar",
    fixErrors: "Corrija os campos indicados abaixo. Nada foi salvo.",
    draftOn: (date: string) => `Rascunho salvo em ${date}, ainda não enviado.`,
    sentOn: (revision: number, date: string) => `Revisão ${revision} enviada em ${date}.`,
    noAnswer: "Nenhuma resposta ainda.",
    files: "Anexos",
    filesHint: "Sua proforma, lista de preços ou fotos: até 5 arquivos (PDF, Excel, PNG, JPEG ou WEBP), de até 10 MB cada.",
    filesInput: "Arquivos para anexar",
    attach: "Anexar",
    remove: (name: string) => `Remover ${name}`,
    noFiles: "Nenhum arquivo anexado.",
  },
} as const satisfies Record<RfqLanguage, Record<string, string | ((...values: never[]) => string)>>;
