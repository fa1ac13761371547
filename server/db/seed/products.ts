import { Readable } from "node:stream";
import { count, eq, inArray } from "drizzle-orm";
import { newStorageKey, type Storage } from "../../storage/storage.ts";
import type { Db } from "../client.ts";
import { INCOTERMS } from "../../../contract/quote-terms.ts";
import { productCategories, products, productSupplierQuotes, productSuppliers, segments, suppliers, users } from "../schema.ts";
import { demoProductPng } from "./demo-images.ts";
import { CATEGORY_COLOURS, DEMO_PRODUCTS, type DemoProduct } from "./product-data.ts";
import { type Random, saoPauloDate, seededRandom } from "./random.ts";

/** Which supplier segment (the lookups' SEGMENTS) makes each product category. */
const CATEGORY_SEGMENT: Record<string, string> = {
  "Utilidades Domésticas": "Utilidades Domésticas",
  Eletrônicos: "Eletrônicos",
  Vestuário: "Têxtil",
  Brinquedos: "Brinquedos",
  Ferramentas: "Ferramentas",
  Decoração: "Móveis",
  Papelaria: "Embalagens",
  Iluminação: "Iluminação",
};

const DAY_MS = 24 * 60 * 60 * 1000;

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** `n` distinct suppliers, those of the category's segment first. */
function chooseSuppliers(random: Random, pool: { id: number; segmento: string }[], segmento: string | undefined, n: number): number[] {
  const preferred = pool.filter((s) => s.segmento === segmento).map((s) => s.id);
  const others = pool.filter((s) => s.segmento !== segmento).map((s) => s.id);
  const chosen: number[] = [];
  for (const list of [preferred, others]) {
    const candidates = [...list];
    while (chosen.length < n && candidates.length > 0) {
      const [id] = candidates.splice(random.int(0, candidates.length - 1), 1);
      if (id !== undefined) chosen.push(id);
    }
  }
  return chosen;
}

/** A small real PNG through the Storage interface, so the image row points at a file. */
async function storeImage(storage: Storage, product: DemoProduct) {
  if (!product.imagem) return {};
  const png = demoProductPng(product.imagem, CATEGORY_COLOURS[product.categoria] ?? [100, 100, 100]);
  const key = newStorageKey("products");
  await storage.put(key, Readable.from(png), "image/png");
  return { imageKey: key, imageName: `${slug(product.nome)}.png`, imageType: "image/png" };
}

type QuoteRow = typeof productSuppliers.$inferInsert;
type HistoryRow = typeof productSupplierQuotes.$inferInsert;

/**
 * A quote's terms as suppliers give them (issue 12): most with a validity date (some already past, some about
 * to expire), an MOQ, a lead time and an incoterm (FOB most often); a few without.
 */
function demoTerms(random: Random): Pick<QuoteRow, "validaAte" | "moq" | "leadTimeDias" | "incoterm"> {
  const quoted = random.next() < 0.85;
  return {
    validaAte: quoted ? saoPauloDate(random.pick([-20, -4, 0, 3, 6, 12, 30, 45, 60, 90])) : null,
    moq: quoted ? random.pick([100, 300, 500, 1000, 2000, 5000]) : null,
    leadTimeDias: quoted ? random.pick([15, 20, 30, 35, 45, 60]) : null,
    incoterm: quoted ? (random.next() < 0.6 ? "FOB" : random.pick(INCOTERMS)) : null,
  };
}

/** Rates near the usual ones, as if looked up on the day a row was recorded. */
const demoRates = (random: Random) => ({ usdBrl: (4.9 + random.int(0, 60) / 100).toFixed(4), usdCny: (7.05 + random.int(0, 25) / 100).toFixed(4) });

/**
 * The history of one current quote: up to three earlier prices (each 1 to 8 weeks before the next, a few
 * percent away), then the current one; authors from the sourcing and commercial teams.
 */
function demoHistory(random: Random, quote: QuoteRow, authors: number[]): HistoryRow[] {
  const current: HistoryRow = {
    productId: quote.productId,
    supplierId: quote.supplierId,
    cotacaoUsd: quote.cotacao ?? "0",
    cotadoEm: quote.cotadoEm,
    validaAte: quote.validaAte,
    moq: quote.moq,
    leadTimeDias: quote.leadTimeDias,
    incoterm: quote.incoterm,
    ...demoRates(random),
    autorId: authors.length ? random.pick(authors) : null,
  };
  const rows = [current];
  const earlier = random.pick([0, 0, 1, 2, 3]);
  let cents = Math.round(Number(current.cotacaoUsd) * 100);
  let at = (quote.cotadoEm ?? new Date()).getTime();
  for (let i = 0; i < earlier && cents > 0; i++) {
    cents = Math.max(1, cents + (random.next() < 0.5 ? -1 : 1) * Math.max(1, Math.round((cents * random.int(2, 9)) / 100)));
    at -= random.int(7, 56) * DAY_MS;
    rows.push({ ...current, cotacaoUsd: (cents / 100).toFixed(2), cotadoEm: new Date(at), validaAte: null, ...demoRates(random) });
  }
  return rows;
}

export interface ProductSeedOptions {
  /** Where the demo pictures go; without it (the test template) products have no image. */
  storage?: Storage;
}

/**
 * Demo products in every category with quotes from several (non-blacklisted) suppliers, each quote changed
 * some days or months ago, with its terms and a short history; only into an empty products table, after the
 * suppliers and users.
 */
export async function seedProducts(db: Db, options: ProductSeedOptions = {}): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return;
  const random = seededRandom(20240612);
  const categories = new Map((await db.select().from(productCategories)).map((c) => [c.nome, c.id]));
  const pool = await db
    .select({ id: suppliers.id, segmento: segments.nome })
    .from(suppliers)
    .innerJoin(segments, eq(segments.id, suppliers.segmentoId))
    .where(eq(suppliers.blacklisted, false))
    .orderBy(suppliers.id);

  const rows: (typeof products.$inferInsert)[] = [];
  for (const product of DEMO_PRODUCTS) {
    const categoriaId = categories.get(product.categoria);
    if (categoriaId === undefined) throw new Error(`Categoria de produto ausente: ${product.categoria}`);
    rows.push({
      nome: product.nome,
      descricao: product.descricao,
      categoriaId,
      unidadeMedida: product.unidade,
      cubagem: product.cubagem,
      peso: product.peso,
      ...(options.storage ? await storeImage(options.storage, product) : {}),
    });
  }
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });

  const now = Date.now();
  const quotes: (typeof productSuppliers.$inferInsert)[] = [];
  DEMO_PRODUCTS.forEach((product, i) => {
    const productId = inserted[i]?.id;
    if (productId === undefined) return;
    for (const supplierId of chooseSuppliers(random, pool, CATEGORY_SEGMENT[product.categoria], product.fornecedores)) {
      // Quotes spread from 15 % under to 25 % over the usual price, in cents.
      const cents = Math.round(product.preco * random.int(85, 125));
      const changed = new Date(now - random.int(1, 240) * DAY_MS);
      quotes.push({ productId, supplierId, cotacao: (cents / 100).toFixed(2), updatedAt: changed, cotadoEm: changed, ...demoTerms(random) });
    }
  });
  if (quotes.length === 0) return;
  await db.insert(productSuppliers).values(quotes);
  const authors = (await db.select({ id: users.id }).from(users).where(inArray(users.teamId, [2, 3])).orderBy(users.id)).map((u) => u.id);
  await db.insert(productSupplierQuotes).values(quotes.flatMap((quote) => demoHistory(random, quote, authors)));
}
