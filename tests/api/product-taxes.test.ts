import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ProductDetail, productDetailListReplySchema } from "../../contract/products.ts";
import { productCategories } from "../../server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "../support/api.ts";
import { clearProducts, insertProducts, someSupplierIds } from "../support/products.ts";

// `tributos` of GET /api/products/?id=: the NCM, II and IPI the landed cost uses, each with its source. The
// parameters are the seeded examples (Utilidades Domésticas: 7323.93.00, II 18 %, IPI 6,5 %).
describe.each(drivers)("tributos em vigor no detalhe do produto (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let productId: number;
  let supplierId: number;

  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    await clearProducts(t.database.db);
    [supplierId] = (await someSupplierIds(t.database.db, 1)) as [number];
    const ids = await insertProducts(t.database.db, [
      { nome: "Garrafa", categoria: "Utilidades Domésticas", cubagem: "0.1", peso: "0.35", quotes: [[supplierId, "10.00"]] },
    ]);
    productId = ids.Garrafa as number;
  });
  afterEach(async () => {
    await t.close();
  });

  async function detail(): Promise<ProductDetail> {
    const reply = await t.request(`/api/products/?id=${productId}`, { token });
    expect(reply.status).toBe(200);
    const [product] = productDetailListReplySchema.parse(await reply.json()).results;
    if (!product) throw new Error("produto ausente");
    return product;
  }
  const alter = async (changes: Record<string, unknown>) => {
    const product = await detail();
    const reply = await t.request("/api/products/alter/", {
      method: "PUT",
      token,
      json: { id: productId, nome: product.nome, id_categoria: product.id_categoria, unidade_medida: "peça", ...changes },
    });
    expect(reply.status).toBe(200);
  };

  it("the category's NCM, II and IPI, said to be the category's, as the landed cost uses them", async () => {
    const product = await detail();
    expect(product.tributos).toEqual({ ncm: "73239300", ii_pct: 18, ipi_pct: 6.5, fonte_ncm: "categoria", fonte_ii: "categoria", fonte_ipi: "categoria" });
    expect(product.suppliers[0]?.custo_posto).toMatchObject({ ncm: "73239300", ii_pct: 18, ipi_pct: 6.5 });
  });

  it("a product's own override is said to be the product's; a mix gives each value its source", async () => {
    await alter({ ncm: "8516.79.00", ii_pct: "0" });
    const product = await detail();
    expect(product.tributos).toEqual({ ncm: "85167900", ii_pct: 0, ipi_pct: 6.5, fonte_ncm: "produto", fonte_ii: "produto", fonte_ipi: "categoria" });
    expect(product.suppliers[0]?.custo_posto).toMatchObject({ ncm: "85167900", ii_pct: 0, ipi_pct: 6.5 });

    await alter({ ipi_pct: "3,25" });
    expect((await detail()).tributos).toMatchObject({ ipi_pct: 3.25, fonte_ipi: "produto" });
    await alter({ ncm: null, ii_pct: "", ipi_pct: null });
    expect((await detail()).tributos).toMatchObject({ fonte_ncm: "categoria", fonte_ii: "categoria", fonte_ipi: "categoria", ii_pct: 18 });
  });

  it("a category without rates in the parameters in force: null values from the category (the landed cost counts 0 %)", async () => {
    const [category] = await t.database.db.insert(productCategories).values({ nome: "Sem Tributos" }).returning({ id: productCategories.id });
    await alter({ id_categoria: category?.id });
    const product = await detail();
    expect(product.nome_categoria).toBe("Sem Tributos");
    expect(product.tributos).toEqual({ ncm: null, ii_pct: null, ipi_pct: null, fonte_ncm: "categoria", fonte_ii: "categoria", fonte_ipi: "categoria" });
    expect(product.suppliers[0]?.custo_posto).toMatchObject({ ncm: null, ii_pct: 0, ipi_pct: 0, ii_brl: 0, ipi_brl: 0 });

    // An override of one rate stands beside the category's missing ones.
    await alter({ ipi_pct: "5" });
    expect((await detail()).tributos).toEqual({ ncm: null, ii_pct: null, ipi_pct: 5, fonte_ncm: "categoria", fonte_ii: "categoria", fonte_ipi: "produto" });
  });

  it("the list keeps its shape: no `tributos` there", async () => {
    const reply = await t.request("/api/products/", { token });
    const body = (await reply.json()) as { results: Record<string, unknown>[] };
    expect(body.results[0]).not.toHaveProperty("tributos");
  });
});
