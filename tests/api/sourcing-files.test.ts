import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourcingFilesReplySchema, sourcingListReplySchema, sourcingUploadReplySchema } from "#contract/sourcings/sourcings.ts";
import { sourcingFiles } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { categoryId, freshSourcings, insertSourcings } from "#tests/support/sourcings.ts";
import { listFiles } from "#tests/support/suppliers.ts";

const LIMIT = 1024;
const UTF8_NAME = "Cotação – 报价单.pdf";

function uploadForm(fields: Record<string, string>, file?: { bytes: Uint8Array | string; name: string; type?: string }): FormData {
  const form = new FormData();
  // The file first: the fields arrive after it, so the checks run once it is already in storage.
  if (file)
    form.append(
      "file",
      new Blob([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }),
      file.name,
    );
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

describe.each(drivers)("arquivos de sourcing (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let sourcingId: number;
  let otherId: number;

  beforeEach(async () => {
    t = await createTestApi(driver, { sourcingFileMaxBytes: LIMIT });
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    [sourcingId, otherId] = await freshSourcings(db);
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (form: FormData, as = token) => t.request("/files/sourcings/upload/", { method: "POST", body: form, token: as });
  const fields = (action = "create", id = sourcingId) => ({ sourcing_id: String(id), file_action: action });
  const rows = () => t.database.db.select().from(sourcingFiles).orderBy(sourcingFiles.id);
  const getFiles = async (id = sourcingId) => {
    const response = await t.request(`/files/sourcings/get/?sourcing_id=${id}`, { token });
    expect(response.status).toBe(200);
    return sourcingFilesReplySchema.parse(await response.json()).files;
  };

  it("uploads (201) and serves the bytes under the UTF-8 name; refuses the same name again (409); overwrites (200), removing the old object", async () => {
    const created = await upload(uploadForm(fields(), { bytes: "%PDF-1.4 primeira", name: UTF8_NAME }));
    expect(created.status).toBe(201);
    const body = sourcingUploadReplySchema.parse(await created.json());
    expect(body).toMatchObject({ filename: UTF8_NAME, message: "Arquivo enviado com sucesso!" });
    const [first] = listFiles(t.storageDir);
    expect(listFiles(t.storageDir)).toHaveLength(1);
    expect(readFileSync(first as string, "utf8")).toBe("%PDF-1.4 primeira");
    const [row] = await rows();
    expect(row).toMatchObject({ sourcingId, filename: UTF8_NAME, size: 17, contentType: "application/pdf" });
    expect(first).toContain(row?.storageKey.split("/")[1]);

    const download = await t.request(body.fileurl);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent(UTF8_NAME)}`);
    expect(await download.text()).toBe("%PDF-1.4 primeira");

    const duplicate = await upload(uploadForm(fields(), { bytes: "outra", name: UTF8_NAME }));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ detail: `Já existe um arquivo com o nome ${UTF8_NAME}.` });
    expect(listFiles(t.storageDir)).toEqual([first]);
    expect(await rows()).toEqual([row]);

    // The same name on another sourcing is another file.
    expect((await upload(uploadForm(fields("create", otherId), { bytes: "outro sourcing", name: UTF8_NAME }))).status).toBe(201);

    const overwritten = await upload(uploadForm(fields("overwrite"), { bytes: "segunda versão", name: UTF8_NAME, type: "text/plain" }));
    expect(overwritten.status).toBe(200);
    const replaced = sourcingUploadReplySchema.parse(await overwritten.json());
    const after = await rows();
    expect(after).toHaveLength(2);
    const mine = after.find((r) => r.sourcingId === sourcingId);
    // Text under a .pdf name, declared text/plain: neither a PDF nor a text file by its content and name, so bytes.
    expect(mine).toMatchObject({
      id: row?.id,
      filename: UTF8_NAME,
      size: Buffer.byteLength("segunda versão"),
      contentType: "application/octet-stream",
    });
    expect(mine?.storageKey).not.toBe(row?.storageKey);
    const stored = listFiles(t.storageDir);
    expect(stored).toHaveLength(2);
    expect(stored).not.toContain(first);
    expect(stored.map((f) => readFileSync(f, "utf8")).sort()).toEqual(["outro sourcing", "segunda versão"]);
    expect(await (await t.request(replaced.fileurl)).text()).toBe("segunda versão");
  });

  it("keeps a name of at most 255 characters, without control or bidi characters", async () => {
    const long = await upload(uploadForm(fields(), { bytes: "%PDF-1.4", name: `${"n".repeat(10_000)}.pdf` }));
    expect(long.status).toBe(201);
    const disguised = await upload(uploadForm(fields(), { bytes: "%PDF-1.4", name: "fatura\u202Efdp.exe" }));
    expect(disguised.status).toBe(201);
    const names = (await rows()).map((row) => row.filename);
    expect(names).toEqual([`${"n".repeat(251)}.pdf`, "faturafdp.exe"]);
  });

  it("creates with overwrite when the name is free (201)", async () => {
    const response = await upload(uploadForm(fields("overwrite"), { bytes: "novo", name: "novo.txt", type: "text/plain" }));
    expect(response.status).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it("lists a sourcing's files by name with size and links; the sourcing list and detail carry them too", async () => {
    for (const name of ["b-orcamento.xlsx", "Amostra aprovada.jpg", "contrato.pdf"]) {
      expect((await upload(uploadForm(fields(), { bytes: `conteúdo de ${name}`, name }))).status).toBe(201);
    }
    expect((await upload(uploadForm(fields("create", otherId), { bytes: "x", name: "outro.pdf" }))).status).toBe(201);
    const files = await getFiles();
    expect(files.map((f) => [f.filename, f.size])).toEqual([
      ["Amostra aprovada.jpg", Buffer.byteLength("conteúdo de Amostra aprovada.jpg")],
      ["b-orcamento.xlsx", Buffer.byteLength("conteúdo de b-orcamento.xlsx")],
      ["contrato.pdf", Buffer.byteLength("conteúdo de contrato.pdf")],
    ]);
    expect(await (await t.request(files[2]?.fileurl as string)).text()).toBe("conteúdo de contrato.pdf");

    const list = sourcingListReplySchema.parse(await (await t.request("/api/sourcings/", { token })).json());
    const inList = list.results.find((s) => s.sourcing_id === sourcingId);
    expect(inList?.sourcing_files.map((f) => f.filename)).toEqual(["Amostra aprovada.jpg", "b-orcamento.xlsx", "contrato.pdf"]);
    expect(list.results.find((s) => s.sourcing_id === otherId)?.sourcing_files.map((f) => f.filename)).toEqual(["outro.pdf"]);
    const detail = sourcingListReplySchema.parse(await (await t.request(`/api/sourcings/?id=${sourcingId}`, { token })).json());
    const detailFiles = detail.results[0]?.sourcing_files ?? [];
    expect(detailFiles.map((f) => Object.keys(f).sort())).toEqual([
      ["filename", "fileurl"],
      ["filename", "fileurl"],
      ["filename", "fileurl"],
    ]);
    expect(await (await t.request(detailFiles[0]?.fileurl as string)).text()).toBe("conteúdo de Amostra aprovada.jpg");

    expect(await getFiles(otherId)).toHaveLength(1);
    const emptyCategory = await categoryId(t.database.db, "Amostra");
    const [empty] = await insertSourcings(t.database.db, [{ descricao: "Sem arquivos", categoriaId: emptyCategory }]);
    expect(await getFiles(empty)).toEqual([]);
  });

  it("refuses a file over the limit (413) and an unknown sourcing (404), leaving nothing written", async () => {
    const before = listFiles(t.storageDir);
    const tooLarge = await upload(uploadForm(fields(), { bytes: new Uint8Array(LIMIT + 1), name: "grande.pdf" }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ detail: "O arquivo não pode exceder 300MB." });
    expect(listFiles(t.storageDir)).toEqual(before);
    expect(await rows()).toEqual([]);

    const unknown = await upload(uploadForm(fields("create", 999999), { bytes: "conteúdo", name: "a.pdf" }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Sourcing não encontrado." });
    expect(listFiles(t.storageDir)).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it.each([
    ["no sourcing_id", { file_action: "create" }],
    ["a sourcing_id out of range", { sourcing_id: "2147483648", file_action: "create" }],
    ["a bad file_action", { sourcing_id: "1", file_action: "replace" }],
  ])("refuses %s (400), leaving nothing written", async (_, formFields) => {
    const response = await upload(uploadForm(formFields, { bytes: "conteúdo", name: "a.pdf" }));
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toEqual(expect.any(String));
    expect(listFiles(t.storageDir)).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it("refuses a request without a file or with an empty one (400)", async () => {
    const noFile = await upload(uploadForm(fields()));
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).detail).toBe("Envie o arquivo no campo file.");
    const empty = await upload(uploadForm(fields(), { bytes: "", name: "vazio.pdf" }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).detail).toBe("O arquivo está vazio.");
    expect(listFiles(t.storageDir)).toEqual([]);
  });

  it("deletes a file (its object leaves storage), then answers 404", async () => {
    await upload(uploadForm(fields(), { bytes: "fica", name: "fica.pdf" }));
    await upload(uploadForm(fields(), { bytes: "sai", name: "sai.pdf" }));
    expect(listFiles(t.storageDir)).toHaveLength(2);
    const del = (json: unknown) => t.request("/files/sourcings/delete/", { method: "DELETE", json, token });
    const deleted = await del({ sourcing_id: sourcingId, filename: "sai.pdf" });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ detail: "Arquivo deletado." });
    const left = listFiles(t.storageDir);
    expect(left.map((f) => readFileSync(f, "utf8"))).toEqual(["fica"]);
    expect((await rows()).map((r) => r.filename)).toEqual(["fica.pdf"]);

    const again = await del({ sourcing_id: sourcingId, filename: "sai.pdf" });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: "Arquivo não encontrado." });
    expect((await del({ sourcing_id: otherId, filename: "fica.pdf" })).status).toBe(404);
    expect((await del({ sourcing_id: sourcingId })).status).toBe(400);
    expect(listFiles(t.storageDir)).toEqual(left);
  });

  it("lets team 1 upload and delete, like supplier documents (docs/decisions/0006); requires a token", async () => {
    const consulta = (await t.login("consulta@demo.local")).access;
    expect((await upload(uploadForm(fields(), { bytes: "consulta", name: "c.pdf" }), consulta)).status).toBe(201);
    const deleted = await t.request("/files/sourcings/delete/", {
      method: "DELETE",
      json: { sourcing_id: sourcingId, filename: "c.pdf" },
      token: consulta,
    });
    expect(deleted.status).toBe(200);
    expect(
      (await t.request("/files/sourcings/upload/", { method: "POST", body: uploadForm(fields(), { bytes: "x", name: "a.pdf" }) })).status,
    ).toBe(401);
    expect((await t.request(`/files/sourcings/get/?sourcing_id=${sourcingId}`)).status).toBe(401);
    expect(listFiles(t.storageDir)).toEqual([]);
  });

  it("answers 404 for the files of an unknown sourcing and 400 for a bad id", async () => {
    const unknown = await t.request("/files/sourcings/get/?sourcing_id=999999", { token });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Sourcing não encontrado." });
    for (const id of ["2147483648", "abc", ""]) {
      const response = await t.request(`/files/sourcings/get/?sourcing_id=${id}`, { token });
      expect(response.status, id).toBe(400);
      expect((await response.json()).detail).toContain("sourcing_id");
    }
  });

  it("keeps one row per name when two creates race: one 201, one 409, one object", async () => {
    const [a, b] = await Promise.all([
      upload(uploadForm(fields(), { bytes: "primeiro", name: "mesmo.pdf" })),
      upload(uploadForm(fields(), { bytes: "segundo", name: "mesmo.pdf" })),
    ]);
    expect([a?.status, b?.status].sort()).toEqual([201, 409]);
    expect(await rows()).toHaveLength(1);
    expect(listFiles(t.storageDir)).toHaveLength(1);
    const [row] = await t.database.db.select().from(sourcingFiles).where(eq(sourcingFiles.sourcingId, sourcingId));
    expect(listFiles(t.storageDir)[0]).toContain(row?.storageKey.split("/")[1]);
  });
});
