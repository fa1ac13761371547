import { formatMoney, formatRate } from "#app/lib/format.ts";
import type { OriginalPrice } from "#contract/products/products.ts";

/**
 * A price a supplier gave in CNY or BRL through its link, with the rate its USD value was converted at, so the
 * buyer can redo the division: 'Cotado em CN¥ 50,00 (US$ 1 = CN¥ 7,1000)'.
 */
export const originalPriceText = (original: OriginalPrice): string =>
  `Cotado em ${formatMoney(original.valor, original.moeda)} (${formatRate(original.taxa, original.moeda)})`;
