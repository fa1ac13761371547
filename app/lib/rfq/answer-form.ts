// The supplier page's form (/q/<token>) and the answer the API reads (contract/rfq/rfq-answer.ts): one input per field of
// each product, named `<field>_<id_product>`, sent on as typed (the API's reader is the product's one reader, so the
// page does not read numbers twice). Only the carton's cm measures are the page's own: turned into its m³ here.
import { formatInput, readField } from "#contract/numbers/numbers.ts";
import { CARTON_CM_FIELDS, type CartonCmField, cartonM3FromCm, PACKING_FIELDS } from "#contract/products/packing.ts";
import {
  RFQ_ANSWER_MESSAGES,
  RFQ_CM_LABELS,
  type RfqAnswerInput,
  type RfqAnswerItemReply,
  rfqRuleMessage,
} from "#contract/rfq/rfq-answer.ts";
import type { RfqLanguage } from "#contract/rfq/rfq-languages.ts";

/** The answer's fields a product's inputs carry, in the order the API names them. */
const TEXT_FIELDS = [
  "preco",
  "moeda",
  "moq",
  "lead_time_dias",
  "incoterm",
  "valida_ate",
  "unidades_por_caixa",
  "caixa_cubagem_m3",
  "caixa_peso_kg",
  "observacoes",
] as const;
export type AnswerFormField = (typeof TEXT_FIELDS)[number] | "nao_ofertado" | CartonCmField;

export const CM_FIELDS = Object.keys(CARTON_CM_FIELDS) as CartonCmField[];

/** The input's name of one field of one product. */
export const inputName = (field: AnswerFormField, productId: number) => `${field}_${productId}`;

/** The hidden inputs listing the form's products, in the page's order: the API's `itens.<n>` is the n-th of them. */
export const ITEM_INPUT = "item";

/** Field errors by input name. */
export type FormErrors = Record<string, string[]>;

const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The three cm measures of a product: its m³ when all three are given, or the errors of those given wrongly or missing. */
function cubageFromCm(form: FormData, productId: number, language: RfqLanguage): { m3: string | null; errors: FormErrors } {
  const typed = CM_FIELDS.map((field) => ({ field, text: textOf(form, inputName(field, productId)).trim() }));
  if (typed.every(({ text }) => text === "")) return { m3: null, errors: {} };
  const errors: FormErrors = {};
  const measures: string[] = [];
  for (const { field, text } of typed) {
    const reading = readField(text, CARTON_CM_FIELDS[field]);
    if (reading.ok) measures.push(reading.text);
    else if (reading.reason === "vazio") errors[inputName(field, productId)] = [RFQ_ANSWER_MESSAGES[language].cmIncomplete];
    else errors[inputName(field, productId)] = [rfqRuleMessage(CARTON_CM_FIELDS[field], RFQ_CM_LABELS[language][field], language)];
  }
  const [length, width, height] = measures;
  if (length === undefined || width === undefined || height === undefined) return { m3: null, errors };
  const m3 = cartonM3FromCm(length, width, height);
  // Written back as the m³ field's text, which the API reads under its own rule (a tiny carton rounding to 0 is refused there).
  return { m3: formatInput(m3, PACKING_FIELDS.caixa_cubagem_m3.decimals), errors };
}

/**
 * The answer the form sends (`intent` 'enviar' submits, anything else saves a draft), and the page's own errors (the
 * cm measures). The m³ typed wins over the measures.
 */
export function answerFromForm(
  form: FormData,
  language: RfqLanguage,
): { answer: RfqAnswerInput; productIds: number[]; errors: FormErrors } {
  const productIds = form
    .getAll(ITEM_INPUT)
    .map((value) => Number(value))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  let errors: FormErrors = {};
  const itens = productIds.map((productId) => {
    const item: Record<string, string | number | boolean> = { id_product: productId };
    for (const field of TEXT_FIELDS) item[field] = textOf(form, inputName(field, productId));
    item.nao_ofertado = form.get(inputName("nao_ofertado", productId)) !== null;
    if (textOf(form, inputName("caixa_cubagem_m3", productId)).trim() === "") {
      const cubage = cubageFromCm(form, productId, language);
      errors = { ...errors, ...cubage.errors };
      if (cubage.m3 !== null) item.caixa_cubagem_m3 = cubage.m3;
    }
    return item as RfqAnswerInput["itens"][number];
  });
  return { answer: { enviar: form.get("intent") === "enviar", itens }, productIds, errors };
}

/** The API's errors (`itens.<n>.<field>`) at the inputs of the n-th product of the form. */
export function formErrorsOf(apiErrors: Record<string, string[]>, productIds: number[]): FormErrors {
  const errors: FormErrors = {};
  for (const [path, messages] of Object.entries(apiErrors)) {
    const [, index, field] = /^itens\.(\d+)\.(\w+)$/.exec(path) ?? [];
    const productId = productIds[Number(index)];
    if (productId === undefined || field === undefined) continue;
    errors[`${field}_${productId}`] = messages;
  }
  return errors;
}

const SEPARATOR: Record<RfqLanguage, "." | ","> = { en: ".", zh: ".", pt: "," };

/**
 * A saved number as its input shows it, so that reading it back gives the same value: '48.5' in English and Chinese,
 * '48,5' in Portuguese, no grouping. Where a dot would be read as grouping thousands ('1.084' m³), a comma is used.
 */
function inputValueOf(value: number | null, language: RfqLanguage): string {
  if (value === null) return "";
  const plain = String(value);
  if (SEPARATOR[language] === "," || /^[1-9]\d*\.\d{3}$/.test(plain)) return plain.replace(".", ",");
  return plain;
}

/** The value an input of a saved answer starts with (none before an answer). */
export function savedValueOf(answer: RfqAnswerItemReply | null, field: (typeof TEXT_FIELDS)[number], language: RfqLanguage): string {
  if (!answer) return "";
  const value = answer[field];
  if (typeof value === "number" || value === null) return inputValueOf(value, language);
  return value;
}
