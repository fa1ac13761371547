import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LINK_STATUSES } from "#contract/sourcings/link-statuses.ts";
import { SOURCING_STATUSES } from "#contract/sourcings/sourcings.ts";
import { parseOptions } from "@node-rs/argon2";
import { createApi } from "#server/api/app.ts";
import { hashPassword } from "#server/auth/passwords.ts";
import { type Database, openPglite } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { count } from "drizzle-orm";
import { activityReplySchema } from "#contract/activity/activity.ts";
import type { ProductDetail } from "#contract/products/products.ts";
import type { ImportParams } from "#contract/landed-cost/import-params.ts";
import {
  activity,
  commentAttachments,
  productCategories,
  products,
  productSupplierQuotes,
  productSuppliers,
  sourcingComments,
  sourcingFiles,
  sourcings,
  sourcingSuppliers,
  supplierCertificates,
  supplierDocuments,
  users,
} from "#server/db/schema.ts";
import { DEMO_PASSWORD, seedDemo } from "#server/db/seed/demo.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";
import { createDeps } from "#server/runtime.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { apiCaller, JWT_SECRET } from "#tests/support/api.ts";
import { saoPauloDay } from "#tests/support/sourcings.ts";

// `npm run db:seed` with file storage (the demo a person opens first): every screen has something to show,
// and every file row points at a stored object of that size.

type ListedSourcing = {
  sourcing_id: number;
  sourcing_status: string;
  sourcing_dt_estimado: string | null;
  sourcing_atrasado: boolean;
  sourcing_pendente_hoje: boolean;
};
type ListedComment = { id_user: number; html: string; user_info: { nome: string }; anexos: { filename: string }[] };

describe("demo seed with file storage", () => {
  let database: Database;
  let storage: LocalStorage;
  let storageDir: string;
  let caller: ReturnType<typeof apiCaller>;
  let token: string;

  beforeAll(async () => {
    database = await openPglite({});
    await migrate(database);
    await ensureLookups(database.db);
    storageDir = mkdtempSync(join(tmpdir(), "bo-demo-seed-"));
    storage = new LocalStorage(storageDir);
    await seedDemo(database.db, { storage });
    caller = apiCaller(createApi(createDeps(database, storage, JWT_SECRET)));
    token = (await caller.login("sourcing@demo.local")).access;
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  const get = async <T>(path: string): Promise<T> => {
    const response = await caller.request(path, { token });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const listedSourcings = async () => (await get<{ results: ListedSourcing[] }>("/api/sourcings/?page_size=100")).results;

  /** Each row's object is in the storage and can be read whole, with the size the row says. */
  async function expectStored(rows: { storageKey: string | null; size?: number }[]) {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const object = row.storageKey ? await storage.get(row.storageKey) : null;
      expect(object, row.storageKey ?? "sem chave").not.toBeNull();
      const bytes = Buffer.concat((await object?.body.toArray()) ?? []);
      expect(bytes.length).toBeGreaterThan(0);
      if (row.size !== undefined) expect(bytes.length).toBe(row.size);
    }
  }

  it("the demo accounts' password hashed at the production cost (only the test set-ups pass a cheaper one)", async () => {
    const stored = await database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users);
    const production = parseOptions(await hashPassword(DEMO_PASSWORD));
    expect(stored.length).toBeGreaterThan(0);
    for (const { email, passwordHash } of stored) {
      const { memoryCost, timeCost, parallelism } = parseOptions(passwordHash);
      expect({ email, memoryCost, timeCost, parallelism }).toEqual({
        email,
        memoryCost: production.memoryCost,
        timeCost: production.timeCost,
        parallelism: production.parallelism,
      });
    }
  });

  it("sourcings in every status, with budgets, one late and one due today in São Paulo", async () => {
    const list = await listedSourcings();
    expect(new Set(list.map((s) => s.sourcing_status))).toEqual(new Set(SOURCING_STATUSES));
    const late = list.filter((s) => s.sourcing_atrasado);
    const today = list.filter((s) => s.sourcing_pendente_hoje);
    expect(late.length).toBeGreaterThan(0);
    expect(today.length).toBeGreaterThan(0);
    for (const s of late) expect((s.sourcing_dt_estimado ?? "9999-12-31") < saoPauloDay(0)).toBe(true);
    for (const s of today) expect(s.sourcing_dt_estimado).toBe(saoPauloDay(0));
    const budgets = await database.db.select({ budget: sourcings.budget }).from(sourcings);
    expect(budgets.every((row) => Number(row.budget) > 0)).toBe(true);
  });

  it("links in every link status, each status with a graded link", async () => {
    const links = await database.db.select({ status: sourcingSuppliers.status, nota: sourcingSuppliers.nota }).from(sourcingSuppliers);
    for (const status of LINK_STATUSES) {
      expect(links.filter((l) => l.status === status && l.nota !== null).length, status).toBeGreaterThan(0);
    }
    // A sourcing's panel shows the grades as the API sends them.
    const first = (await listedSourcings())[0]?.sourcing_id;
    const panel = await get<{ nota: number | null }[]>(`/api/sourcings-suppliers/?id_sourcing=${first}`);
    expect(panel.length).toBeGreaterThan(1);
  });

  it("sourcing files, each stored with its size and listed by the API", async () => {
    const rows = await database.db.select().from(sourcingFiles);
    await expectStored(rows);
    const sourcingId = rows[0]?.sourcingId;
    const listed = await get<{ files: { filename: string }[] }>(`/files/sourcings/get/?sourcing_id=${sourcingId}`);
    expect(listed.files.map((f) => f.filename).sort()).toEqual(
      rows
        .filter((r) => r.sourcingId === sourcingId)
        .map((r) => r.filename)
        .sort(),
    );
  });

  it("comment threads in markdown, with attachments and several authors", async () => {
    const comments = await database.db
      .select({ sourcingId: sourcingComments.sourcingId, userId: sourcingComments.userId })
      .from(sourcingComments);
    expect(new Set(comments.map((c) => c.userId)).size).toBeGreaterThanOrEqual(4);
    await expectStored(await database.db.select().from(commentAttachments));

    // The longest thread as the API sends it: several authors, rendered markdown, attachments.
    const bySourcing = new Map<number, number>();
    for (const c of comments) bySourcing.set(c.sourcingId, (bySourcing.get(c.sourcingId) ?? 0) + 1);
    const [longest] = [...bySourcing.entries()].sort((a, b) => b[1] - a[1]);
    const thread = await get<ListedComment[]>(`/files/comments_sourcings/list/?id_sourcing=${longest?.[0]}`);
    expect(thread.length).toBeGreaterThanOrEqual(3);
    expect(new Set(thread.map((c) => c.user_info.nome)).size).toBeGreaterThanOrEqual(3);
    const html = thread.map((c) => c.html).join("\n");
    expect(html).toMatch(/<strong>/);
    expect(html).toMatch(/<li>/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/example\.com/);
    expect(thread.some((c) => c.anexos.length > 0)).toBe(true);
  });

  it("supplier documents, each stored with its size", async () => {
    await expectStored(await database.db.select().from(supplierDocuments));
  });

  it("certificates in each situation of the seed's today (valid, expiring, expired, no expiry), each file stored", async () => {
    const rows = await database.db.select().from(supplierCertificates);
    await expectStored(rows.map((row) => ({ storageKey: row.storageKey, size: row.size ?? undefined })));
    const situations = new Set<string>();
    for (const supplierId of new Set(rows.map((row) => row.supplierId))) {
      const { results } = await get<{ results: { situacao: string }[] }>(`/api/suppliers/certificados/?id_supplier=${supplierId}`);
      for (const certificate of results) situations.add(certificate.situacao);
    }
    expect([...situations].sort()).toEqual(["sem_validade", "valido", "vencendo", "vencido"]);
    const expiring = await get<{ results: unknown[] }>("/api/suppliers/?certificado=vencendo");
    const expired = await get<{ results: unknown[] }>("/api/suppliers/?certificado=vencido");
    expect([expiring.results.length, expired.results.length]).toEqual([1, 1]);
  });

  it("products in several categories, with images in storage and quotes from several suppliers", async () => {
    const rows = await database.db
      .select({ id: products.id, categoriaId: products.categoriaId, imageKey: products.imageKey })
      .from(products);
    const categories = await database.db.select().from(productCategories);
    expect(new Set(rows.map((p) => p.categoriaId)).size).toBe(categories.length);
    const withImages = rows.filter((p) => p.imageKey !== null);
    expect(withImages.length).toBeGreaterThan(rows.length / 2);
    await expectStored(withImages.map((p) => ({ storageKey: p.imageKey })));

    const quotes = await database.db
      .select({ productId: productSuppliers.productId, supplierId: productSuppliers.supplierId })
      .from(productSuppliers);
    const suppliersOf = (id: number) => new Set(quotes.filter((q) => q.productId === id).map((q) => q.supplierId)).size;
    expect(rows.filter((p) => suppliersOf(p.id) >= 3).length).toBeGreaterThan(3);
    expect(new Set(quotes.map((q) => q.supplierId)).size).toBeGreaterThan(10);
  });

  it("quotes with terms and a short history, the newest history row being the current quote", async () => {
    const current = await database.db.select().from(productSuppliers);
    const history = await database.db.select().from(productSupplierQuotes);
    const key = (r: { productId: number; supplierId: number }) => `${r.productId}:${r.supplierId}`;
    const newest = new Map<string, (typeof history)[number]>();
    for (const row of history) {
      const seen = newest.get(key(row));
      if (!seen || seen.cotadoEm < row.cotadoEm) newest.set(key(row), row);
    }
    for (const quote of current) {
      expect(newest.get(key(quote))).toMatchObject({
        cotacaoUsd: quote.cotacao,
        validaAte: quote.validaAte,
        moq: quote.moq,
        incoterm: quote.incoterm,
        cotadoEm: quote.cotadoEm,
      });
    }
    expect(history.length).toBeGreaterThan(current.length * 1.5);
    const today = saoPauloDay();
    expect(current.filter((q) => q.validaAte !== null && q.validaAte < today).length).toBeGreaterThan(0);
    expect(current.filter((q) => q.validaAte !== null && q.validaAte >= today).length).toBeGreaterThan(0);
    expect(history.filter((row) => row.usdBrl !== null && row.autorId !== null).length).toBe(history.length);
  });

  it("credible landed costs: every product with its master carton, quotes on several incoterms, a domestic purchase", async () => {
    const { results } = await get<{ results: ProductDetail[] }>("/api/products/?page_size=100");
    const details = await Promise.all(
      results.map(async (product) => (await get<{ results: ProductDetail[] }>(`/api/products/?id=${product.id}`)).results[0]),
    );
    const quotes = details.flatMap((product) => product?.suppliers ?? []);
    expect(details.every((product) => product?.unidades_por_caixa !== null && (product?.caixa_cubagem_m3 ?? 0) > 0)).toBe(true);
    const bottle = details.find((product) => product?.nome === "Garrafa Térmica Inox 500 ml");
    expect(bottle).toMatchObject({ unidades_por_caixa: 24, caixa_cubagem_m3: 0.085, caixa_peso_kg: 12 });
    expect(new Set(quotes.map((quote) => quote.incoterm))).toEqual(
      new Set(["FOB", "CIF", "DDP", null, ...quotes.map((quote) => quote.incoterm)]),
    );
    expect(quotes.some((quote) => quote.custo_posto?.base === "nacional")).toBe(true);
    expect(quotes.some((quote) => quote.custo_posto?.embalagem === "cotacao")).toBe(true);
    // Every quote has a price and a landed cost of a few times its price at most (no freight of a tenth of a m³ a unit).
    for (const quote of quotes) {
      expect(quote.custo_posto_brl, quote.nome).not.toBeNull();
      expect((quote.custo_posto_brl ?? 0) / (quote.cotacao * 5), quote.nome).toBeLessThan(20);
    }
  });

  it("the tax regimes of 2026 and 2027–2028, transit times, and an antidumping measure a demo product meets", async () => {
    const params = await get<ImportParams>("/api/import-params/");
    expect(params.regimes.map((r) => [r.nome, r.vigente_de, r.vigente_ate])).toEqual([
      ["2026", null, "2026-12-31"],
      ["2027–2028", "2027-01-01", "2028-12-31"],
    ]);
    expect(params.regimes[1]?.estimativa).toContain("8,8 %");
    expect(params.transito).toContainEqual({ cod_pais: "cn", dias: 40 });
    expect(params.antidumping).toMatchObject([{ ncm_prefixo: "6912", cod_pais: "cn", resolucao: "Resolução GECEX nº 830/2025" }]);
    const { results } = await get<{ results: ProductDetail[] }>("/api/products/?search=Pratos de Cerâmica");
    const plates = (await get<{ results: ProductDetail[] }>(`/api/products/?id=${results[0]?.id}`)).results[0];
    expect(plates?.ncm).toBe("69120000");
    expect(plates?.tributos.antidumping[0]?.resolucao).toBe("Resolução GECEX nº 830/2025");
    expect(plates?.suppliers.some((s) => s.custo_posto?.antidumping?.aplicado === false)).toBe(true);
  });

  it("an activity history on every supplier, sourcing and product, the quotes' and links' changes included", async () => {
    const [sourcing] = await listedSourcings();
    const started = (await listedSourcings()).find((s) => s.sourcing_status === "Concluído");
    for (const s of [sourcing, started]) {
      const { results } = activityReplySchema.parse(await get(`/api/activity/?entity_type=sourcing&entity_id=${s?.sourcing_id}`));
      expect(results.at(-1)?.action).toBe("criou");
      expect(results.some((r) => r.field === "supplier" && r.subject !== null)).toBe(true);
    }
    const finished = activityReplySchema.parse(await get(`/api/activity/?entity_type=sourcing&entity_id=${started?.sourcing_id}`)).results;
    expect(finished[0]).toMatchObject({ field: "status", old: "Em andamento", new: "Concluído" });
    const [product] = await database.db.select({ id: products.id }).from(products).limit(1);
    const quotes = activityReplySchema.parse(await get(`/api/activity/?entity_type=product&entity_id=${product?.id}`)).results;
    expect(quotes.filter((r) => r.field === "cotacao").length).toBeGreaterThan(0);
    expect(quotes.every((r) => r.actor !== null)).toBe(true);
    const counts = await database.db.select({ type: activity.entityType, n: count() }).from(activity).groupBy(activity.entityType);
    expect(Object.fromEntries(counts.map((c) => [c.type, c.n > 0]))).toEqual({ supplier: true, sourcing: true, product: true });
  });
});
