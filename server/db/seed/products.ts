import { Readable } from "node:stream";
import { count, eq, inArray } from "drizzle-orm";
import { newStorageKey, type Storage } from "#server/storage/storage.ts";
import type { Db } from "#server/db/client.ts";
import { EXAMPLE_CATEGORY_RATES, EXAMPLE_IMPORT_PARAMS } from "#contract/landed-cost/import-params.ts";
import { DOMESTIC_COUNTRY, landedCost } from "#contract/landed-cost/landed-cost.ts";
import { exampleCostParams } from "#contract/landed-cost/landed-cost-examples.ts";
import { cartonOf, unitFreightUsd } from "#contract/landed-cost/freight.ts";
import { NO_PACKING, type Packing } from "#contract/products/packing.ts";
import type { Incoterm } from "#contract/quotes/quote-terms.ts";
import { productCategories, products, productSupplierQuotes, productSuppliers, segments, suppliers, users } from "#server/db/schema.ts";
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

interface PoolSupplier {
  id: number;
  nome: string;
  segmento: string;
  codPais: string;
}

/** `n` distinct suppliers, those of the category's segment first; `nacional` (a name) among them when given. */
function chooseSuppliers(random: Random, pool: PoolSupplier[], segmento: string | undefined, n: number, nacional?: string): PoolSupplier[] {
  const domestic = pool.find((s) => s.nome === nacional);
  const chosen: PoolSupplier[] = domestic && n > 0 ? [domestic] : [];
  const rest = pool.filter((s) => s !== domestic);
  for (const list of [rest.filter((s) => s.segmento === segmento), rest.filter((s) => s.segmento !== segmento)]) {
    const candidates = [...list];
    while (chosen.length < n && candidates.length > 0) {
      const [supplier] = candidates.splice(random.int(0, candidates.length - 1), 1);
      if (supplier !== undefined) chosen.push(supplier);
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

/** The incoterms other than FOB a supplier abroad quotes on, CIF the most common of them. */
const OTHER_INCOTERMS: Incoterm[] = ["EXW", "FCA", "CFR", "CIF", "CIF", "DAP", "DDP"];

/**
 * A quote's terms as suppliers give them (ADR 0043): most with a validity date (some already past, some about
 * to expire), an MOQ, a lead time and, from abroad, an incoterm (FOB most often); a few without. A supplier in
 * Brazil names no incoterm (a domestic purchase).
 */
function demoTerms(
  random: Random,
  domestic: boolean,
): Pick<QuoteRow, "validaAte" | "moq" | "leadTimeDias"> & { incoterm: Incoterm | null } {
  const quoted = random.next() < 0.85;
  return {
    validaAte: quoted ? saoPauloDate(random.pick([-20, -4, 0, 3, 6, 12, 30, 45, 60, 90])) : null,
    moq: quoted ? random.pick([100, 300, 500, 1000, 2000, 5000]) : null,
    leadTimeDias: quoted ? random.pick(domestic ? [3, 5, 7, 10] : [15, 20, 30, 35, 45, 60]) : null,
    incoterm: quoted && !domestic ? (random.next() < 0.55 ? "FOB" : random.pick(OTHER_INCOTERMS)) : null,
  };
}

/** The product's carton as stored. */
const packingOf = (product: DemoProduct): Packing =>
  product.caixa
    ? { unidades_por_caixa: product.caixa.unidades, caixa_cubagem_m3: product.caixa.m3, caixa_peso_kg: product.caixa.kg }
    : NO_PACKING;

/**
 * A supplier's own carton, now and then: the product's packed by half or twice as many (a different packing list),
 * so some quotes show the supplier's carton winning over the product's.
 */
function demoQuoteCarton(random: Random, product: DemoProduct): Packing {
  const carton = product.caixa;
  if (!carton || random.next() >= 0.25) return NO_PACKING;
  const factor = carton.unidades % 2 === 0 && random.next() < 0.5 ? 0.5 : 2;
  return {
    unidades_por_caixa: carton.unidades * factor,
    caixa_cubagem_m3: (Number(carton.m3) * factor * 1.04).toFixed(4),
    caixa_peso_kg: (Number(carton.kg) * factor * 1.02).toFixed(2),
  };
}

/** What one unit bought FOB at `fobCents` costs landed, in US cents, with the example parameters at R$ 5,00. */
function landedCents(product: DemoProduct, fobCents: number, freight: string): number {
  const rates = EXAMPLE_CATEGORY_RATES[product.categoria] ?? { ii_pct: "0", ipi_pct: "0" };
  const cost = landedCost({
    preco_usd: (fobCents / 100).toFixed(2),
    incoterm: "FOB",
    nacional: false,
    usd_brl: 5,
    frete_usd: freight,
    sem_medidas: false,
    params: exampleCostParams(rates),
  });
  return Math.round((cost.total_brl / 5) * 100);
}

/**
 * The price a supplier quotes on its terms, from the product's FOB price (cents): EXW and FCA a little under it,
 * CFR / CIF / DAP with the freight of one unit (its carton's, at the example rates) and the insurance in it; DDP near
 * what the unit costs landed, and a Brazilian supplier's above it (it paid the import and adds its margin).
 */
function priceOn(
  random: Random,
  product: DemoProduct,
  fobCents: number,
  incoterm: Incoterm | null,
  domestic: boolean,
  freight: string,
): number {
  const freightCents = Math.round(Number(freight) * 100);
  if (domestic) return Math.round((landedCents(product, fobCents, freight) * random.int(105, 125)) / 100);
  switch (incoterm) {
    case "DDP":
      return Math.round((landedCents(product, fobCents, freight) * random.int(92, 105)) / 100);
    case "EXW":
      return Math.round(fobCents * 0.97);
    case "FCA":
      return Math.round(fobCents * 0.99);
    case "CFR":
      return fobCents + freightCents;
    case "CIF":
      return Math.round((fobCents + freightCents) * 1.005);
    case "DAP":
      return Math.round((fobCents + freightCents) * 1.08);
    default:
      return fobCents;
  }
}

/** Rates near the usual ones, as if looked up on the day a row was recorded. */
const demoRates = (random: Random) => ({
  usdBrl: (4.9 + random.int(0, 60) / 100).toFixed(4),
  usdCny: (7.05 + random.int(0, 25) / 100).toFixed(4),
});

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
 * Demo products in every category, with their master cartons, and quotes from several (non-blacklisted) suppliers,
 * on various incoterms and a few from Brazil, each changed some days or months ago, with its terms and a short
 * history; only into an empty products table, after the suppliers and users.
 */
export async function seedProducts(db: Db, options: ProductSeedOptions = {}): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return;
  const random = seededRandom(20240612);
  const categories = new Map((await db.select().from(productCategories)).map((c) => [c.nome, c.id]));
  const pool = await db
    .select({ id: suppliers.id, nome: suppliers.nome, segmento: segments.nome, codPais: suppliers.codPais })
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
      unidadesPorCaixa: product.caixa?.unidades ?? null,
      caixaCubagemM3: product.caixa?.m3 ?? null,
      caixaPesoKg: product.caixa?.kg ?? null,
      ncm: product.ncm ?? null,
      ...(options.storage ? await storeImage(options.storage, product) : {}),
    });
  }
  const inserted = await db.insert(products).values(rows).returning({ id: products.id });

  const now = Date.now();
  const quotes: (typeof productSuppliers.$inferInsert)[] = [];
  DEMO_PRODUCTS.forEach((product, i) => {
    const productId = inserted[i]?.id;
    if (productId === undefined) return;
    const forced = [...(product.incoterms ?? [])];
    for (const supplier of chooseSuppliers(random, pool, CATEGORY_SEGMENT[product.categoria], product.fornecedores, product.nacional)) {
      const domestic = supplier.codPais.trim() === DOMESTIC_COUNTRY;
      const drawn = demoTerms(random, domestic);
      const terms = !domestic && forced.length > 0 ? { ...drawn, incoterm: forced.shift() ?? null } : drawn;
      const carton = domestic ? NO_PACKING : demoQuoteCarton(random, product);
      const unit = cartonOf(carton, packingOf(product), { cubagem_m3: product.cubagem, peso_kg: product.peso });
      const freight = unitFreightUsd(unit, EXAMPLE_IMPORT_PARAMS).toDecimalPlaces(4).toString();
      // FOB prices spread from 15 % under to 25 % over the usual one, in cents; then on the quote's terms.
      const fobCents = Math.round(product.preco * random.int(85, 125));
      const cents = priceOn(random, product, fobCents, terms.incoterm, domestic, freight);
      const changed = new Date(now - random.int(1, 240) * DAY_MS);
      quotes.push({
        productId,
        supplierId: supplier.id,
        cotacao: (cents / 100).toFixed(2),
        updatedAt: changed,
        cotadoEm: changed,
        ...terms,
        unidadesPorCaixa: carton.unidades_por_caixa,
        caixaCubagemM3: carton.caixa_cubagem_m3 === null ? null : String(carton.caixa_cubagem_m3),
        caixaPesoKg: carton.caixa_peso_kg === null ? null : String(carton.caixa_peso_kg),
      });
    }
  });
  if (quotes.length === 0) return;
  await db.insert(productSuppliers).values(quotes);
  const authors = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.teamId, [2, 3]))
      .orderBy(users.id)
  ).map((u) => u.id);
  await db.insert(productSupplierQuotes).values(quotes.flatMap((quote) => demoHistory(random, quote, authors)));
}
