import { formatMoney, formatPercent, formatQuantity } from "#app/lib/format.ts";
import { IMPORT_PARAM_FIELDS, type ImportParamField, type ImportParams, importParamRule } from "#contract/landed-cost/import-params.ts";
import { formatNcm } from "#contract/products/ncm.ts";

/**
 * A scalar parameter as the page reads it: "$ 90,00", "$ 0,40" (per kg, up to 4 places), "0,5 %", "R$ 3.000,00",
 * "R$ 115,67", "1.000", "30 dias".
 */
export function shownValue(name: ImportParamField, params: ImportParams): string {
  const value = params[name];
  if (name.endsWith("_pct")) return formatPercent(value);
  if (name === "frete_usd_por_m3") return formatMoney(value, "USD");
  if (name === "frete_usd_por_kg") return formatMoney(value, "USD", importParamRule(name).decimals);
  if (name.includes("_brl_")) return formatMoney(value, "BRL");
  if (name === "transito_dias_padrao") return `${formatQuantity(value)} dias`;
  return formatQuantity(value);
}

/** Every scalar parameter with its label and shown value. */
export const shownFields = (params: ImportParams) =>
  IMPORT_PARAM_FIELDS.map((field) => ({ ...field, value: shownValue(field.name, params) }));

/** "por Ana Administradora" or, for the first version written at start-up, the examples. */
export const authorOf = (params: ImportParams) => (params.alterado_por ? `por ${params.alterado_por.nome}` : "valores de exemplo");

/** The labels of a category's four fields in the form (and in the conflict notice): "NCM (Vestuário)". */
export const categoryLabels = (nome: string) => ({
  ncm: `NCM (${nome})`,
  ii_pct: `II % (${nome})`,
  ipi_pct: `IPI % (${nome})`,
  is_pct: `IS % (${nome})`,
});

/** The importer's own regime (which taxes it recovers as credits): the select's label and the view's. */
export const IMPORTER_REGIME_LABEL = "Regime tributário do importador";

/** A category's NCM as the page reads it: "8516.79.00", or "não informado". */
export const shownNcm = (ncm: string | null) => (ncm ? formatNcm(ncm) : "não informado");
