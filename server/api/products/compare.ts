import { eq, inArray } from "drizzle-orm";
import { usdAt } from "../../../contract/landed-cost.ts";
import { compareProductNotFound, type ProductCompareQuery, type ProductCompareReply } from "../../../contract/product-compare.ts";
import { COMPARE_DEFAULT_QUANTITY, compareQuotes } from "../../../contract/quote-compare.ts";
import { isQuoteExpired } from "../../../contract/quote-terms.ts";
import { products, productSuppliers, suppliers } from "../../db/schema.ts";
import { todayOf } from "../clock.ts";
import { notFound } from "../errors.ts";
import { costBasisColumns, productLandedCostTotal } from "../import-params/landed.ts";
import { loadImportParams } from "../import-params/store.ts";
import { fold } from "../query-params.ts";
import type { ApiDeps } from "../types.ts";

/** A quote of 0 is the default of a supplier not quoted yet (spec section 7), not a price. */
const isPriced = (cotacao: string) => Number(cotacao) > 0;

/**
 * GET /api/products/compare/ (issue 12 section 3): the products of `ids` with every current quote, in two
 * set-based queries whatever the number of products and suppliers, each quote's landed cost by the same steps,
 * rate (today's USD→BRL) and import parameters as the product's detail (its total only: no breakdown is shown); then the marks and totals of
 * contract/quote-compare.ts. 404 naming the first unknown id.
 */
export async function compareProducts(deps: ApiDeps, query: ProductCompareQuery): Promise<ProductCompareReply> {
  const { db } = deps;
  const [productRows, quoteRows, params, rates] = await Promise.all([
    db
      .select({
        id: products.id,
        nome: products.nome,
        unidadeMedida: products.unidadeMedida,
        idSupplierPreferido: products.idSupplierPreferido,
        ...costBasisColumns,
      })
      .from(products)
      .where(inArray(products.id, query.ids)),
    db
      .select({
        productId: productSuppliers.productId,
        supplierId: productSuppliers.supplierId,
        supplierNome: suppliers.nome,
        cotacao: productSuppliers.cotacao,
        validaAte: productSuppliers.validaAte,
        leadTimeDias: productSuppliers.leadTimeDias,
      })
      .from(productSuppliers)
      .innerJoin(suppliers, eq(suppliers.id, productSuppliers.supplierId))
      .where(inArray(productSuppliers.productId, query.ids))
      .orderBy(fold(suppliers.nome), suppliers.id),
    loadImportParams(db),
    deps.rates.get(),
  ]);
  const byId = new Map(productRows.map((row) => [row.id, row]));
  const missing = query.ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw notFound(compareProductNotFound(missing));

  const usdBrl = rates.usd_brl.valor;
  const today = todayOf(deps);
  const supplierNames = new Map<number, string>();
  const quotes = quoteRows.map((row) => {
    supplierNames.set(row.supplierId, row.supplierNome);
    const product = byId.get(row.productId);
    const cost = product && isPriced(row.cotacao) ? productLandedCostTotal(params, product, row.cotacao, usdBrl) : null;
    return {
      product_id: row.productId,
      supplier_id: row.supplierId,
      cotacao_usd: Number(row.cotacao),
      cotacao_brl: usdAt(row.cotacao, usdBrl),
      custo_posto_brl: cost?.custo_posto_brl ?? null,
      custo_posto_incompleto: cost?.custo_posto_incompleto ?? false,
      valida_ate: row.validaAte,
      vencida: isQuoteExpired(row.validaAte, today),
      lead_time_dias: row.leadTimeDias,
    };
  });
  const produtos = query.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const quantidade = query.quantidades.get(id) ?? COMPARE_DEFAULT_QUANTITY;
    return [{ id, nome: row.nome, unidade_medida: row.unidadeMedida, quantidade, id_supplier_preferido: row.idSupplierPreferido }];
  });
  const comparison = compareQuotes({
    products: produtos.map(({ id, quantidade }) => ({ id, quantidade })),
    suppliers: [...supplierNames.keys()],
    quotes,
    incluirVencidas: query.incluir_vencidas,
  });
  return {
    produtos,
    suppliers: [...supplierNames].map(([id, nome]) => ({ id, nome })),
    ...comparison,
    incluir_vencidas: query.incluir_vencidas,
    usd_brl: usdBrl,
    versao_parametros: params.versao,
  };
}
