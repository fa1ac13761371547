import {
  type OriginalPrice,
  type Product,
  productExportQuerySchema,
  type ProductSupplier,
  type RatesReply,
} from "#contract/products/products.ts";
import { convertUsd, isPriced } from "#contract/landed-cost/landed-cost.ts";
import { exportColumnsOf } from "#contract/fields/field-table.ts";
import { PRODUCT_FIELDS, type ProductShown } from "#contract/products/product-fields.ts";
import { type ExportColumn, number, text } from "#server/api/list-export/columns.ts";
import { exportHandler } from "#server/api/list-export/handler.ts";
import { productLandedCost } from "#server/api/import-params/landed.ts";
import { loadImportParams, type StoredImportParams } from "#server/api/import-params/store.ts";
import { productListSource } from "./list.ts";
import { originalOf } from "./quotes.ts";
import { isNotNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { productSuppliers } from "#server/db/schema.ts";

const decimalText = (value: number | null) => (value === null ? null : String(value));

/** The quote shown as 'Menor cotação': the lowest with a price (a 0 is no price: 'sem preço', never the lowest). */
const lowestPriced = (product: Product) =>
  product.suppliers.reduce<ProductSupplier | null>(
    (min, s) => (isPriced(s.cotacao) && (min === null || s.cotacao < min.cotacao) ? s : min),
    null,
  );

/** The prices suppliers gave in CNY or BRL, by product and supplier ('12:7'): the few quotes not given in USD. */
type Originals = ReadonlyMap<string, OriginalPrice>;
const pairKey = (productId: number, supplierId: number) => `${productId}:${supplierId}`;

async function loadOriginals(db: Db): Promise<Originals> {
  const rows = await db
    .select({
      productId: productSuppliers.productId,
      supplierId: productSuppliers.supplierId,
      precoOriginal: productSuppliers.precoOriginal,
      moedaOriginal: productSuppliers.moedaOriginal,
      taxaOriginal: productSuppliers.taxaOriginal,
    })
    .from(productSuppliers)
    .where(isNotNull(productSuppliers.moedaOriginal));
  const originals = new Map<string, OriginalPrice>();
  for (const row of rows) {
    const original = originalOf(row);
    if (original !== null) originals.set(pairKey(row.productId, row.supplierId), original);
  }
  return originals;
}

/**
 * The lowest priced quote converted like the product screens do (`convertUsd`, today's rates), or as the supplier gave
 * it where it quoted in that column's currency (never reconverted from the rounded USD); empty when none.
 */
const lowest = (product: Product, rates: RatesReply, originals: Originals, currency: "usd" | "brl" | "cny") => {
  const quote = lowestPriced(product);
  if (quote === null) return null;
  const original = originals.get(pairKey(product.id, quote.id));
  if (original !== undefined && original.moeda.toLowerCase() === currency) return original.valor;
  return convertUsd(quote.cotacao, rates)[currency];
};

/**
 * The landed cost of one unit at that quote, on its own incoterm, origin and carton (today's rate and parameters),
 * under the regime of its expected clearance: what is paid at clearance, and the same net of the importer's credits.
 */
function lowestLandedCost(product: Product, rates: RatesReply, params: StoredImportParams) {
  const quote = lowestPriced(product);
  if (quote === null) return null;
  const basis = {
    categoriaId: product.id_categoria,
    cubagem: decimalText(product.cubagem),
    peso: decimalText(product.peso),
    ncm: product.ncm,
    iiPct: decimalText(product.ii_pct),
    ipiPct: decimalText(product.ipi_pct),
    unidadesPorCaixa: product.unidades_por_caixa,
    caixaCubagemM3: decimalText(product.caixa_cubagem_m3),
    caixaPesoKg: decimalText(product.caixa_peso_kg),
    ipiZfm: product.ipi_zfm,
    antidumpingConfirmado: product.antidumping_confirmado,
  };
  const packing = {
    unidades_por_caixa: quote.unidades_por_caixa,
    caixa_cubagem_m3: quote.caixa_cubagem_m3,
    caixa_peso_kg: quote.caixa_peso_kg,
  };
  return productLandedCost(
    params,
    basis,
    {
      cotacao: quote.cotacao,
      incoterm: quote.incoterm,
      codPais: quote.cod_pais,
      packing,
      cotadoEm: quote.cotado_em,
      leadTimeDias: quote.lead_time_dias,
    },
    rates.usd_brl.valor,
  ).custo_posto;
}

/**
 * The stored fields' columns (contract/products/product-fields.ts: names, measures, the product's carton), the suppliers and the preferred one, the lowest
 * priced quote in the three currencies and its custo posto (all empty when no quote has a price).
 */
const productExportColumns = (rates: RatesReply, params: StoredImportParams, originals: Originals): ExportColumn<Product>[] => {
  // Three columns read the same figure: computed once per row.
  const costs = new WeakMap<Product, ReturnType<typeof lowestLandedCost>>();
  const costOf = (p: Product) => {
    if (!costs.has(p)) costs.set(p, lowestLandedCost(p, rates, params));
    return costs.get(p) ?? null;
  };
  return [
    ...exportColumnsOf<ProductShown>(PRODUCT_FIELDS),
    text("Fornecedores", (p) => p.suppliers.map((s) => s.nome).join("; "), 40),
    text("Fornecedor preferido", (p) => p.suppliers.find((s) => s.id === p.id_supplier_preferido)?.nome ?? null, 28),
    number("Menor cotação (USD)", 2, (p) => lowest(p, rates, originals, "usd"), 18),
    number("Menor cotação (BRL)", 2, (p) => lowest(p, rates, originals, "brl"), 18),
    number("Menor cotação (CNY)", 2, (p) => lowest(p, rates, originals, "cny"), 18),
    number("Custo posto da menor cotação (BRL, estimativa)", 2, (p) => costOf(p)?.total_brl ?? null, 22),
    number("Custo líquido de créditos da menor cotação (BRL)", 2, (p) => costOf(p)?.custo_liquido_brl ?? null, 22),
    text(
      "Regime tributário da menor cotação",
      (p) => {
        const cost = costOf(p);
        return cost?.base === "importacao" ? cost.regime.nome : null;
      },
      18,
    ),
  ];
};

/** GET /api/products/export/ */
export const exportProducts = exportHandler({
  query: productExportQuerySchema,
  source: productListSource,
  columns: async ({ rates, db }) => {
    const [today, params, originals] = await Promise.all([rates.get(), loadImportParams(db), loadOriginals(db)]);
    return productExportColumns(today, params, originals);
  },
  fileName: "produtos",
  sheet: "Produtos",
});
