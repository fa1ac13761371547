import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { cents, exact } from "#contract/shared/exact.ts";
import { RFQ_ANSWER_MESSAGES, type RfqAnswer, type RfqAnswerItem, rfqAnswerSchema } from "#contract/rfq/rfq-answer.ts";
import { RFQ_TOO_MANY } from "#contract/rfq/rfq-public.ts";
import { type RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import { RFQ_WRITES_PER_ADDRESS, RFQ_WRITES_PER_TOKEN } from "#contract/rfq/rfq-rules.ts";
import type { Incoterm } from "#contract/quotes/quote-terms.ts";
import type { Db } from "#server/db/client.ts";
import { products, rfqAnswers, sourcingItems, suppliers } from "#server/db/schema.ts";
import { recordActivity } from "#server/api/activity/record.ts";
import { nowOf, todayOf } from "#server/api/clock.ts";
import { badRequest, type FieldErrors, validationError } from "#server/api/errors.ts";
import { type QuoteInput, type QuoteRecorder, quoteActivity, recorderAt, writeQuotes } from "#server/api/products/quotes.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { inspect, readBody } from "#server/api/validation.ts";
import { nextVersion } from "#server/api/versions.ts";
import { lastRevisionOf } from "./answers.ts";
import { addressKeyOf, holdOpenLink, type OpenLink, tooMany } from "./link.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Counts a write of this link and of this address, and refuses it (429, `Retry-After`) once either is over its limit,
 * in one step per key: a supplier saves a few drafts an hour, a script thousands. The link's own count first, so its
 * supplier reads why; a write the address refuses is given back to the link.
 */
export async function throttleWrite(c: Context<ApiEnv>, link: OpenLink, language: RfqLanguage): Promise<void> {
  const tokenKey = `rfq-write:${link.tokenHash}`;
  const admission = await c.var.deps.throttle.attemptAll([
    [tokenKey, RFQ_WRITES_PER_TOKEN],
    [`rfq-write-ip:${addressKeyOf(c)}`, RFQ_WRITES_PER_ADDRESS],
  ]);
  if (admission.admitted) return;
  const message = admission.key === tokenKey ? RFQ_ANSWER_MESSAGES[language].tooMany : RFQ_TOO_MANY[language];
  throw tooMany(language, admission.retryAfter, message);
}

/** The body read in the supplier's language: any refusal, shape or field, says it in that language. */
export async function readAnswer(c: Context<ApiEnv>, language: RfqLanguage): Promise<RfqAnswer> {
  const say = RFQ_ANSWER_MESSAGES[language];
  const body = await readBody(c).catch(() => {
    throw badRequest(say.body);
  });
  if (inspect(body) !== null) throw badRequest(say.body);
  const result = rfqAnswerSchema(language).safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** What no schema can tell alone: each product is one of this request's, and a validity date is not already past. */
function checkAgainstRequest(answer: RfqAnswer, asked: Set<number>, today: string, language: RfqLanguage): void {
  const say = RFQ_ANSWER_MESSAGES[language];
  const errors: FieldErrors = {};
  answer.itens.forEach((item, index) => {
    if (!asked.has(item.id_product)) (errors[`itens.${index}.id_product`] ??= []).push(say.notAsked);
    if (item.valida_ate !== null && item.valida_ate < today) (errors[`itens.${index}.valida_ate`] ??= []).push(say.validUntil);
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}

/** An offered item's price in USD, to the cent, and the original when it was given in CNY or BRL. */
function priceInUsd(item: RfqAnswerItem & { preco: string }, rates: { usdBrl: string; usdCny: string }) {
  if (item.moeda === "USD" || item.moeda === null) return { cotacao: item.preco, original: null };
  const taxa = item.moeda === "CNY" ? rates.usdCny : rates.usdBrl;
  const usd = cents(exact(item.preco).div(exact(taxa)));
  return { cotacao: usd.toFixed(2), original: { precoOriginal: item.preco, moedaOriginal: item.moeda, taxaOriginal: taxa } };
}

/**
 * Saves the supplier's answer through its link: a draft (`enviar` false) replaces the pair's draft and changes nothing
 * staff see; a submit is the pair's next revision, kept, and each offered item becomes that supplier's quote on that
 * product (docs/decisions/0068-supplier-answers-by-link.md). Returns the revision submitted, or null for a draft.
 */
export async function saveAnswer(c: Context<ApiEnv>, link: OpenLink, answer: RfqAnswer, language: RfqLanguage): Promise<number | null> {
  const { db, rates } = c.var.deps;
  const say = RFQ_ANSWER_MESSAGES[language];
  const askedRows = await db
    .select({ productId: sourcingItems.productId, incoterm: sourcingItems.incoterm })
    .from(sourcingItems)
    .where(eq(sourcingItems.sourcingId, link.sourcingId));
  const askedIncoterm = new Map(askedRows.map((row) => [row.productId, row.incoterm as Incoterm]));
  checkAgainstRequest(answer, new Set(askedIncoterm.keys()), todayOf(c.var.deps), language);

  // The rates are looked up before the transaction (a lookup may wait on the network); the conversion uses the rate in
  // force, recorded beside the price it came from, so the buyer can redo it by hand.
  const current = await rates.get();
  const recorder = recorderAt(current, null);
  const { usd_brl, usd_cny } = current;
  const offered = answer.enviar
    ? answer.itens.flatMap((item, index) => {
        if (item.nao_ofertado || item.preco === null) return [];
        const price = priceInUsd({ ...item, preco: item.preco }, { usdBrl: String(usd_brl.valor), usdCny: String(usd_cny.valor) });
        return [{ item, index, ...price }];
      })
    : [];
  const tooSmall: FieldErrors = {};
  for (const { index, cotacao } of offered) if (exact(cotacao).isZero()) tooSmall[`itens.${index}.preco`] = [say.tooSmall];
  if (Object.keys(tooSmall).length) throw badRequest(say.tooSmall, tooSmall);

  const now = nowOf(c.var.deps);
  return db.transaction(async (tx) => {
    // The link held for the write: a revocation or a second submit waits, and one that came first is seen.
    await holdOpenLink(tx, link, now, language);
    const pair = and(eq(rfqAnswers.sourcingId, link.sourcingId), eq(rfqAnswers.supplierId, link.supplierId));
    await tx.delete(rfqAnswers).where(and(pair, isNull(rfqAnswers.revisao)));
    const revision = answer.enviar ? (await lastRevisionOf(tx, link.sourcingId, link.supplierId)) + 1 : null;
    await tx.insert(rfqAnswers).values({
      sourcingId: link.sourcingId,
      supplierId: link.supplierId,
      linkId: link.id,
      revisao: revision,
      itens: answer.itens,
      savedAt: now,
    });
    if (revision === null) return null;
    const supplier = { id: link.supplierId, nome: link.fornecedor };
    for (const { item, cotacao, original } of offered) {
      const quote: QuoteInput = {
        id: link.supplierId,
        cotacao,
        // The terms belong to the price: what the supplier left empty is not said (the incoterm: the one asked).
        valida_ate: item.valida_ate,
        moq: item.moq,
        lead_time_dias: item.lead_time_dias,
        incoterm: item.incoterm ?? askedIncoterm.get(item.id_product) ?? null,
        // The carton is the goods' shape: what the supplier left empty keeps what staff recorded.
        ...(item.unidades_por_caixa !== null ? { unidades_por_caixa: item.unidades_por_caixa } : {}),
        ...(item.caixa_cubagem_m3 !== null ? { caixa_cubagem_m3: item.caixa_cubagem_m3 } : {}),
        ...(item.caixa_peso_kg !== null ? { caixa_peso_kg: item.caixa_peso_kg } : {}),
      };
      await writeLinkQuote(tx, item.id_product, quote, { ...recorder, viaLink: true, original }, supplier);
    }
    await recordActivity(tx, { entityType: "sourcing", entityId: link.sourcingId, actorId: null, viaLink: true }, [
      { action: "adicionou", field: "resposta_cotacao", subject: supplier, new: revision },
    ]);
    return revision;
  });
}

/**
 * One product's quote from the supplier's answer, as a product save writes it: the product locked and its version
 * moved (an edit form open on it then gets the conflict notice instead of writing the old quote back), the quote and
 * its history row written, the product's history told, by 'Fornecedor (link)'.
 */
async function writeLinkQuote(
  tx: Tx,
  productId: number,
  quote: QuoteInput,
  recorder: QuoteRecorder,
  supplier: { id: number; nome: string },
) {
  const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  // A product deleted since the request was read is no longer asked: nothing to quote.
  if (!locked) return;
  const [exists] = await tx.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplier.id));
  if (!exists) return;
  const written = await writeQuotes(tx, productId, [quote], recorder);
  const changes = quoteActivity(written, [], () => supplier);
  if (changes.length === 0) return;
  await tx
    .update(products)
    .set({ version: nextVersion(products.version) })
    .where(eq(products.id, productId));
  await recordActivity(tx, { entityType: "product", entityId: productId, actorId: null, viaLink: true }, changes);
}
