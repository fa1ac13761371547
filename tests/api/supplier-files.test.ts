import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { supplierDocuments } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearSuppliers, insertSuppliers, listFiles } from "#tests/support/suppliers.ts";

const LIMIT = 1024;
const UTF8_NAME = "Relatório de inspeção – 质量检验.pdf";

function uploadForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array | string; name: string; type?: string },
  fileFirst = false,
): FormData {
  const form = new FormData();
  const addFile = () => {
    if (file)
      form.append(
        "file",
        new Blob([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
        file.name,
      );
  };
  if (fileFirst) addFile();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (!fileFirst) addFile();
  return form;
}

describe.each(drivers)("documentos de fornecedor (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let supplierId: string;
  beforeEach(async () => {
    t = await createTestApi(driver, { supplierDocumentMaxBytes: LIMIT });
    token = (await t.login("sourcing@demo.local")).access;
    await clearSuppliers(t.database.db);
    const ids = await insertSuppliers(t.database.db, [
      { nome: "Shenzhen Boda Electronics Co., Ltd.", segmento: "Eletrônicos", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    supplierId = String(ids["Shenzhen Boda Electronics Co., Ltd."]);
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (form: FormData) => t.request("/files/suppliers/upload/", { method: "POST", body: form, token });
  const fields = (action = "create", type = "qc") => ({ supplier_id: supplierId, file_type: type, file_action: action });

  it("uploads, serves (bytes and UTF-8 name), refuses a second create, overwrites and deletes", async () => {
    const created = await upload(uploadForm(fields(), { bytes: "%PDF-1.4 primeiro", name: UTF8_NAME }, true));
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ filename: UTF8_NAME, size: 17, message: "Arquivo enviado com sucesso!" });
    expect(listFiles(t.storageDir)).toHaveLength(1);

    const got = await t.request(`/files/suppliers/get/?supplier_id=${supplierId}&type=qc`, { token });
    expect(got.status).toBe(200);
    const { documents_qc } = await got.json();
    expect(documents_qc).toMatchObject({ filename: UTF8_NAME, size: 17 });
    const download = await t.request(documents_qc.fileurl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(UTF8_NAME)}`);
    expect(await download.text()).toBe("%PDF-1.4 primeiro");

    const duplicate = await upload(uploadForm(fields(), { bytes: "outro", name: "outro.pdf" }));
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).detail).toBe("Já existe um arquivo para QC.");
    expect(listFiles(t.storageDir)).toHaveLength(1);

    const overwritten = await upload(uploadForm(fields("overwrite"), { bytes: "segunda versão", name: "v2.txt", type: "text/plain" }));
    expect(overwritten.status).toBe(200);
    expect((await overwritten.json()).filename).toBe("v2.txt");
    const files = listFiles(t.storageDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(files[0] as string, "utf8")).toBe("segunda versão");

    const deleted = await t.request("/files/suppliers/delete/", {
      method: "DELETE",
      json: { supplier_id: Number(supplierId), file_type: "qc" },
      token,
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ detail: "Arquivo deletado." });
    expect(listFiles(t.storageDir)).toHaveLength(0);
    const again = await t.request("/files/suppliers/delete/", {
      method: "DELETE",
      json: { supplier_id: Number(supplierId), file_type: "qc" },
      token,
    });
    expect(again.status).toBe(404);
    const missing = await t.request(`/files/suppliers/get/?supplier_id=${supplierId}&type=qc`, { token });
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail).toBe("Arquivo não encontrado.");
  });

  it("refuses a file over the limit with 413, leaving nothing stored", async () => {
    const response = await upload(uploadForm(fields(), { bytes: new Uint8Array(LIMIT + 500), name: "grande.pdf" }));
    expect(response.status).toBe(413);
    expect((await response.json()).detail).toBe("O arquivo não pode exceder 300MB.");
    expect(listFiles(t.storageDir)).toHaveLength(0);
    expect(
      await t.database.db
        .select()
        .from(supplierDocuments)
        .where(eq(supplierDocuments.supplierId, Number(supplierId))),
    ).toEqual([]);
  });

  it("takes a file of exactly the limit, and refuses one byte more", async () => {
    const exact = await upload(uploadForm(fields(), { bytes: new Uint8Array(LIMIT), name: "exato.pdf" }));
    expect(exact.status).toBe(201);
    const over = await upload(uploadForm(fields("overwrite"), { bytes: new Uint8Array(LIMIT + 1), name: "maior.pdf" }));
    expect(over.status).toBe(413);
    const [row] = await t.database.db
      .select()
      .from(supplierDocuments)
      .where(eq(supplierDocuments.supplierId, Number(supplierId)));
    expect({ filename: row?.filename, size: row?.size }).toEqual({ filename: "exato.pdf", size: LIMIT });
    expect(listFiles(t.storageDir)).toHaveLength(1);
  });

  it("refuses a declared Content-Length over the limit before reading the body (413)", async () => {
    const form = uploadForm(fields(), { bytes: "pequeno", name: "a.pdf" });
    const encoded = new Response(form);
    const response = await t.request("/files/suppliers/upload/", {
      method: "POST",
      body: await encoded.arrayBuffer(),
      headers: { "Content-Type": encoded.headers.get("content-type") ?? "", "Content-Length": String(LIMIT + 2 * 1024 * 1024) },
      token,
    });
    expect(response.status).toBe(413);
    expect(listFiles(t.storageDir)).toHaveLength(0);
  });

  it.each([
    ["no supplier_id", { file_type: "qc", file_action: "create" }, 400],
    ["a bad file_type", { supplier_id: "1", file_type: "nota", file_action: "create" }, 400],
    ["a bad file_action", { supplier_id: "1", file_type: "qc", file_action: "replace" }, 400],
    ["an unknown supplier", { supplier_id: "999999", file_type: "qc", file_action: "create" }, 404],
  ])("refuses %s, leaving nothing stored", async (_, formFields, status) => {
    const response = await upload(uploadForm(formFields, { bytes: "conteúdo", name: "a.pdf" }, true));
    expect(response.status).toBe(status);
    expect((await response.json()).detail).toEqual(expect.any(String));
    expect(listFiles(t.storageDir)).toHaveLength(0);
  });

  it("refuses a request without a file or with an empty one", async () => {
    const noFile = await upload(uploadForm(fields()));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).detail).toBe("Envie o arquivo no campo file.");
    const empty = await upload(uploadForm(fields(), { bytes: "", name: "vazio.pdf" }));
    expect(empty.status).toBe(400);
    expect(listFiles(t.storageDir)).toHaveLength(0);
  });

  it("validates get and delete parameters and requires a token", async () => {
    expect((await t.request("/files/suppliers/get/?supplier_id=1&type=outro", { token })).status).toBe(400);
    expect((await t.request("/files/suppliers/delete/", { method: "DELETE", json: { supplier_id: 1 }, token })).status).toBe(400);
    expect(
      (await t.request("/files/suppliers/upload/", { method: "POST", body: uploadForm(fields(), { bytes: "x", name: "a.pdf" }) })).status,
    ).toBe(401);
    expect((await t.request(`/files/suppliers/get/?supplier_id=${supplierId}&type=qc`)).status).toBe(401);
    expect((await t.request("/files/suppliers/delete/", { method: "DELETE", json: {} })).status).toBe(401);
    expect(listFiles(t.storageDir)).toHaveLength(0);
  });
});
