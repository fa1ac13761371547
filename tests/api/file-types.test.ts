import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateListReplySchema } from "#contract/suppliers/certificates.ts";
import { rfqMatrixReplySchema } from "#contract/rfq/rfq-matrix.ts";
import { commentListReplySchema } from "#contract/sourcings/sourcings.ts";
import { certificateTypes, products, sourcingItems, sourcingSuppliers } from "#server/db/schema.ts";
import { PresignedDownloads } from "#server/storage/presigned-downloads.ts";
import { S3Storage } from "#server/storage/s3.ts";
import type { Storage } from "#server/storage/storage.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { freshSourcings } from "#tests/support/sourcings.ts";
import { clearSuppliers, insertSuppliers } from "#tests/support/suppliers.ts";

// A stored file is served with the type its content was checked as, never the type the client declared (ADR 0073):
// a PNG declared as text/html downloads as image/png, an HTML page declared as image/png as bytes to save, for every
// kind of file, on both drivers, from a local folder and from a bucket (streamed through the app, or presigned).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const HTML = "<!doctype html><script>alert(document.cookie)</script>";
const NOW = new Date("2026-11-27T15:00:00Z");
const BUCKET = "backoffice-file-types";

let s3dir: string;
let s3server: S3rver;
let endpoint = "";
const closers: (() => void)[] = [];

beforeAll(async () => {
  s3dir = mkdtempSync(join(tmpdir(), "bo-s3-types-"));
  s3server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  endpoint = `http://127.0.0.1:${((await s3server.run()) as AddressInfo).port}`;
});
afterAll(async () => {
  for (const close of closers) close();
  await s3server.close();
  rmSync(s3dir, { recursive: true, force: true });
});

const s3 = () => ({ endpoint, bucket: BUCKET, accessKey: "S3RVER", secretKey: "S3RVER", region: "us-east-1" });
const bucket = () => {
  const storage = new S3Storage(s3());
  closers.push(() => storage.close?.());
  return storage;
};
const presigner = () => {
  const downloads = new PresignedDownloads(s3());
  closers.push(() => downloads.close());
  return downloads;
};
/** Where the files go; a local folder is the test API's own when none is given. */
const places: [string, () => { storage?: Storage; presignedDownloads?: PresignedDownloads }][] = [
  ["pasta local", () => ({})],
  ["bucket, pelo app", () => ({ storage: bucket() })],
  ["bucket, URL pré-assinada", () => ({ storage: bucket(), presignedDownloads: presigner() })],
];

const cases = drivers.flatMap((driver) => places.map(([place, deps]) => [driver, place, deps] as const));

describe.each(cases)("tipo de arquivo servido (%s, %s)", (driver, _place, deps) => {
  let t: TestApi;
  let token: string;
  let supplierId: number;
  let sourcingId: number;
  let presigned = false;

  beforeAll(async () => {
    const chosen = deps();
    presigned = chosen.presignedDownloads !== undefined;
    t = await createTestApi(driver, { ...chosen, clock: () => NOW });
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSuppliers(db);
    const ids = await insertSuppliers(db, [
      { nome: "Ningbo Cookware", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    supplierId = ids["Ningbo Cookware"] as number;
    [sourcingId] = await freshSourcings(db);
    await db.insert(sourcingSuppliers).values({ sourcingId, supplierId });
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    await db.insert(sourcingItems).values({ sourcingId, productId: product?.id as number, quantidade: 100, incoterm: "FOB" });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A form with these fields and one file in `field`, declared with `declared` as its type. */
  const form = (fields: Record<string, string>, field: string, file: { bytes: Buffer | string; name: string; declared: string }) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append(
      field,
      new Blob([typeof file.bytes === "string" ? file.bytes : new Uint8Array(file.bytes)], { type: file.declared }),
      file.name,
    );
    return body;
  };
  const json = async (reply: Response) => {
    expect(reply.status, await reply.clone().text()).toBeLessThan(300);
    return (await reply.json()) as Record<string, unknown>;
  };

  /** Each kind of file: uploads one and answers the link its reply (or its list) gives to download it. */
  const kinds: [string, (file: { bytes: Buffer | string; name: string; declared: string }) => Promise<string>][] = [
    [
      "documento de fornecedor",
      async (file) => {
        const fields = { supplier_id: String(supplierId), file_type: "qc", file_action: "overwrite" };
        const reply = await t.request("/files/suppliers/upload/", { method: "POST", body: form(fields, "file", file), token });
        return (await json(reply)).fileurl as string;
      },
    ],
    [
      "arquivo de sourcing",
      async (file) => {
        const fields = { sourcing_id: String(sourcingId), file_action: "overwrite" };
        const reply = await t.request("/files/sourcings/upload/", { method: "POST", body: form(fields, "file", file), token });
        return (await json(reply)).fileurl as string;
      },
    ],
    [
      "anexo de comentário",
      async (file) => {
        const fields = { id_sourcing: String(sourcingId), comentario: `Anexo ${file.name}` };
        await json(await t.request("/files/comments_sourcings/post/", { method: "POST", body: form(fields, "arquivos", file), token }));
        const list = await t.request(`/files/comments_sourcings/list/?id_sourcing=${sourcingId}`, { token });
        const comments = commentListReplySchema.parse(await list.json());
        return comments.find((c) => c.comentario === fields.comentario)?.anexos[0]?.fileurl ?? "";
      },
    ],
    [
      "certificado",
      async (file) => {
        const [type] = await t.database.db.select({ id: certificateTypes.id }).from(certificateTypes).limit(1);
        const numero = `CERT-${crypto.randomUUID().slice(0, 8)}`;
        const fields = { id_supplier: String(supplierId), id_tipo: String(type?.id), numero, valido_ate: "2027-06-30" };
        await json(await t.request("/api/suppliers/certificados/post/", { method: "POST", body: form(fields, "file", file), token }));
        const list = await t.request(`/api/suppliers/certificados/?id_supplier=${supplierId}`, { token });
        const rows = certificateListReplySchema.parse(await list.json()).results;
        return rows.find((row) => row.numero === numero)?.arquivo?.fileurl ?? "";
      },
    ],
    [
      "anexo da cotação por link",
      async (file) => {
        const link = await askByLink(t, token, { sourcingId, supplierId });
        await json(await t.request(`/api/rfq/${link}/arquivos/`, { method: "POST", body: form({}, "arquivos", file) }));
        const matrix = rfqMatrixReplySchema.parse(
          await json(await t.request(`/api/sourcings/rfq/respostas/?id_sourcing=${sourcingId}`, { token })),
        );
        const files = matrix.suppliers.find((s) => s.nome === "Ningbo Cookware")?.anexos ?? [];
        const url = files.find((f) => f.nome === file.name)?.url ?? "";
        // A link answered once is gone for the next upload of this test: revoked so a new one can be made.
        await t.request("/api/sourcings/rfq/delete/", {
          method: "DELETE",
          json: { id_sourcing: sourcingId, id_supplier: supplierId },
          token,
        });
        return url;
      },
    ],
  ];

  /** Follows the app's link as a browser does: a presigned link's redirect leads to the bucket. */
  async function download(fileurl: string): Promise<Response> {
    expect(fileurl).not.toBe("");
    const reply = await t.request(fileurl);
    if (!presigned) return reply;
    expect(reply.status).toBe(302);
    return fetch(reply.headers.get("location") ?? "");
  }

  it.each(kinds)("%s: a PNG declared as text/html is served as image/png, shown in place, never sniffed", async (_kind, upload) => {
    const reply = await download(await upload({ bytes: PNG, name: "caixa.png", declared: "text/html" }));
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/png");
    expect(reply.headers.get("content-disposition")).toMatch(/^inline; filename="caixa\.png"/);
    if (!presigned) expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await reply.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it.each(kinds.filter(([kind]) => kind !== "anexo da cotação por link"))(
    "%s: an HTML page declared as image/png is served as bytes to download, never as a page or a picture",
    async (_kind, upload) => {
      const reply = await download(await upload({ bytes: HTML, name: "foto.png", declared: "image/png" }));
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toBe("application/octet-stream");
      expect(reply.headers.get("content-disposition")).toMatch(/^attachment; filename="foto\.png"/);
      expect(await reply.text()).toBe(HTML);
    },
  );
});
