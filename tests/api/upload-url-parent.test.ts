import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SUPPLIER_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { certificateTypes, products, sourcingComments, sourcingFiles, supplierCertificates, supplierDocuments } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { freshSourcings } from "#tests/support/sourcings.ts";
import { clearSuppliers, insertSuppliers, listFiles } from "#tests/support/suppliers.ts";

// An upload from a page carries the page's parent beside the body it streams unread (`?supplier_id=`, ADR 0074): a
// body naming another parent is refused as not found, leaving no row and no object; a body naming none takes the
// page's. For every kind of upload a page makes: a supplier's document and certificate, a sourcing's file and
// comment, a product's image.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe.each(drivers)("o pai da URL de um envio (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  const ids = { supplierA: 0, supplierB: 0, sourcingA: 0, sourcingB: 0, productA: 0, productB: 0, certificateB: 0, tipo: 0 };

  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSuppliers(db);
    const suppliers = await insertSuppliers(db, [
      { nome: "Fábrica A", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
      { nome: "Fábrica B", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    ids.supplierA = suppliers["Fábrica A"] as number;
    ids.supplierB = suppliers["Fábrica B"] as number;
    [ids.sourcingA, ids.sourcingB] = (await freshSourcings(db)) as [number, number];
    const [first, second] = await db.select({ id: products.id }).from(products).limit(2);
    ids.productA = first?.id as number;
    ids.productB = second?.id as number;
    const [tipo] = await db.select({ id: certificateTypes.id }).from(certificateTypes).limit(1);
    ids.tipo = tipo?.id as number;
    const [certificate] = await db
      .insert(supplierCertificates)
      .values({ supplierId: ids.supplierB, tipoId: ids.tipo, numero: "B-1" })
      .returning({ id: supplierCertificates.id });
    ids.certificateB = certificate?.id as number;
  });
  afterEach(async () => {
    await t.close();
  });

  const form = (fields: Record<string, string>, fileField: string) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append(fileField, new Blob([new Uint8Array(PNG)], { type: "image/png" }), "foto.png");
    return body;
  };
  const rows = async () => {
    const db = t.database.db;
    const [documents] = await db.select({ n: count() }).from(supplierDocuments);
    const [files] = await db.select({ n: count() }).from(sourcingFiles);
    const [comments] = await db.select({ n: count() }).from(sourcingComments);
    const [withFile] = await db.select({ n: count() }).from(supplierCertificates).where(eq(supplierCertificates.numero, "A-1"));
    const [images] = await db.select({ n: count() }).from(products).where(eq(products.id, ids.productB));
    return { documents: documents?.n, files: files?.n, comments: comments?.n, created: withFile?.n, images: images?.n };
  };

  /** Each upload: its path and method, the page's parent in the query, and the body's fields naming the other parent. */
  const uploads = () =>
    [
      [
        "documento",
        "POST",
        `/files/suppliers/upload/?supplier_id=${ids.supplierA}`,
        { supplier_id: String(ids.supplierB), file_type: "qc", file_action: "overwrite" },
        "file",
        SUPPLIER_NOT_FOUND,
      ],
      [
        "arquivo do sourcing",
        "POST",
        `/files/sourcings/upload/?sourcing_id=${ids.sourcingA}`,
        { sourcing_id: String(ids.sourcingB), file_action: "overwrite" },
        "file",
        SOURCING_NOT_FOUND,
      ],
      [
        "comentário",
        "POST",
        `/files/comments_sourcings/post/?id_sourcing=${ids.sourcingA}`,
        { id_sourcing: String(ids.sourcingB), comentario: "Outro sourcing" },
        "arquivos",
        SOURCING_NOT_FOUND,
      ],
      [
        "certificado novo",
        "POST",
        `/api/suppliers/certificados/post/?id_supplier=${ids.supplierA}`,
        { id_supplier: String(ids.supplierB), id_tipo: String(ids.tipo), numero: "A-1" },
        "file",
        SUPPLIER_NOT_FOUND,
      ],
      [
        "arquivo de certificado",
        "PUT",
        `/api/suppliers/certificados/alter/?id_supplier=${ids.supplierA}`,
        { id: String(ids.certificateB) },
        "file",
        "Certificado não encontrado.",
      ],
      [
        "imagem do produto",
        "POST",
        `/files/products/images/upload/?product_id=${ids.productA}`,
        { product_id: String(ids.productB), overwrite: "true" },
        "file",
        "Produto não encontrado.",
      ],
    ] as const;

  it("a body naming another parent than the page's is not found, and leaves no row and no object", async () => {
    const before = await rows();
    const objects = listFiles(t.storageDir).length;
    for (const [kind, method, path, fields, fileField, message] of uploads()) {
      const reply = await t.request(path, { method, body: form(fields, fileField), token });
      expect(reply.status, kind).toBe(404);
      expect(((await reply.json()) as { detail: string }).detail, kind).toBe(message);
    }
    expect(await rows()).toEqual(before);
    expect(listFiles(t.storageDir)).toHaveLength(objects);
    const [certificate] = await t.database.db
      .select({ key: supplierCertificates.storageKey })
      .from(supplierCertificates)
      .where(eq(supplierCertificates.id, ids.certificateB));
    expect(certificate?.key).toBeNull();
  });

  it("a body naming no parent takes the page's; the same parent in both is taken as it is", async () => {
    const db = t.database.db;
    const noParent = await t.request(`/files/suppliers/upload/?supplier_id=${ids.supplierA}`, {
      method: "POST",
      body: form({ file_type: "qc", file_action: "overwrite" }, "file"),
      token,
    });
    expect(noParent.status).toBe(201);
    const [document] = await db.select({ supplierId: supplierDocuments.supplierId }).from(supplierDocuments);
    expect(document?.supplierId).toBe(ids.supplierA);
    const same = await t.request(`/files/sourcings/upload/?sourcing_id=${ids.sourcingB}`, {
      method: "POST",
      body: form({ sourcing_id: String(ids.sourcingB), file_action: "overwrite" }, "file"),
      token,
    });
    expect(same.status).toBe(201);
    const [file] = await db.select({ sourcingId: sourcingFiles.sourcingId }).from(sourcingFiles);
    expect(file?.sourcingId).toBe(ids.sourcingB);
  });
});
