import { formatNcm } from "#contract/products/ncm.ts";
import type { ProductTaxes, TaxSource } from "#contract/landed-cost/product-taxes.ts";
import { formatPercent } from "#app/lib/format.ts";

const NOT_SET = "não definido";

/** Where a value in force comes from, as the page says it: 'do produto', 'da categoria Utilidades Domésticas'. */
const sourceText = (source: TaxSource, category: string) => (source === "produto" ? "do produto" : `da categoria ${category}`);

/** The NCM in force and its source: '7323.93.00 · da categoria Utilidades Domésticas', '8516.79.00 · do produto'. */
export function ncmInForceText(taxes: ProductTaxes, category: string): string {
  return `${taxes.ncm === null ? NOT_SET : formatNcm(taxes.ncm)} · ${sourceText(taxes.fonte_ncm, category)}`;
}

/**
 * II and IPI in force and their sources: 'II 18 % · IPI 6,5 % · da categoria Utilidades Domésticas' when both come from
 * one place, 'II 0 % do produto · IPI 6,5 % da categoria Utilidades Domésticas' when they differ. A rate neither the
 * product nor its category has is 'não definido', and the landed cost counts it as 0 %: the text says so.
 */
export function ratesInForceText(taxes: ProductTaxes, category: string): string {
  const rate = (name: string, value: number | null) => `${name} ${value === null ? NOT_SET : formatPercent(value)}`;
  const ii = rate("II", taxes.ii_pct);
  const ipi = rate("IPI", taxes.ipi_pct);
  const text =
    taxes.fonte_ii === taxes.fonte_ipi
      ? `${ii} · ${ipi} · ${sourceText(taxes.fonte_ii, category)}`
      : `${ii} ${sourceText(taxes.fonte_ii, category)} · ${ipi} ${sourceText(taxes.fonte_ipi, category)}`;
  return taxes.ii_pct === null || taxes.ipi_pct === null ? `${text} (${formatPercent(0)} no custo posto)` : text;
}

/** The tax reform's IPI rule for this product: 'Concorre com a ZFM: mantém o IPI a partir de 2027' or its contrary. */
export const zfmText = (competesWithZfm: boolean) =>
  competesWithZfm
    ? "Concorre com a Zona Franca de Manaus: mantém o IPI a partir de 2027"
    : "Não concorre com a Zona Franca de Manaus: IPI zerado a partir de 2027";
