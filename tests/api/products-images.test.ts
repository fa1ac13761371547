import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TOO_LARGE,
  productImagesReplySchema,
  productImageUploadReplySchema,
  productListReplySchema,
} from "#contract/products/products.ts";
import { products } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearProducts, insertProducts } from "#tests/support/products.ts";
import { listFiles } from "#tests/support/suppliers.ts";

const fixture = (name: string) => new Uint8Array(readFileSync(resolve(import.meta.dirname, "../support/fixtures", name)));

/** The first bytes of a WebP file: "RIFF", the size, "WEBP", then a VP8L chunk header. */
const WEBP = new Uint8Array([
  0x52, 0x49, 0x46, 0x46, 0x1a, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10,
  0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0,
]);

function imageForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  return form;
}

describe.each(drivers)("imagens de produto (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let id: number;
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    await clearProducts(t.database.db);
    ({ Vaso: id } = (await insertProducts(t.database.db, [{ nome: "Vaso", categoria: "Decoração" }])) as { Vaso: number });
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (form: FormData) => t.request("/files/products/images/upload/", { method: "POST", body: form, token });
  const images = async (productId = id) => {
    const response = await t.request(`/files/products/images/?product_id=${productId}`, { token });
    expect(response.status).toBe(200);
    return productImagesReplySchema.parse(await response.json()).results;
  };
  const stored = () => listFiles(t.storageDir);

  it("stores a PNG checked by content, lists it and links it from the product", async () => {
    expect(await images()).toEqual([]);
    const response = await upload(
      imageForm({ product_id: String(id), overwrite: "false" }, { bytes: fixture("avatar.png"), name: "vaso azul.png", type: "image/png" }),
    );
    expect(response.status).toBe(201);
    const reply = productImageUploadReplySchema.parse(await response.json());
    expect(reply).toMatchObject({ detail: "Imagem enviada!", filename: "vaso azul.png" });
    expect(stored()).toHaveLength(1);
    expect(readFileSync(stored()[0] as string)).toEqual(Buffer.from(fixture("avatar.png")));

    const [image] = await images();
    expect(image?.filename).toBe("vaso azul.png");
    const download = await t.request(image?.fileurl ?? "");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(fixture("avatar.png")));

    const product = productListReplySchema.parse(await (await t.request(`/api/products/?id=${id}`, { token })).json()).results[0];
    expect(product).toMatchObject({ url_imagem: "vaso azul.png" });
    expect(product?.url_imagem_url).toMatch(/^\/files\/blob\/\?/);
  });

  it("accepts JPEG and WebP by their content, whatever their declared type", async () => {
    const jpeg = await upload(
      imageForm({ product_id: String(id) }, { bytes: fixture("avatar.jpg"), name: "foto", type: "application/octet-stream" }),
    );
    expect(jpeg.status).toBe(201);
    expect((await images())[0]?.fileurl).toContain("type=image%2Fjpeg");
    const webp = await upload(imageForm({ product_id: String(id), overwrite: "1" }, { bytes: WEBP, name: "foto.webp", type: "image/png" }));
    expect(webp.status).toBe(200);
    expect((await images())[0]?.fileurl).toContain("type=image%2Fwebp");
    expect(stored()).toHaveLength(1);
  });

  it("refuses a file that is not a PNG, JPEG or WebP (415) and stores nothing", async () => {
    const response = await upload(
      imageForm({ product_id: String(id) }, { bytes: fixture("not-an-image.png"), name: "falso.png", type: "image/png" }),
    );
    expect(response.status).toBe(415);
    expect((await response.json()).detail).toBe("A imagem deve ser PNG, JPEG ou WebP.");
    expect(stored()).toEqual([]);
    expect(await images()).toEqual([]);
  });

  it("takes exactly 5 MB, and refuses one byte more while streaming (413) with nothing written", async () => {
    const limit = new Uint8Array(PRODUCT_IMAGE_MAX_BYTES);
    limit.set(fixture("avatar.png"));
    expect((await upload(imageForm({ product_id: String(id) }, { bytes: limit, name: "grande.png" }))).status).toBe(201);
    const before = stored();

    const over = new Uint8Array(PRODUCT_IMAGE_MAX_BYTES + 1);
    over.set(fixture("avatar.png"));
    const response = await upload(imageForm({ product_id: String(id), overwrite: "true" }, { bytes: over, name: "enorme.png" }));
    expect(response.status).toBe(413);
    expect((await response.json()).detail).toBe(PRODUCT_IMAGE_TOO_LARGE);
    expect(stored()).toEqual(before);
    expect((await images())[0]?.filename).toBe("grande.png");
  });

  it("refuses to replace an image without overwrite (409), replaces it with overwrite and removes the old file", async () => {
    expect((await upload(imageForm({ product_id: String(id) }, { bytes: fixture("avatar.png"), name: "primeira.png" }))).status).toBe(201);
    const [first] = stored();

    for (const overwrite of [undefined, "false", "0"]) {
      const fields: Record<string, string> = { product_id: String(id), ...(overwrite === undefined ? {} : { overwrite }) };
      const refused = await upload(imageForm(fields, { bytes: fixture("avatar.jpg"), name: "segunda.jpg" }));
      expect(refused.status).toBe(409);
      expect((await refused.json()).detail).toBe("Este produto já tem uma imagem. Envie com overwrite=true para substituí-la.");
    }
    expect(stored()).toEqual([first]);

    const replaced = await upload(
      imageForm({ product_id: String(id), overwrite: "true" }, { bytes: fixture("avatar.jpg"), name: "segunda.jpg" }),
    );
    expect(replaced.status).toBe(200);
    expect((await replaced.json()).detail).toBe("Imagem enviada!");
    const after = stored();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(first);
    expect(readFileSync(after[0] as string)).toEqual(Buffer.from(fixture("avatar.jpg")));
    expect((await images())[0]?.filename).toBe("segunda.jpg");
  });

  it("deleting the product removes its image from the storage", async () => {
    expect((await upload(imageForm({ product_id: String(id) }, { bytes: fixture("avatar.png"), name: "a.png" }))).status).toBe(201);
    expect(stored()).toHaveLength(1);
    const response = await t.request("/api/products/delete/", { method: "DELETE", json: { id }, token });
    expect(response.status).toBe(200);
    expect(stored()).toEqual([]);
  });

  it("answers 404 for an unknown product and 400 for bad fields, storing nothing", async () => {
    const png = { bytes: fixture("avatar.png"), name: "a.png" };
    const unknown = await upload(imageForm({ product_id: "999999" }, png));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).detail).toBe("Produto não encontrado.");
    const badFields: Record<string, string>[] = [
      {},
      { product_id: "abc" },
      { product_id: "2147483648" },
      { product_id: String(id), overwrite: "sim" },
    ];
    for (const fields of badFields) {
      expect((await upload(imageForm(fields, png))).status).toBe(400);
    }
    const noFile = await upload(imageForm({ product_id: String(id) }));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).detail).toBe("Envie a imagem no campo file.");
    expect((await upload(imageForm({ product_id: String(id) }, { bytes: new Uint8Array(0), name: "vazio.png" }))).status).toBe(400);
    expect(stored()).toEqual([]);

    expect((await t.request("/files/products/images/?product_id=999999", { token })).status).toBe(404);
    expect((await t.request("/files/products/images/?product_id=2147483648", { token })).status).toBe(400);
    expect((await t.request("/files/products/images/", { token })).status).toBe(400);
    expect((await t.request("/files/products/images/?product_id=1")).status).toBe(401);
  });

  it("lists an imported bucket URL as its https address", async () => {
    await t.database.db.update(products).set({ imageKey: "s3://imagens/produtos/vaso.png" }).where(eq(products.id, id));
    expect(await images()).toEqual([{ filename: "vaso.png", fileurl: "https://imagens.s3.amazonaws.com/produtos/vaso.png" }]);
  });
});
