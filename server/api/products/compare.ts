import { eq, inArray } from "drizzle-orm";
import { cents } from "#contract/shared/exact.ts";
import { usdAt } from "#contract/landed-cost/landed-cost.ts";
import {
  type CompareShipment,
  compareProductNotFound,
  type ProductCompareQuery,
  type ProductCompareReply,
} from "#contract/products/product-compare.ts";
import { COMPARE_DEFAULT_QUANTITY, compareQuotes } from "#contract/quotes/quote-compare.ts";
import { INCOTERMS, isQuoteExpired } from "#contract/quotes/quote-terms.ts";
import { planShipment, type Shipment, type ShipmentLine } from "#contract/landed-cost/shipping.ts";
import { products, productSuppliers, suppliers } from "#server/db/schema.ts";
import { todayOf } from "#server/api/clock.ts";
import { notFound } from "#server/api/errors.ts";
import {
  buyerShips,
  cartonOfQuote,
  costBasisColumns,
  isDomestic,
  productLandedCostTotal,
  type QuoteCostBasis,
} from "#server/api/import-params/landed.ts";
import { loadImportParams } from "#server/api/import-params/store.ts";
import { fold } from "#server/api/query-params.ts";
import type { ApiDeps } from "#server/api/types.ts";

const incotermOf = (value: string | null) => INCOTERMS.find((term) => term === value) ?? null;

/** A column's shipment as the reply gives it: m³ to 4 places, kg and US$ to cents. */
const shipmentReply = (shipment: Shipment<number>): CompareShipment => ({
  caixas: shipment.caixas,
  m3: shipment.m3.toDecimalPlaces(4).toNumber(),
  kg: cents(shipment.kg),
  modo: shipment.choice.modo,
  conteineres: shipment.choice.conteineres,
  frete_usd: cents(shipment.choice.frete),
});

/**
 * GET /api/products/compare/ (ADR 0052): the products of `ids` with every current quote, in two
 * set-based queries whatever the number of products and suppliers. Each supplier's column ships together the goods
 * with a typed quantity it can take on the buyer's freight (contract/landed-cost/shipping.ts: LCL or whole containers, whichever costs less), and each
 * of those quotes' landed cost takes its share of that freight; every other quote's landed cost is the product
 * detail's (its incoterm, origin and carton). Then the marks and totals of contract/quotes/quote-compare.ts. 404 naming
 * the first unknown id.
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
        codPais: suppliers.codPais,
        cotacao: productSuppliers.cotacao,
        validaAte: productSuppliers.validaAte,
        leadTimeDias: productSuppliers.leadTimeDias,
        cotadoEm: productSuppliers.cotadoEm,
        incoterm: productSuppliers.incoterm,
        unidadesPorCaixa: productSuppliers.unidadesPorCaixa,
        caixaCubagemM3: productSuppliers.caixaCubagemM3,
        caixaPesoKg: productSuppliers.caixaPesoKg,
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
  const quantityOf = (productId: number) => query.quantidades.get(productId) ?? COMPARE_DEFAULT_QUANTITY;
  // Only a typed quantity plans a shipment; without one, each unit carries its carton's LCL freight, as on the
  // product's page (docs/landed-cost.md, "And the comparison").
  const typed = (productId: number) => query.quantidades.has(productId);
  const quotes = quoteRows.flatMap((row) => {
    const product = byId.get(row.productId);
    if (!product) return [];
    const basis: QuoteCostBasis = {
      cotacao: row.cotacao,
      incoterm: incotermOf(row.incoterm),
      codPais: row.codPais,
      packing: { unidades_por_caixa: row.unidadesPorCaixa, caixa_cubagem_m3: row.caixaCubagemM3, caixa_peso_kg: row.caixaPesoKg },
      cotadoEm: row.cotadoEm,
      leadTimeDias: row.leadTimeDias,
    };
    const vencida = isQuoteExpired(row.validaAte, today);
    const quantidade = quantityOf(row.productId);
    const ships = buyerShips(basis) && typed(row.productId) && quantidade > 0 && (query.incluir_vencidas || !vencida);
    return [{ row, product, basis, vencida, quantidade, ships, carton: cartonOfQuote(product, basis) }];
  });

  // One shipment per supplier column, of the goods it takes on the buyer's freight.
  const linesBySupplier = new Map<number, ShipmentLine<number>[]>();
  for (const quote of quotes) {
    if (!quote.ships) continue;
    const lines = linesBySupplier.get(quote.row.supplierId) ?? [];
    lines.push({ key: quote.row.productId, quantidade: quote.quantidade, carton: quote.carton });
    linesBySupplier.set(quote.row.supplierId, lines);
  }
  const shipments = new Map(
    [...linesBySupplier].map(([supplierId, lines]) => [supplierId, planShipment(lines, params.values, params.containers)]),
  );

  const supplierNames = new Map<number, string>();
  const cells = quotes.map(({ row, product, basis, vencida, ships, carton }) => {
    supplierNames.set(row.supplierId, row.supplierNome);
    const shipped = ships ? shipments.get(row.supplierId)?.freightPerUnit.get(row.productId) : undefined;
    const cost = productLandedCostTotal(params, product, basis, usdBrl, { carton, shipped }, query.desembaraco ?? undefined);
    return {
      product_id: row.productId,
      supplier_id: row.supplierId,
      cotacao_usd: Number(row.cotacao),
      cotacao_brl: usdAt(row.cotacao, usdBrl),
      custo_posto_brl: cost.custo_posto_brl,
      custo_posto_incompleto: cost.custo_posto_incompleto,
      valida_ate: row.validaAte,
      vencida,
      lead_time_dias: row.leadTimeDias,
      incoterm: basis.incoterm,
      compra_nacional: isDomestic(row.codPais),
      no_embarque: shipped !== undefined,
      frete_usd_unidade: cost.frete_usd_unidade,
      custo_liquido_brl: cost.custo_liquido_brl,
      desembaraco: cost.desembaraco,
      regime: cost.regime,
    };
  });
  const produtos = query.ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        nome: row.nome,
        unidade_medida: row.unidadeMedida,
        quantidade: quantityOf(id),
        quantidade_informada: typed(id),
        id_supplier_preferido: row.idSupplierPreferido,
      },
    ];
  });
  const comparison = compareQuotes({
    products: produtos.map(({ id, quantidade }) => ({ id, quantidade })),
    suppliers: [...supplierNames.keys()],
    quotes: cells,
    incluirVencidas: query.incluir_vencidas,
  });
  return {
    produtos,
    suppliers: [...supplierNames].map(([id, nome]) => ({ id, nome })),
    ...comparison,
    totais: comparison.totais.map((total) => {
      const shipment = shipments.get(total.supplier_id);
      return { ...total, embarque: shipment ? shipmentReply(shipment) : null };
    }),
    incluir_vencidas: query.incluir_vencidas,
    desembaraco: query.desembaraco,
    usd_brl: usdBrl,
    versao_parametros: params.versao,
  };
}
