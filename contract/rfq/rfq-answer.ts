// A supplier's answer to a quote request by link (POST /api/rfq/<token>/ and the page /q/<token>): per product its
// price and terms, in the supplier's language. Numbers go through the product's one reader (contract/numbers/numbers.ts), so
// '12.34' and '12,34' are both twelve point three four; every message is ours in English, Chinese and Portuguese
// (Portuguese says it exactly as the staff's forms do). docs/decisions/0068-supplier-answers-by-link.md
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { type NumberRule, numberRuleMessage, readField } from "#contract/numbers/numbers.ts";
import { type CartonCmField, PACKING_FIELDS } from "#contract/products/packing.ts";
import { QUOTE_RULE } from "#contract/products/product-rules.ts";
import { INCOTERMS, isCalendarDay, LEAD_TIME_RULE, MOQ_RULE } from "#contract/quotes/quote-terms.ts";
import type { RfqLanguage } from "./rfq-languages";

/** The currencies a supplier may price in; CNY and BRL are converted to USD at the day's rate when submitted. */
export const RFQ_CURRENCIES = ["USD", "CNY", "BRL"] as const;
export const RFQ_REMARKS_MAX = 500;

/** A price per unit: more than 0 (a free product is no quote), to the cent like every quote. */
const PRICE_RULE: NumberRule = { label: "", decimals: 2, min: 0, aboveMin: true, max: QUOTE_RULE.max };

/** The numeric fields of an answer's item and their rules (the quote's and the carton's own). */
const RFQ_NUMBER_RULES = {
  preco: PRICE_RULE,
  moq: MOQ_RULE,
  lead_time_dias: LEAD_TIME_RULE,
  unidades_por_caixa: PACKING_FIELDS.unidades_por_caixa,
  caixa_cubagem_m3: PACKING_FIELDS.caixa_cubagem_m3,
  caixa_peso_kg: PACKING_FIELDS.caixa_peso_kg,
} as const satisfies Record<string, NumberRule>;
type NumberKey = keyof typeof RFQ_NUMBER_RULES;

/** Every field of an item as a supplier reads its label. */
export type RfqFieldKey = NumberKey | "moeda" | "incoterm" | "valida_ate" | "observacoes" | "nao_ofertado" | "id_product";

export const RFQ_FIELD_LABELS: Record<RfqLanguage, Record<RfqFieldKey, string>> = {
  en: {
    id_product: "Product",
    preco: "Unit price",
    moeda: "Currency",
    moq: "MOQ",
    lead_time_dias: "Lead time (days)",
    incoterm: "Incoterm",
    valida_ate: "Valid until",
    unidades_por_caixa: "Units per carton",
    caixa_cubagem_m3: "Carton volume (m³)",
    caixa_peso_kg: "Carton gross weight (kg)",
    observacoes: "Remarks",
    nao_ofertado: "Not offered",
  },
  zh: {
    id_product: "产品",
    preco: "单价",
    moeda: "币种",
    moq: "最小起订量 (MOQ)",
    lead_time_dias: "交货期（天）",
    incoterm: "贸易术语",
    valida_ate: "报价有效期至",
    unidades_por_caixa: "每箱数量",
    caixa_cubagem_m3: "外箱体积（立方米）",
    caixa_peso_kg: "外箱毛重（千克）",
    observacoes: "备注",
    nao_ofertado: "不报价",
  },
  pt: {
    id_product: "Produto",
    preco: "Preço unitário",
    moeda: "Moeda",
    moq: "MOQ",
    lead_time_dias: "Prazo de entrega (dias)",
    incoterm: "Incoterm",
    valida_ate: "Válida até",
    unidades_por_caixa: "Unidades por caixa",
    caixa_cubagem_m3: "Cubagem da caixa (m³)",
    caixa_peso_kg: "Peso bruto da caixa (kg)",
    observacoes: "Observações",
    nao_ofertado: "Não ofertado",
  },
};

const LOCALES: Record<RfqLanguage, string> = { en: "en-GB", zh: "zh-CN", pt: "pt-BR" };
const bound = (value: number, language: RfqLanguage) =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 4 }).format(value);

/** Bounds this large are a column's capacity, not a limit worth telling anyone. */
const UNBOUNDED = 1e9;

/** A value outside a number rule, in the page's language (Portuguese: the staff forms' own message). */
export function rfqRuleMessage(rule: NumberRule, label: string, language: RfqLanguage): string {
  if (language === "pt") return numberRuleMessage({ ...rule, label });
  const min = bound(rule.min, language);
  const max = bound(rule.max, language);
  const open = rule.max >= UNBOUNDED;
  if (language === "en") {
    const range = open ? (rule.aboveMin ? `greater than ${min}` : `of at least ${min}`) : `from ${min} to ${max}`;
    return rule.decimals === 0
      ? `${label}: enter a whole number ${range}, for example 1500.`
      : `${label}: enter a number ${range}, with up to ${rule.decimals} decimal places, for example 12.34 or 12,34.`;
  }
  const range = open ? (rule.aboveMin ? `大于 ${min} ` : `不小于 ${min} `) : `${min} 到 ${max} 之间`;
  return rule.decimals === 0
    ? `${label}：请输入${range}的整数，例如 1500。`
    : `${label}：请输入${range}的数字，最多 ${rule.decimals} 位小数，例如 12.34 或 12,34。`;
}

/** A value outside a number field's rule, in the page's language. */
const rfqNumberMessage = (key: NumberKey, language: RfqLanguage): string =>
  rfqRuleMessage(RFQ_NUMBER_RULES[key], RFQ_FIELD_LABELS[language][key], language);

/**
 * The carton's length, width and height on the supplier's page: only a way to give its m³ (computed by
 * `cartonM3FromCm` when the m³ is left empty), never sent to the API.
 */
export const RFQ_CM_LABELS: Record<RfqLanguage, Record<CartonCmField, string>> = {
  en: { caixa_comprimento_cm: "Carton length (cm)", caixa_largura_cm: "Carton width (cm)", caixa_altura_cm: "Carton height (cm)" },
  zh: { caixa_comprimento_cm: "外箱长（厘米）", caixa_largura_cm: "外箱宽（厘米）", caixa_altura_cm: "外箱高（厘米）" },
  pt: {
    caixa_comprimento_cm: "Comprimento da caixa (cm)",
    caixa_largura_cm: "Largura da caixa (cm)",
    caixa_altura_cm: "Altura da caixa (cm)",
  },
};

/** The answer's other messages, each in the three languages. */
export const RFQ_ANSWER_MESSAGES = {
  en: {
    body: "Send the answer as {enviar, itens: [...]}: enviar true submits it, false saves a draft.",
    product: "Product: give the id of a product of this request.",
    notAsked: "This product is not part of this request.",
    duplicate: "Each product may appear only once.",
    priceRequired: "Unit price: required, or mark the product as not offered.",
    currency: `Currency: choose ${RFQ_CURRENCIES.join(", ")}.`,
    incoterm: `Incoterm: choose one of ${INCOTERMS.join(", ")}.`,
    validUntil: "Valid until: enter a real date (YYYY-MM-DD), today or later.",
    remarks: `Remarks: at most ${RFQ_REMARKS_MAX} characters.`,
    notOffered: "Not offered: true or false.",
    draftSaved: "Draft saved. Nothing is sent until you press Submit.",
    submitted: (revision: number) => `Quotation submitted (revision ${revision}). You may revise it until the deadline.`,
    tooMany: "Too many submissions for this link. Please try again later.",
    cmIncomplete: "Carton size: give length, width and height, or the volume in m³.",
    tooSmall: "Unit price: less than 0.01 USD at today's exchange rate. Please quote a larger unit or in USD.",
  },
  zh: {
    body: "请以 {enviar, itens: [...]} 格式发送：enviar 为 true 表示提交，false 表示保存草稿。",
    product: "产品：请填写本次请求中产品的编号。",
    notAsked: "该产品不在本次报价请求中。",
    duplicate: "每个产品只能出现一次。",
    priceRequired: "单价：必填，或将该产品标记为不报价。",
    currency: `币种：请选择 ${RFQ_CURRENCIES.join("、")}。`,
    incoterm: `贸易术语：请选择 ${INCOTERMS.join("、")} 之一。`,
    validUntil: "报价有效期至：请输入今天或之后的有效日期（YYYY-MM-DD）。",
    remarks: `备注：最多 ${RFQ_REMARKS_MAX} 个字符。`,
    notOffered: "不报价：请填写 true 或 false。",
    draftSaved: "草稿已保存。点击“提交”之前不会发送。",
    submitted: (revision: number) => `报价已提交（第 ${revision} 版）。截止时间前您可以修改。`,
    tooMany: "此链接的提交次数过多。请稍后再试。",
    cmIncomplete: "外箱尺寸：请填写长、宽、高，或直接填写体积（立方米）。",
    tooSmall: "单价：按今日汇率换算后不足 0.01 美元。请按更大的单位或以美元报价。",
  },
  pt: {
    body: "Envie a resposta como {enviar, itens: [...]}: enviar true envia, false salva um rascunho.",
    product: "Produto: informe o id de um produto deste pedido.",
    notAsked: "Este produto não faz parte deste pedido.",
    duplicate: "Cada produto pode aparecer apenas uma vez.",
    priceRequired: "Preço unitário: obrigatório, ou marque o produto como não ofertado.",
    currency: `Moeda: escolha ${RFQ_CURRENCIES.join(", ")}.`,
    incoterm: `Incoterm: escolha um entre ${INCOTERMS.join(", ")}.`,
    validUntil: "Válida até: informe uma data real (AAAA-MM-DD), de hoje em diante.",
    remarks: `Observações: no máximo ${RFQ_REMARKS_MAX} caracteres.`,
    notOffered: "Não ofertado: true ou false.",
    draftSaved: "Rascunho salvo. Nada é enviado até você clicar em Enviar.",
    submitted: (revision: number) => `Cotação enviada (revisão ${revision}). Você pode revisá-la até o prazo.`,
    tooMany: "Envios demais para este link. Tente novamente mais tarde.",
    cmIncomplete: "Medidas da caixa: informe comprimento, largura e altura, ou a cubagem em m³.",
    tooSmall: "Preço unitário: menos de US$ 0,01 pelo câmbio de hoje. Cote uma unidade maior ou em USD.",
  },
} as const satisfies Record<RfqLanguage, Record<string, string | ((revision: number) => string)>>;

// ---------------------------------------------------------------- reading an answer

/** A number field: JSON number or text as typed, read by the product's reader; empty or absent is null. */
function numberOf(key: NumberKey, language: RfqLanguage) {
  const message = rfqNumberMessage(key, language);
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      const reading = readField(value, RFQ_NUMBER_RULES[key]);
      if (reading.ok) return reading.text;
      if (reading.reason === "vazio") return null;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

/** A whole number field, as a number. */
const wholeOf = (key: NumberKey, language: RfqLanguage) =>
  numberOf(key, language).transform((text) => (text === null ? null : Number(text)));

/** Empty text or null is "not said"; anything else must be one of `values` (case aside). */
function choiceOf<const T extends readonly string[]>(values: T, message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx): T[number] | null => {
      const text = value?.trim().toUpperCase() ?? "";
      if (text === "") return null;
      const found = values.find((choice) => choice === text);
      if (found !== undefined) return found;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

function itemSchemaOf(language: RfqLanguage) {
  const say = RFQ_ANSWER_MESSAGES[language];
  return z.object(
    {
      id_product: idSchema(say.product),
      preco: numberOf("preco", language),
      moeda: choiceOf(RFQ_CURRENCIES, say.currency),
      moq: wholeOf("moq", language),
      lead_time_dias: wholeOf("lead_time_dias", language),
      incoterm: choiceOf(INCOTERMS, say.incoterm),
      valida_ate: z
        .union([z.string(), z.null()], { error: say.validUntil })
        .optional()
        .transform((value, ctx) => {
          const text = value?.trim() ?? "";
          if (text === "") return null;
          if (isCalendarDay(text)) return text;
          ctx.addIssue({ code: "custom", message: say.validUntil });
          return z.NEVER;
        }),
      unidades_por_caixa: wholeOf("unidades_por_caixa", language),
      caixa_cubagem_m3: numberOf("caixa_cubagem_m3", language),
      caixa_peso_kg: numberOf("caixa_peso_kg", language),
      observacoes: z
        .union([z.string(), z.null()], { error: say.remarks })
        .optional()
        .transform((value) => value?.trim() || null)
        .refine((text) => text === null || text.length <= RFQ_REMARKS_MAX, { error: say.remarks }),
      nao_ofertado: z.boolean({ error: say.notOffered }).optional().default(false),
    },
    { error: say.body },
  );
}

function answerSchemaOf(language: RfqLanguage) {
  const say = RFQ_ANSWER_MESSAGES[language];
  return z
    .object({ enviar: z.boolean({ error: say.body }), itens: z.array(itemSchemaOf(language), { error: say.body }) }, { error: say.body })
    .superRefine((answer, ctx) => {
      const seen = new Set<number>();
      answer.itens.forEach((item, index) => {
        if (seen.has(item.id_product)) ctx.addIssue({ code: "custom", message: say.duplicate, path: ["itens", index, "id_product"] });
        seen.add(item.id_product);
        if (item.nao_ofertado) return;
        // A price without its currency could be read 7 times too high or too low: never guessed.
        if (item.preco !== null && item.moeda === null)
          ctx.addIssue({ code: "custom", message: say.currency, path: ["itens", index, "moeda"] });
        if (answer.enviar && item.preco === null)
          ctx.addIssue({ code: "custom", message: say.priceRequired, path: ["itens", index, "preco"] });
      });
    });
}

const answerSchemas = { en: answerSchemaOf("en"), zh: answerSchemaOf("zh"), pt: answerSchemaOf("pt") };

/** POST /api/rfq/<token>/'s body, read in the page's language. */
export const rfqAnswerSchema = (language: RfqLanguage) => answerSchemas[language];
export type RfqAnswerInput = z.input<ReturnType<typeof answerSchemaOf>>;
export type RfqAnswer = z.output<ReturnType<typeof answerSchemaOf>>;
export type RfqAnswerItem = RfqAnswer["itens"][number];

// ---------------------------------------------------------------- as stored and replied

/** An item as stored (JSON): the reader's output, decimals as exact text. */
export const storedAnswerItemSchema = z.object({
  id_product: z.number(),
  preco: z.string().nullable(),
  moeda: z.enum(RFQ_CURRENCIES).nullable(),
  moq: z.number().nullable(),
  lead_time_dias: z.number().nullable(),
  incoterm: z.enum(INCOTERMS).nullable(),
  valida_ate: z.string().nullable(),
  unidades_por_caixa: z.number().nullable(),
  caixa_cubagem_m3: z.string().nullable(),
  caixa_peso_kg: z.string().nullable(),
  observacoes: z.string().nullable(),
  nao_ofertado: z.boolean(),
});
export const storedAnswerItemsSchema = z.array(storedAnswerItemSchema);

/** An item's answer as the replies give it: numbers as JSON numbers, null where the supplier said nothing. */
export const rfqAnswerItemReplySchema = storedAnswerItemSchema.omit({ id_product: true }).extend({
  preco: z.number().nullable(),
  caixa_cubagem_m3: z.number().nullable(),
  caixa_peso_kg: z.number().nullable(),
});
export type RfqAnswerItemReply = z.infer<typeof rfqAnswerItemReplySchema>;

const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

/** A stored item as replied. */
export function answerItemReply({ id_product: _product, ...item }: z.infer<typeof storedAnswerItemSchema>): RfqAnswerItemReply {
  return {
    ...item,
    preco: numberOrNull(item.preco),
    caixa_cubagem_m3: numberOrNull(item.caixa_cubagem_m3),
    caixa_peso_kg: numberOrNull(item.caixa_peso_kg),
  };
}

/** Where a supplier's answer stands: none yet, a draft saved (nothing staff see), or submitted (`revisao` the latest). */
export const RFQ_ANSWER_STATUSES = ["sem_resposta", "rascunho", "enviada"] as const;
export type RfqAnswerStatus = (typeof RFQ_ANSWER_STATUSES)[number];
