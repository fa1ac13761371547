import { and, eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import { storedReader } from "#contract/fields/field-table.ts";
import { QUOTE_FIELDS, QUOTE_TERM_FIELDS } from "#contract/quotes/quote-fields.ts";
import { compareQuotes } from "#contract/quotes/quote-compare.ts";
import { isQuoteExpired } from "#contract/quotes/quote-terms.ts";
import { storedAnswerItemSchema } from "#contract/rfq/rfq-answer.ts";
import type { RfqMatrix, RfqMatrixCell, RfqQuotedCell } from "#contract/rfq/rfq-matrix.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import type { Db } from "#server/db/client.ts";
import { products, productSuppliers, rfqLinks, sourcingItems, sourcings, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import { todayOf } from "#server/api/clock.ts";
import { notFound } from "#server/api/errors.ts";
import { storedColumns } from "#server/api/fields.ts";
import { costBasisColumns, productLandedCost } from "#server/api/import-params/landed.ts";
import { loadImportParams } from "#server/api/import-params/store.ts";
import { jsonListReader } from "#server/api/json-column.ts";
import { originalOf } from "#server/api/products/quotes.ts";
import { fold } from "#server/api/query-params.ts";
import { itemsOfSourcing } from "#server/api/sourcing-items/list.ts";
import type { ApiDeps, ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";
import { latestAnswers } from "./latest-answers.ts";
import { staffFileOf, storedFilesOfSourcing } from "#server/api/rfq-public/files.ts";
import { rfqListQuerySchema } from "./list.ts";

/** The quote's value and terms as the product detail reads them (the value a number, the incoterm one of INCOTERMS). */
const readQuotePrice = storedReader({ cotacao: QUOTE_FIELDS.cotacao, ...QUOTE_TERM_FIELDS });
/** The answer's items: one driver hands the JSON over parsed, the other may as text. */
const readAnswerItems = jsonListReader(storedAnswerItemSchema);

/** The ids of the suppliers the sourcing has asked (a link, in force or not), as a sub-select. */
const suppliersAsked = (db: Db, sourcingId: number) =>
  db.select({ id: rfqLinks.supplierId }).from(rfqLinks).where(eq(rfqLinks.sourcingId, sourcingId));

/** The suppliers of the sourcing that have or had a link, by name, each with its latest submitted answer. */
function askedSuppliers(db: Db, sourcingId: number) {
  const answer = latestAnswers(db, sourcingId);
  const linked = suppliersAsked(db, sourcingId);
  return db
    .select({
      id: sourcingSuppliers.supplierId,
      nome: suppliers.nome,
      revisao: answer.revisao,
      savedAt: answer.savedAt,
      itens: answer.itens,
    })
    .from(sourcingSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, sourcingSuppliers.supplierId))
    .leftJoin(answer, eq(answer.supplierId, sourcingSuppliers.supplierId))
    .where(and(eq(sourcingSuppliers.sourcingId, sourcingId), inArray(sourcingSuppliers.supplierId, linked)))
    .orderBy(fold(suppliers.nome), sql`${sourcingSuppliers.supplierId}`);
}

/**
 * The current quotes of the sourcing's products by the suppliers it asked, with what the landed cost reads of each:
 * the quote's value, terms and carton (exact text), the supplier's country and the product's basis.
 */
function currentQuotes(db: Db, sourcingId: number) {
  const asked = db.select({ id: sourcingItems.productId }).from(sourcingItems).where(eq(sourcingItems.sourcingId, sourcingId));
  const linked = suppliersAsked(db, sourcingId);
  return db
    .select({
      productId: productSuppliers.productId,
      supplierId: productSuppliers.supplierId,
      codPais: suppliers.codPais,
      cotadoEm: productSuppliers.cotadoEm,
      ...storedColumns(productSuppliers, QUOTE_FIELDS),
      precoOriginal: productSuppliers.precoOriginal,
      moedaOriginal: productSuppliers.moedaOriginal,
      taxaOriginal: productSuppliers.taxaOriginal,
      ...costBasisColumns,
    })
    .from(productSuppliers)
    .innerJoin(products, eq(products.id, productSuppliers.productId))
    .innerJoin(suppliers, eq(suppliers.id, productSuppliers.supplierId))
    .where(and(inArray(productSuppliers.productId, asked), inArray(productSuppliers.supplierId, linked)));
}

const pairKey = (productId: number, supplierId: number) => `${productId}:${supplierId}`;

type Item = Awaited<ReturnType<typeof itemsOfSourcing>>[number];
type AskedSupplier = Awaited<ReturnType<typeof askedSuppliers>>[number];

/** Each item × supplier's cell, item by item; `melhor` set apart (it compares the item's cells). */
async function cellsOf(deps: ApiDeps, sourcingId: number, items: Item[], asked: AskedSupplier[]) {
  const { db } = deps;
  const [quotes, params, rates] = await Promise.all([currentQuotes(db, sourcingId), loadImportParams(db), deps.rates.get()]);
  const today = todayOf(deps);
  const quoteOf = new Map(quotes.map((quote) => [pairKey(quote.productId, quote.supplierId), quote]));
  const answerOf = new Map(
    asked.flatMap((supplier) =>
      supplier.itens === null ? [] : readAnswerItems(supplier.itens).map((item) => [pairKey(item.id_product, supplier.id), item] as const),
    ),
  );
  return items.flatMap((item) =>
    asked.map((supplier): RfqMatrixCell => {
      const pair = { id_product: item.id_product, id_supplier: supplier.id };
      const key = pairKey(item.id_product, supplier.id);
      const answer = answerOf.get(key);
      const quote = quoteOf.get(key);
      // The supplier's latest word wins: a product it no longer offers is not offered, whatever quote is left from before.
      if (answer?.nao_ofertado) return { ...pair, situacao: "nao_ofertado", observacoes: answer.observacoes };
      if (!quote) return { ...pair, situacao: "sem_resposta" };
      const price = readQuotePrice.parse(quote);
      const packing = {
        unidades_por_caixa: quote.unidades_por_caixa,
        caixa_cubagem_m3: quote.caixa_cubagem_m3,
        caixa_peso_kg: quote.caixa_peso_kg,
      };
      // The product detail's figure for this quote (GET /api/products/?id=), by the same function.
      const cost = productLandedCost(
        params,
        quote,
        {
          cotacao: price.cotacao,
          incoterm: price.incoterm,
          codPais: quote.codPais,
          packing,
          cotadoEm: quote.cotadoEm,
          leadTimeDias: price.lead_time_dias,
        },
        rates.usd_brl.valor,
      );
      return {
        ...pair,
        situacao: "cotado",
        cotacao: price.cotacao,
        original: originalOf(quote),
        custo_posto_brl: cost.custo_posto_brl,
        custo_posto_incompleto: cost.custo_posto_incompleto,
        valida_ate: price.valida_ate,
        moq: price.moq,
        lead_time_dias: price.lead_time_dias,
        incoterm: price.incoterm,
        vencida: isQuoteExpired(price.valida_ate, today),
        melhor: false,
        observacoes: answer?.observacoes ?? null,
      };
    }),
  );
}

/** `melhor` on each item's lowest complete landed cost, by the comparison's own rule (exact, ties all marked), expired quotes included. */
function markBest(cells: RfqMatrixCell[]): RfqMatrixCell[] {
  const quoted = cells.filter((cell): cell is RfqQuotedCell => cell.situacao === "cotado");
  const { celulas } = compareQuotes({
    products: [],
    suppliers: [],
    quotes: quoted.map((cell) => ({
      product_id: cell.id_product,
      supplier_id: cell.id_supplier,
      custo_posto_brl: cell.custo_posto_brl,
      custo_posto_incompleto: cell.custo_posto_incompleto,
      vencida: cell.vencida,
      lead_time_dias: cell.lead_time_dias,
    })),
    incluirVencidas: true,
  });
  const best = new Set(celulas.filter((mark) => mark.melhor).map((mark) => pairKey(mark.product_id, mark.supplier_id)));
  return cells.map((cell) =>
    cell.situacao === "cotado" ? { ...cell, melhor: best.has(pairKey(cell.id_product, cell.id_supplier)) } : cell,
  );
}

/**
 * GET /api/sourcings/rfq/respostas/?id_sourcing=: the sourcing's items against the suppliers asked, one cell per pair
 * (contract/rfq/rfq-matrix.ts), in a fixed number of set-based queries whatever their number. A cell is `nao_ofertado` when
 * the supplier's latest submitted revision says so, else `cotado` when it has a current quote of the product (its
 * landed cost the product detail's: its incoterm, origin and carton, today's rate and parameters), else `sem_resposta`.
 * 404 for an unknown sourcing.
 */
export async function rfqMatrix(c: Context<ApiEnv>) {
  const { id_sourcing } = parse(rfqListQuerySchema, c.req.query());
  const { deps } = c.var;
  const [sourcing] = await deps.db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.id, id_sourcing));
  if (!sourcing) throw notFound(SOURCING_NOT_FOUND);
  const [items, asked, files] = await Promise.all([
    itemsOfSourcing(deps.db, deps.links, sourcing.id),
    askedSuppliers(deps.db, sourcing.id),
    storedFilesOfSourcing(deps.db, sourcing.id),
  ]);
  // Without items or suppliers asked there is no cell: no quote, parameter or rate to read (the sourcing page asks on
  // every visit).
  const cells = items.length && asked.length ? markBest(await cellsOf(deps, sourcing.id, items, asked)) : [];
  const reply: RfqMatrix = {
    itens: items.map(({ id_product, nome, quantidade, incoterm }) => ({ id_product, nome, quantidade, incoterm })),
    suppliers: asked.map((supplier) => ({
      id_supplier: supplier.id,
      nome: supplier.nome,
      revisao: supplier.revisao,
      enviada_em: supplier.savedAt?.toISOString() ?? null,
      anexos: files.filter((file) => file.supplierId === supplier.id).map((file) => staffFileOf(deps.links, file)),
    })),
    celulas: cells,
  };
  return c.json(reply);
}
