import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CREATE_REFUSED } from "#contract/shared/teams.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { fingerprint } from "#tests/support/fingerprint.ts";
import { insertProducts, productCategoryId } from "#tests/support/products.ts";
import { categoryId, userId } from "#tests/support/sourcings.ts";
import { insertSourcing, onlySuppliers } from "#tests/support/suppliers.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

// What team 1 ('Consulta') may write (docs/decisions/0061): not the three top-level records, everything else.

const PAGES = {
  "/suppliers/new": () => import("#app/routes/suppliers.new.tsx"),
  "/sourcings/new": () => import("#app/routes/sourcings.new.tsx"),
  "/products/new": () => import("#app/routes/products.new.tsx"),
} as const;
type Page = keyof typeof PAGES;

/** What a loader or an action threw (a refusal) or answered. */
async function outcome(run: () => Promise<unknown>): Promise<{ thrown: boolean; value: unknown }> {
  try {
    return { thrown: false, value: await run() };
  } catch (error) {
    return { thrown: true, value: error };
  }
}

/** A thrown `data(message, { status })`, as the error boundary reads it. */
function refusal(value: unknown): { status: number; message: unknown } | null {
  if (typeof value !== "object" || value === null || !("init" in value) || !("data" in value)) return null;
  const init = value.init as ResponseInit | null;
  return { status: init?.status ?? 200, message: value.data };
}

const fixture = (name: string) => new Uint8Array(readFileSync(resolve(import.meta.dirname, "../support/fixtures", name)));

describe.each(drivers)("team 1 and the creation pages (%s)", (driver) => {
  let t: TestApi;
  beforeEach(async () => {
    t = await createTestApi(driver);
  });
  afterEach(async () => {
    await t.close();
  });

  /** A complete, valid form for each page: what a person would post once the dropdowns are chosen. */
  async function validForm(page: Page): Promise<FormData> {
    const form = new FormData();
    const db = t.database.db;
    const fields: Record<Page, () => Promise<Record<string, string>>> = {
      "/suppliers/new": async () => ({
        nome: "Tentativa da consulta",
        id_tiposupplier: "1",
        id_segmento: "1",
        id_source: "1",
        codpais: "cn",
      }),
      "/sourcings/new": async () => ({
        descricao: "Tentativa da consulta",
        id_categoria: String(await categoryId(db, "Recompra")),
        id_responsavel: String(await userId(db, "sourcing@demo.local")),
      }),
      "/products/new": async () => ({
        nome: "Tentativa da consulta",
        id_categoria: String(await productCategoryId(db, "Decoração")),
        unidade_medida: "peça",
      }),
    };
    for (const [name, value] of Object.entries(await fields[page]())) form.append(name, value);
    return form;
  }

  it.each(Object.keys(PAGES) as Page[])("%s: team 1's loader answers 403 with the refusal, other teams get the form", async (path) => {
    const { loader } = await PAGES[path]();
    const url = `http://localhost${path}`;
    const consulta = await signedInContext(t, "consulta@demo.local");
    const refused = await outcome(() => loader(loaderArgs(consulta.context, url) as never));
    expect(refused.thrown).toBe(true);
    expect(refusal(refused.value)).toEqual({ status: 403, message: CREATE_REFUSED });

    const sourcing = await signedInContext(t, "sourcing@demo.local");
    const page = await outcome(() => loader(loaderArgs(sourcing.context, url) as never));
    expect(page.thrown).toBe(false);
    expect(refusal(page.value)?.status).toBe(200);
  });

  it.each(Object.keys(PAGES) as Page[])("%s: team 1's post of a valid form answers 403 and writes nothing", async (path) => {
    const { action } = await PAGES[path]();
    const { context } = await signedInContext(t, "consulta@demo.local");
    const before = await fingerprint(t.database.db);
    const request = new Request(`http://localhost${path}`, { method: "POST", body: await validForm(path) });
    const refused = await outcome(() => action({ request, context, params: {}, unstable_pattern: "", url: new URL(request.url) } as never));
    expect(refused.thrown).toBe(true);
    expect(refusal(refused.value)).toEqual({ status: 403, message: CREATE_REFUSED });
    expect(await fingerprint(t.database.db)).toEqual(before);
  });
});

describe.each(drivers)("team 1 may write everything but the three creations (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("consulta@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  it("edits a product and its quotes, and replaces its image", async () => {
    const [supplier] = await onlySuppliers(t.database.db, "Ningbo Kitchenware Co.");
    const { Garrafa: id } = (await insertProducts(t.database.db, [{ nome: "Garrafa", categoria: "Utilidades Domésticas" }])) as {
      Garrafa: number;
    };
    const altered = await t.request("/api/products/alter/", {
      method: "PUT",
      token,
      json: {
        id,
        nome: "Garrafa Térmica",
        descricao: "Inox, 500 ml",
        id_categoria: await productCategoryId(t.database.db, "Utilidades Domésticas"),
        unidade_medida: "peça",
        cubagem: 0.1,
        peso: 0.35,
        suppliers: [{ id: supplier, cotacao: 3.2 }],
      },
    });
    expect(altered.status).toBe(200);

    // The first image is created (201), the second replaces it (200).
    for (const [name, overwrite, status] of [
      ["primeira.png", "false", 201],
      ["segunda.png", "true", 200],
    ] as const) {
      const form = new FormData();
      form.append("product_id", String(id));
      form.append("overwrite", overwrite);
      form.append("file", new Blob([fixture("avatar.png")], { type: "image/png" }), name);
      expect((await t.request("/files/products/images/upload/", { method: "POST", body: form, token })).status, name).toBe(status);
    }
  });

  it("uploads a supplier document and adds a supplier to a sourcing", async () => {
    const [supplier] = await onlySuppliers(t.database.db, "Yiwu Homeware Ltd.");
    const form = new FormData();
    form.append("supplier_id", String(supplier));
    form.append("file_type", "qc");
    form.append("file_action", "create");
    form.append("file", new Blob(["%PDF-1.4 consulta"], { type: "application/pdf" }), "qc.pdf");
    expect((await t.request("/files/suppliers/upload/", { method: "POST", body: form, token })).status).toBe(201);

    const sourcing = await insertSourcing(t.database.db, "Garrafas térmicas");
    const linked = await t.request("/api/sourcings-suppliers/post/", {
      method: "POST",
      token,
      json: { id_sourcing: sourcing, id_supplier: supplier, status: "Doing" },
    });
    expect(linked.status).toBe(201);
  });
});
