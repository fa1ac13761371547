import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { productSupplierInputSchema, QuoteHistoryEntry, RatesReply } from "#contract/products/products.ts";
import { REFERENCED_SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import {
  ORIGINAL_CURRENCIES,
  type OriginalPrice as OriginalPriceReply,
  PRODUCT_NOT_FOUND,
  QUOTE_NOT_IN_PRODUCT,
} from "#contract/products/products.ts";
import { activityNamesOf, afterSave, fieldKeys, nullsOf, storedReader } from "#contract/fields/field-table.ts";
import { QUOTE_FIELDS, QUOTE_PACKING_FIELDS, QUOTE_TERM_FIELDS } from "#contract/quotes/quote-fields.ts";
import { storedColumns, writtenColumns } from "#server/api/fields.ts";
import type { Db } from "#server/db/client.ts";
import { products, productSupplierQuotes, productSuppliers, suppliers, users } from "#server/db/schema.ts";
import type { ExchangeRates } from "#server/rates.ts";
import { notFound } from "#server/api/errors.ts";
import { costBasisColumns, productLandedCost, type QuoteCostBasis } from "#server/api/import-params/landed.ts";
import { exact } from "#contract/shared/exact.ts";
import { loadImportParams } from "#server/api/import-params/store.ts";
import type { ApiDeps } from "#server/api/types.ts";
import type { ActivityRef } from "#contract/activity/activity.ts";
import { type ActivityChange, changeOf } from "#server/api/activity/record.ts";

type Executor = Pick<Db, "select" | "insert" | "update">;
export type QuoteInput = z.output<typeof productSupplierInputSchema>;

/** A price given in CNY or BRL through a supplier's link, and the rate its USD value was converted at. */
interface OriginalPrice {
  precoOriginal: string;
  moedaOriginal: "CNY" | "BRL";
  taxaOriginal: string;
}

/**
 * Who records a quote and the rates in force then (null: unknown, the lookup had failed): a user, or the supplier
 * through its link (`viaLink`, no author), with the price it gave when not in USD (`original`).
 */
export interface QuoteRecorder {
  authorId: number | null;
  usdBrl: string | null;
  usdCny: string | null;
  viaLink?: boolean;
  original?: OriginalPrice | null;
}

/** The original price columns a write sets: the recorder's, or none (a value typed in USD). */
const originalColumns = (recorder: QuoteRecorder) => ({
  precoOriginal: recorder.original?.precoOriginal ?? null,
  moedaOriginal: recorder.original?.moedaOriginal ?? null,
  taxaOriginal: recorder.original?.taxaOriginal ?? null,
});

/** The rates a save records: a default stood in for a failed lookup is not a rate that was in force. */
export async function recorderOf(rates: ExchangeRates, authorId: number | null): Promise<QuoteRecorder> {
  return recorderAt(await rates.get(), authorId);
}

/** The same, from rates already looked up. */
export function recorderAt({ usd_brl, usd_cny }: RatesReply, authorId: number | null): QuoteRecorder {
  return {
    authorId,
    usdBrl: usd_brl.padrao ? null : String(usd_brl.valor),
    usdCny: usd_cny.padrao ? null : String(usd_cny.valor),
  };
}

/** A quote's stored fields (contract/quotes/quote-fields.ts) with its supplier, as selected: numeric columns as exact text. */
const currentQuoteColumns = { supplierId: productSuppliers.supplierId, ...storedColumns(productSuppliers, QUOTE_FIELDS) };
const selectCurrentQuotes = (tx: Executor, productId: number) =>
  tx.select(currentQuoteColumns).from(productSuppliers).where(eq(productSuppliers.productId, productId));
type CurrentQuote = Awaited<ReturnType<typeof selectCurrentQuotes>>[number];

/** Two decimal texts of at most two places ('12.5', '12.50') as cents, compared exactly. */
const cents = (text: string) => {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 100n + BigInt((fraction + "00").slice(0, 2));
};

/** The quote as it will be: what was sent, a field left out keeping its saved value (none for a new quote). */
function nextQuote(input: QuoteInput, before: CurrentQuote | undefined): CurrentQuote {
  const none: CurrentQuote = {
    supplierId: input.id,
    ...nullsOf(QUOTE_TERM_FIELDS),
    ...nullsOf(QUOTE_PACKING_FIELDS),
    cotacao: input.cotacao,
  };
  return { ...afterSave(QUOTE_FIELDS, before ?? none, input), supplierId: input.id };
}

/** Two stored values equal, decimals as numbers ('0.0850' is '0.085'). */
const sameStored = (a: unknown, b: unknown) => (typeof a === "string" && typeof b === "string" ? exact(a).eq(exact(b)) : a === b);
const TERM_KEYS = fieldKeys(QUOTE_TERM_FIELDS);
const PACKING_KEYS = fieldKeys(QUOTE_PACKING_FIELDS);
const sameTerms = (a: CurrentQuote, b: CurrentQuote) => TERM_KEYS.every((key) => a[key] === b[key]);
const samePacking = (a: CurrentQuote, b: CurrentQuote) => PACKING_KEYS.every((key) => sameStored(a[key], b[key]));

/**
 * Writes a product's listed quotes (the caller has locked the product and removed the unlisted ones): a new
 * pair, or a pair whose value or a term changed, gets its current quote on product_suppliers and a history
 * row, both stamped with one time; an unchanged pair is left alone. `updated_at` moves only when
 * the value changes (docs/decisions/0030-products-api.md). A change of the supplier's carton alone is written on
 * product_suppliers with no history row (the carton is the goods' shape, not a price term; ADR 0059).
 */
export async function writeQuotes(tx: Executor, productId: number, quotes: QuoteInput[], recorder: QuoteRecorder): Promise<WrittenQuotes> {
  if (quotes.length === 0) return { added: [], changed: [] };
  // The clock once the product is locked (not the transaction's start, now()): saves of one product are
  // stamped in the order they hold the lock, so the newest history row is always the last one written.
  const [clock] = await tx
    .select({ at: sql<string>`clock_timestamp()`.mapWith((text: string | Date) => new Date(text)) })
    .from(products)
    .where(eq(products.id, productId));
  const at = clock?.at ?? new Date();
  const saved = await selectCurrentQuotes(tx, productId);
  const before = new Map(saved.map((row) => [row.supplierId, row]));
  const added: CurrentQuote[] = [];
  const changed: { next: CurrentQuote; valueChanged: boolean }[] = [];
  const repacked: CurrentQuote[] = [];
  for (const input of quotes) {
    const old = before.get(input.id);
    const next = nextQuote(input, old);
    if (!old) added.push(next);
    else {
      const valueChanged = cents(old.cotacao) !== cents(next.cotacao);
      if (valueChanged || !sameTerms(old, next)) changed.push({ next, valueChanged });
      else if (!samePacking(old, next)) repacked.push(next);
    }
  }
  // The column sets, from the quote's table: every field, its terms alone (the history table's columns too), its carton alone.
  const all = (q: CurrentQuote) => writtenColumns(productSuppliers, QUOTE_FIELDS, q);
  const terms = (q: CurrentQuote) => writtenColumns(productSupplierQuotes, QUOTE_TERM_FIELDS, q);
  const packing = (q: CurrentQuote) => writtenColumns(productSuppliers, QUOTE_PACKING_FIELDS, q);
  const pair = (q: CurrentQuote) => and(eq(productSuppliers.productId, productId), eq(productSuppliers.supplierId, q.supplierId));
  if (added.length) {
    await tx
      .insert(productSuppliers)
      .values(
        added.map((q) => ({ productId, supplierId: q.supplierId, ...all(q), ...originalColumns(recorder), cotadoEm: at, updatedAt: at })),
      );
  }
  for (const { next, valueChanged } of changed) {
    // A new value replaces the price it came from; a staff change of terms alone keeps it (the value still comes from it).
    const original = valueChanged || recorder.viaLink ? originalColumns(recorder) : {};
    await tx
      .update(productSuppliers)
      .set({ ...all(next), ...original, cotadoEm: at, ...(valueChanged ? { updatedAt: at } : {}) })
      .where(pair(next));
  }
  for (const next of repacked) await tx.update(productSuppliers).set(packing(next)).where(pair(next));
  const recorded = [...added, ...changed.map((c) => c.next)];
  if (recorded.length) {
    await tx.insert(productSupplierQuotes).values(
      recorded.map((q) => ({
        productId,
        supplierId: q.supplierId,
        cotacaoUsd: q.cotacao,
        cotadoEm: at,
        ...terms(q),
        usdBrl: recorder.usdBrl,
        usdCny: recorder.usdCny,
        autorId: recorder.authorId,
        ...originalColumns(recorder),
        viaLink: recorder.viaLink ?? false,
      })),
    );
  }
  return {
    added,
    changed: [...changed.map(({ next }) => next), ...repacked].map((next) => ({ before: before.get(next.supplierId) ?? next, next })),
  };
}

/** What `writeQuotes` did: the new pairs, and the pairs whose value, terms or carton changed. */
export interface WrittenQuotes {
  added: CurrentQuote[];
  changed: { before: CurrentQuote; next: CurrentQuote }[];
}

const HISTORY_NAMES = activityNamesOf(QUOTE_FIELDS);

/** The history of a quote's terms and carton: one `alterou` per one that changed (a new quote's from nothing). */
function termChanges(before: CurrentQuote | null, next: CurrentQuote, subject: ActivityRef): ActivityChange[] {
  return [...TERM_KEYS, ...PACKING_KEYS].flatMap((key) =>
    changeOf("product", HISTORY_NAMES[key], before?.[key] ?? null, next[key], subject),
  );
}

/**
 * A product's quote changes as its history records them (docs/decisions/0054-activity-history.md): a supplier's
 * quote added, its value and terms changed, or removed; `subjectOf` names the supplier.
 */
export function quoteActivity(
  written: WrittenQuotes,
  removed: { cotacao: string; subject: ActivityRef | null }[],
  subjectOf: (supplierId: number) => ActivityRef,
): ActivityChange[] {
  return [
    ...removed.map((q): ActivityChange => ({ action: "removeu", field: "cotacao", subject: q.subject, old: q.cotacao })),
    ...written.added.flatMap((q) => {
      const subject = subjectOf(q.supplierId);
      return [
        { action: "adicionou", field: "cotacao", subject, new: q.cotacao } satisfies ActivityChange,
        ...termChanges(null, q, subject),
      ];
    }),
    ...written.changed.flatMap(({ before, next }) => {
      const subject = subjectOf(next.supplierId);
      return [...changeOf("product", "cotacao", before.cotacao, next.cotacao, subject), ...termChanges(before, next, subject)];
    }),
  ];
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The price a supplier gave in its own currency, as replied; null for a value given in USD. */
export function originalOf(row: {
  precoOriginal: string | null;
  moedaOriginal: string | null;
  taxaOriginal: string | null;
}): OriginalPriceReply | null {
  const moeda = ORIGINAL_CURRENCIES.find((currency) => currency === row.moedaOriginal);
  if (moeda === undefined || row.precoOriginal === null || row.taxaOriginal === null) return null;
  return { moeda, valor: Number(row.precoOriginal), taxa: Number(row.taxaOriginal) };
}
/**
 * A recorded quote's terms, read by the quote's table (contract/quotes/quote-fields.ts) as the reply has them: the incoterm
 * among INCOTERMS, as the history table's check constraint already keeps it.
 */
const readQuoteTerms = storedReader(QUOTE_TERM_FIELDS);
const authorName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** GET /api/products/quotes/history/: the pair's recorded quotes, newest first; 404 for an unknown product, supplier or pair. */
export async function quoteHistory(
  deps: Pick<ApiDeps, "db" | "rates">,
  productId: number,
  supplierId: number,
): Promise<QuoteHistoryEntry[]> {
  const { db } = deps;
  const [pair] = await db
    .select({
      product: products.id,
      supplier: suppliers.id,
      linked: productSuppliers.id,
      codPais: suppliers.codPais,
      // The quote's carton as stored (contract/quotes/quote-fields.ts), numeric as exact text: the landed cost reads it.
      ...storedColumns(productSuppliers, QUOTE_PACKING_FIELDS),
      ...costBasisColumns,
    })
    .from(products)
    .leftJoin(suppliers, eq(suppliers.id, supplierId))
    .leftJoin(productSuppliers, and(eq(productSuppliers.productId, products.id), eq(productSuppliers.supplierId, supplierId)))
    .where(eq(products.id, productId));
  if (!pair) throw notFound(PRODUCT_NOT_FOUND);
  const codPais = pair.codPais;
  if (pair.supplier === null || codPais === null) throw notFound(REFERENCED_SUPPLIER_NOT_FOUND);
  if (pair.linked === null) throw notFound(QUOTE_NOT_IN_PRODUCT);
  const rows = await db
    .select({
      // The history's own columns, by hand: the value under its own name (`cotacao_usd`, where the quote's table has
      // `cotacao`), when it was recorded, the rates then and the author.
      cotacaoUsd: productSupplierQuotes.cotacaoUsd,
      cotadoEm: productSupplierQuotes.cotadoEm,
      // The terms recorded with it: the quote's (contract/quotes/quote-fields.ts), in columns of the same names.
      ...storedColumns(productSupplierQuotes, QUOTE_TERM_FIELDS),
      usdBrl: productSupplierQuotes.usdBrl,
      usdCny: productSupplierQuotes.usdCny,
      autorId: users.id,
      autorNome: authorName,
      viaLink: productSupplierQuotes.viaLink,
      precoOriginal: productSupplierQuotes.precoOriginal,
      moedaOriginal: productSupplierQuotes.moedaOriginal,
      taxaOriginal: productSupplierQuotes.taxaOriginal,
    })
    .from(productSupplierQuotes)
    .leftJoin(users, eq(users.id, productSupplierQuotes.autorId))
    .where(and(eq(productSupplierQuotes.productId, productId), eq(productSupplierQuotes.supplierId, supplierId)))
    .orderBy(desc(productSupplierQuotes.cotadoEm), desc(productSupplierQuotes.id));
  // Each row's landed cost on its own incoterm, at the rate recorded with it (today's where none was), under the
  // regime of its own clearance day, with today's parameters, the supplier's country and today's cartons.
  const [params, rates] = await Promise.all([loadImportParams(db), deps.rates.get()]);
  // The carton's fields are the quote table's (the same keys).
  const { unidades_por_caixa, caixa_cubagem_m3, caixa_peso_kg } = pair;
  const packing = { unidades_por_caixa, caixa_cubagem_m3, caixa_peso_kg };
  return rows.map((row) => {
    const terms = readQuoteTerms.parse(row);
    // Each row's figure is for its own clearance: its day, its lead time, the transit from the supplier's country.
    const basis: QuoteCostBasis = {
      cotacao: row.cotacaoUsd,
      incoterm: terms.incoterm,
      codPais,
      packing,
      cotadoEm: row.cotadoEm,
      leadTimeDias: terms.lead_time_dias,
    };
    const original = originalOf(row);
    // A price given in CNY or BRL was converted at its own rate: that is the row's rate of that currency (the day's
    // lookup may have failed, or differ by its time), so the row says one rate, and its landed cost uses it.
    const usdBrl = original?.moeda === "BRL" ? original.taxa : numberOrNull(row.usdBrl);
    const usdCny = original?.moeda === "CNY" ? original.taxa : numberOrNull(row.usdCny);
    return {
      cotacao_usd: Number(row.cotacaoUsd),
      cotado_em: row.cotadoEm.toISOString(),
      ...terms,
      usd_brl: usdBrl,
      usd_cny: usdCny,
      autor: row.autorId === null ? null : { id: row.autorId, nome: row.autorNome },
      via_link: row.viaLink,
      original,
      custo_posto_brl: productLandedCost(params, pair, basis, usdBrl ?? rates.usd_brl.valor).custo_posto_brl,
    };
  });
}
