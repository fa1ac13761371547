import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_ID } from "#contract/shared/ids.ts";
import { commentAttachments, sourcingComments, sourcingFiles, sourcings } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { categoryId, freshSourcings, userId } from "#tests/support/sourcings.ts";
import { clearSuppliers, insertSuppliers, listFiles } from "#tests/support/suppliers.ts";

const OUT_OF_RANGE = MAX_ID + 1;

describe.each(drivers)("exclusão de sourcing e ids fora do intervalo (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let sourcingId: number;
  let otherId: number;

  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    [sourcingId, otherId] = await freshSourcings(db);
  });
  afterEach(async () => {
    await t.close();
  });

  const uploadFile = async (id: number, name: string) => {
    const form = new FormData();
    form.append("sourcing_id", String(id));
    form.append("file_action", "create");
    form.append("file", new Blob([`conteúdo de ${name}`], { type: "text/plain" }), name);
    expect((await t.request("/files/sourcings/upload/", { method: "POST", body: form, token })).status).toBe(201);
  };
  const comment = async (id: number, attachments: string[]) => {
    const form = new FormData();
    form.append("id_sourcing", String(id));
    form.append("comentario", "Com anexos");
    for (const name of attachments) form.append("arquivos", new Blob([name], { type: "text/plain" }), name);
    expect((await t.request("/files/comments_sourcings/post/", { method: "POST", body: form, token })).status).toBe(201);
  };

  it("removes the sourcing's files and its comments' attachments from storage, and only those", async () => {
    await uploadFile(sourcingId, "cotacao.pdf");
    await uploadFile(sourcingId, "contrato.pdf");
    await comment(sourcingId, ["foto1.jpg", "foto2.jpg"]);
    await comment(sourcingId, []);
    await uploadFile(otherId, "outro.pdf");
    await comment(otherId, ["outro-anexo.txt"]);
    expect(listFiles(t.storageDir)).toHaveLength(6);

    const deleted = await t.request("/api/sourcings/delete/", { method: "DELETE", json: { id: sourcingId }, token });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ detail: "Sourcing deletado!" });

    const db = t.database.db;
    expect(await db.select().from(sourcings).where(eq(sourcings.id, sourcingId))).toEqual([]);
    expect(await db.select().from(sourcingFiles).where(eq(sourcingFiles.sourcingId, sourcingId))).toEqual([]);
    expect(await db.select().from(sourcingComments).where(eq(sourcingComments.sourcingId, sourcingId))).toEqual([]);
    // What belongs to the other sourcing stays, rows and objects.
    const remainingKeys = [
      ...(await db.select({ key: sourcingFiles.storageKey }).from(sourcingFiles)),
      ...(await db.select({ key: commentAttachments.storageKey }).from(commentAttachments)),
    ].map((r) => r.key.split("/")[1]);
    const stored = listFiles(t.storageDir);
    expect(stored).toHaveLength(2);
    expect(remainingKeys).toHaveLength(2);
    for (const key of remainingKeys) expect(stored.some((f) => f.endsWith(key as string))).toBe(true);

    const again = await t.request("/api/sourcings/delete/", { method: "DELETE", json: { id: sourcingId }, token });
    expect(again.status).toBe(404);
    expect(listFiles(t.storageDir)).toHaveLength(2);
  });

  it("answers 400 with a Portuguese detail naming the field for ids past the int4 range, never 500", async () => {
    const db = t.database.db;
    await clearSuppliers(db);
    const suppliers = await insertSuppliers(db, [
      { nome: "Ningbo Lamps Co., Ltd.", segmento: "Iluminação", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    const supplierId = suppliers["Ningbo Lamps Co., Ltd."] as number;
    const responsavel = await userId(db, "sourcing@demo.local");
    const categoria = await categoryId(db, "Novo produto");
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return body;
    };
    const n = String(OUT_OF_RANGE);
    const calls: [string, string, RequestInit & { json?: unknown }, RegExp][] = [
      ["GET", `/api/sourcings/?id=${n}`, {}, /sourcing/i],
      ["GET", `/api/sourcings/?category=${n}`, {}, /categoria/i],
      ["GET", `/api/sourcings/?responsavel=${n}`, {}, /respons/i],
      [
        "PUT",
        "/api/sourcings/alter/",
        { json: { id: OUT_OF_RANGE, descricao: "x", id_categoria: categoria, id_responsavel: responsavel } },
        /sourcing/i,
      ],
      [
        "PUT",
        "/api/sourcings/alter/",
        { json: { id: sourcingId, descricao: "x", id_categoria: OUT_OF_RANGE, id_responsavel: responsavel } },
        /categoria/i,
      ],
      [
        "PUT",
        "/api/sourcings/alter/",
        { json: { id: sourcingId, descricao: "x", id_categoria: categoria, id_responsavel: OUT_OF_RANGE } },
        /respons/i,
      ],
      [
        "PUT",
        "/api/sourcings/alter/",
        { json: { id: sourcingId, descricao: "x", id_categoria: categoria, id_responsavel: responsavel, id_comercial: OUT_OF_RANGE } },
        /comercial/i,
      ],
      ["POST", "/api/sourcings/post/", { json: { descricao: "x", id_categoria: OUT_OF_RANGE, id_responsavel: responsavel } }, /categoria/i],
      ["DELETE", "/api/sourcings/delete/", { json: { id: OUT_OF_RANGE } }, /sourcing/i],
      ["GET", `/api/sourcings-suppliers/?id_sourcing=${n}`, {}, /sourcing/i],
      ["GET", `/api/sourcings-suppliers/?id_supplier=${n}`, {}, /supplier/i],
      [
        "POST",
        "/api/sourcings-suppliers/post/",
        { json: { id_sourcing: OUT_OF_RANGE, id_supplier: supplierId, status: "Doing" } },
        /sourcing/i,
      ],
      [
        "POST",
        "/api/sourcings-suppliers/post/",
        { json: { id_sourcing: sourcingId, id_supplier: OUT_OF_RANGE, status: "Doing" } },
        /supplier/i,
      ],
      ["POST", "/api/sourcings-suppliers/alter/", { json: { id_sourcing: n, id_supplier: supplierId, status: "Doing" } }, /sourcing/i],
      ["PUT", "/api/sourcings-suppliers/alter-status/", { json: { id: OUT_OF_RANGE, status: "Doing" } }, /vínculo/i],
      ["DELETE", "/api/sourcings-suppliers/delete/", { json: { id_sourcing: sourcingId, id_supplier: n } }, /supplier/i],
      ["POST", "/files/sourcings/upload/", { body: form({ sourcing_id: n, file_action: "create" }) }, /sourcing_id/],
      ["DELETE", "/files/sourcings/delete/", { json: { sourcing_id: OUT_OF_RANGE, filename: "a.pdf" } }, /sourcing_id/],
      ["GET", `/files/sourcings/get/?sourcing_id=${n}`, {}, /sourcing_id/],
      ["GET", `/files/comments_sourcings/list/?id_sourcing=${n}`, {}, /id_sourcing/],
      ["POST", "/files/comments_sourcings/post/", { body: form({ id_sourcing: n, comentario: "oi" }) }, /id_sourcing/],
      ["DELETE", "/files/comments_sourcings/delete/", { json: { id: OUT_OF_RANGE } }, /comentário/],
      ["POST", "/files/suppliers/upload/", { body: form({ supplier_id: n, file_type: "qc", file_action: "create" }) }, /supplier_id/],
      ["DELETE", "/files/suppliers/delete/", { json: { supplier_id: OUT_OF_RANGE, file_type: "qc" } }, /supplier_id/],
      ["GET", `/files/suppliers/get/?supplier_id=${n}&type=qc`, {}, /supplier_id/],
    ];
    for (const [method, path, init, field] of calls) {
      const response = await t.request(path, { method, ...init, token });
      const label = `${method} ${path} ${JSON.stringify(init.json ?? "")}`;
      expect(response.status, label).toBe(400);
      const body = await response.json();
      expect(body.detail, label).toMatch(field);
      expect(body.detail, label).not.toMatch(/out of range|integer|select|insert/i);
    }
  });
});
