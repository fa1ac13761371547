import { Readable } from "node:stream";
import { count, eq } from "drizzle-orm";
import { newStorageKey, type Storage } from "../../storage/storage.ts";
import type { Db } from "../client.ts";
import { productCategories, products, productSuppliers, segments, suppliers } from "../schema.ts";
import { demoProductPng } from "./demo-images.ts";
import { CATEGORY_COLOURS, DEMO_PRODUCTS, type DemoProduct } from "./product-data.ts";
import { type Random, seededRandom } from "./random.ts";

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

export interface ProductSeedOptions {
  /** Where the demo pictures go; without it (the test template) products have no image. */
  storage?: Storage;
}

/**
 * Demo products in every category with quotes from several (non-blacklisted) suppliers, each quote changed
 * some days or months ago; only into an empty products table, after the suppliers.
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
      quotes.push({
        productId,
        supplierId,
        cotacao: (cents / 100).toFixed(2),
        updatedAt: new Date(now - random.int(1, 240) * DAY_MS),
      });
    }
  });
  if (quotes.length) await db.insert(productSuppliers).values(quotes);
}
