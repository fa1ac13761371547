import { PRODUCT_DESCRIPTION_CARD_CHARS, PRODUCT_DESCRIPTION_TABLE_CHARS } from "#contract/products/product-list-rules.ts";
import type { ProductListItem } from "#contract/products/products.ts";
import { formatMoney, truncateText } from "#app/lib/format.ts";

/** What the product list renders of a product: the loader sends only this (no quotes, no image links). */
export interface ProductRow {
  id: number;
  nome: string;
  /** At most 1000 characters (specification §9), an ellipsis marking a cut. */
  descricao: string;
  nome_categoria: string;
  cotacao_min: number;
  cotacao_max: number;
  /** Whether any supplier quoted it (the range then reads 0 ~ 0 all the same, as specification §2 says). */
  cotado: boolean;
  /** The preferred supplier's name (ADR 0052), or null. */
  preferido: string | null;
}

export function toProductRow(product: ProductListItem): ProductRow {
  return {
    id: product.id,
    nome: product.nome,
    descricao: truncateText(product.descricao, PRODUCT_DESCRIPTION_TABLE_CHARS),
    nome_categoria: product.nome_categoria,
    cotacao_min: product.cotacao_min,
    cotacao_max: product.cotacao_max,
    cotado: product.suppliers.length > 0,
    preferido: product.suppliers.find((supplier) => supplier.id === product.id_supplier_preferido)?.nome ?? null,
  };
}

/** The card's description: its first 10 characters and an ellipsis (specification §9). */
export const cardDescription = (row: ProductRow) => truncateText(row.descricao, PRODUCT_DESCRIPTION_CARD_CHARS);

/** The quote range 'min ~ max' in dollars, two decimals: "$ 1,50 ~ $ 12,00"; "$ 0,00 ~ $ 0,00" without quotes. */
export const quoteRange = (row: Pick<ProductRow, "cotacao_min" | "cotacao_max">) =>
  `${formatMoney(row.cotacao_min, "USD")} ~ ${formatMoney(row.cotacao_max, "USD")}`;
