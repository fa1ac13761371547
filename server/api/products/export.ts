import { type Product, productExportQuerySchema, type RatesReply } from "../../../contract/products.ts";
import { convertUsd } from "../../../contract/landed-cost.ts";
import { PRODUCT_UNIT_LABELS } from "../../../contract/product-rules.ts";
import { type ExportColumn, number, text } from "../list-export/columns.ts";
import { exportHandler } from "../list-export/handler.ts";
import { productLandedCost } from "../import-params/landed.ts";
import { loadImportParams, type StoredImportParams } from "../import-params/store.ts";
import { productListSource } from "./list.ts";

const UNIT_LABELS: Readonly<Record<string, string>> = PRODUCT_UNIT_LABELS;
const unitLabel = (unit: string) => UNIT_LABELS[unit] ?? unit;

/** The lowest quote converted like the product screens do (`convertUsd`, today's rates); none when unquoted. */
const lowest = (product: Product, rates: RatesReply, currency: "usd" | "brl" | "cny") =>
  product.suppliers.length === 0 ? null : convertUsd(product.cotacao_min, rates)[currency];

const decimalText = (value: number | null) => (value === null ? null : String(value));

/** The landed cost of one unit at the lowest quote (issue 12: today's rate and parameters); none when unquoted. */
const lowestLandedCost = (product: Product, rates: RatesReply, params: StoredImportParams) =>
  product.suppliers.length === 0
    ? null
    : productLandedCost(
        params,
        {
          categoriaId: product.id_categoria,
          cubagem: decimalText(product.cubagem),
          peso: decimalText(product.peso),
          ncm: product.ncm,
          iiPct: decimalText(product.ii_pct),
          ipiPct: decimalText(product.ipi_pct),
        },
        product.cotacao_min,
        rates.usd_brl.valor,
      ).custo_posto_brl;

/**
 * The list's columns with its labels, the measures, the suppliers and the preferred one, the lowest quote in the three currencies and
 * its custo posto.
 */
const productExportColumns = (rates: RatesReply, params: StoredImportParams): ExportColumn<Product>[] => [
  text("Nome", (p) => p.nome, 32),
  text("Descrição", (p) => p.descricao, 40),
  text("Categoria", (p) => p.nome_categoria, 20),
  text("Unidade de medida", (p) => unitLabel(p.unidade_medida), 18),
  number("Volume (m³)", 1, (p) => p.cubagem, 12),
  number("Peso (kg)", 2, (p) => p.peso, 12),
  text("Fornecedores", (p) => p.suppliers.map((s) => s.nome).join("; "), 40),
  text("Fornecedor preferido", (p) => p.suppliers.find((s) => s.id === p.id_supplier_preferido)?.nome ?? null, 28),
  number("Menor cotação (USD)", 2, (p) => lowest(p, rates, "usd"), 18),
  number("Menor cotação (BRL)", 2, (p) => lowest(p, rates, "brl"), 18),
  number("Menor cotação (CNY)", 2, (p) => lowest(p, rates, "cny"), 18),
  number("Custo posto da menor cotação (BRL, estimativa)", 2, (p) => lowestLandedCost(p, rates, params), 22),
];

/** GET /api/products/export/ */
export const exportProducts = exportHandler({
  query: productExportQuerySchema,
  source: productListSource,
  columns: async ({ rates, db }) => {
    const [today, params] = await Promise.all([rates.get(), loadImportParams(db)]);
    return productExportColumns(today, params);
  },
  fileName: "produtos",
  sheet: "Produtos",
});
