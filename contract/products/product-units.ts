// A quantity in the product's unit of measure, in each language a quantity is asked in: '24 caixas', '24 boxes',
// '24 箱'. Staff's screens say it in Portuguese; the supplier's page and the ready messages in the supplier's language.
import type { ProductUnit } from "./product-rules";
import type { RfqLanguage } from "#contract/rfq/rfq-languages.ts";

const LOCALE: Record<RfqLanguage, string> = { en: "en-GB", zh: "zh-CN", pt: "pt-BR" };

/** Each unit's name for one and for more than one; Chinese counts with a measure word that has no plural. */
const UNIT_NAMES: Record<RfqLanguage, Record<ProductUnit, { one: string; other: string }>> = {
  pt: { peça: { one: "peça", other: "peças" }, caixa: { one: "caixa", other: "caixas" } },
  en: { peça: { one: "piece", other: "pieces" }, caixa: { one: "box", other: "boxes" } },
  zh: { peça: { one: "件", other: "件" }, caixa: { one: "箱", other: "箱" } },
};

/** A whole quantity as each language groups it ('1.000', '1,000'). */
const formatUnits = (value: number, language: RfqLanguage): string => new Intl.NumberFormat(LOCALE[language]).format(value);

/** The unit's name for `quantity` of it, in `language`: 'caixa' for 1, 'caixas' for 24. */
export function unitName(unit: ProductUnit, quantity: number, language: RfqLanguage): string {
  const names = UNIT_NAMES[language][unit];
  return new Intl.PluralRules(LOCALE[language]).select(quantity) === "one" ? names.one : names.other;
}

/** `quantity` of the product in its unit: '24 caixas', '1 peça', '1,000 pieces', '24 箱'. */
export const quantityInUnit = (quantity: number, unit: ProductUnit, language: RfqLanguage): string =>
  `${formatUnits(quantity, language)} ${unitName(unit, quantity, language)}`;
