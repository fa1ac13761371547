import { readdirSync } from "node:fs";
import { request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, expect, it } from "vitest";
import { openPglite } from "#server/db/client.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import {
  commentAttachments,
  products,
  rfqFiles,
  sourcingFiles,
  supplierCertificates,
  supplierDocuments,
  users,
} from "#server/db/schema.ts";
import { login, type Server, startServer, waitFor } from "./support.ts";

// The process killed with SIGKILL while uploads stream in (ADR 0036): after a restart no temporary or orphan
// file remains and no row points to a missing file (the start-up sweep, server/storage/sweep.ts).
const dataDir = mkdtempSync(join(tmpdir(), "bo-fault-kill-"));
const filesDir = join(dataDir, "files");
const BOUNDARY = "----falha-de-processo";

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function storedFiles() {
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(filesDir, join(e.parentPath, e.name)).split(sep).join("/"));
}

/** A document upload that sends its first megabyte and then waits, as on a slow connection. */
function slowUpload(server: Server, token: string, supplierId: number) {
  const req = request(`${server.url}/files/suppliers/upload/`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
  });
  req.on("error", () => {});
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  req.write(field("supplier_id", String(supplierId)) + field("file_type", "catalogo") + field("file_action", "overwrite"));
  req.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="catalogo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  req.write(Buffer.alloc(1024 * 1024, 37));
  return req;
}

/** Complete uploads replacing the same document over and over: a kill lands between some commit and its cleanup. */
async function churn(server: Server, token: string, supplierId: number, until: () => boolean) {
  while (!until()) {
    const form = new FormData();
    form.append("supplier_id", String(supplierId));
    form.append("file_type", "qc");
    form.append("file_action", "overwrite");
    form.append("file", new Blob([Buffer.alloc(64 * 1024, 1)], { type: "application/pdf" }), "qc.pdf");
    const reply = await fetch(`${server.url}/files/suppliers/upload/`, {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => null);
    if (!reply) return;
    await reply.arrayBuffer().catch(() => null);
  }
}

it("SIGKILL mid-upload: after a restart, no partial or unreferenced file, and every row's file exists", async () => {
  const env = { DATA_DIR: dataDir, DATABASE_URL: "", SESSION_SECRET: "", JWT_SECRET: "" };
  const first = await startServer(3482, env);
  const token = await login(first.url);
  const listed = supplierListReplySchema.parse(
    await (await fetch(`${first.url}/api/suppliers/`, { headers: { Authorization: `Bearer ${token}` } })).json(),
  );
  const ids = listed.results.map((r) => r.supplier_id).slice(0, 6);

  const slow = ids.slice(0, 3).map((id) => slowUpload(first, token, id));
  let killed = false;
  const churning = ids.slice(3).map((id) => churn(first, token, id, () => killed));
  await waitFor(() => storedFiles().some((f) => f.endsWith(".part")), 30_000);
  await new Promise((r) => setTimeout(r, 1_500));
  first.child.kill("SIGKILL");
  killed = true;
  await first.exited;
  await Promise.all(churning);
  for (const req of slow) req.destroy();
  // The precondition: the kill did leave interrupted writes behind.
  expect(storedFiles().filter((f) => f.endsWith(".part")).length).toBeGreaterThan(0);

  const second = await startServer(3482, env);
  await waitFor(() => second.output().includes("[storage] varredura:"), 60_000, second.output);
  expect(second.output()).toMatch(
    /\[storage\] varredura: \d+ envio\(s\) interrompido\(s\) e \d+ arquivo\(s\) sem registro removidos; 0 registro\(s\) sem arquivo\./,
  );
  await second.stop();

  const database = await openPglite({ dataDir });
  try {
    const { db } = database;
    const keys = [
      ...(await db.select({ key: supplierDocuments.storageKey }).from(supplierDocuments)),
      // The demo's certificates carry their PDFs (ADR 0070), as quote requests may carry files.
      ...(await db.select({ key: supplierCertificates.storageKey }).from(supplierCertificates)),
      ...(await db.select({ key: rfqFiles.storageKey }).from(rfqFiles)),
      ...(await db.select({ key: sourcingFiles.storageKey }).from(sourcingFiles)),
      ...(await db.select({ key: commentAttachments.storageKey }).from(commentAttachments)),
      ...(await db.select({ key: users.profilePicKey }).from(users)),
      ...(await db.select({ key: products.imageKey }).from(products)),
    ].flatMap(({ key }) => (key && !/^(s3|gs|https?):\/\//.test(key) ? [key] : []));
    const files = storedFiles();
    expect(files.filter((f) => f.includes(".part"))).toEqual([]);
    expect(files.filter((f) => !keys.includes(f))).toEqual([]);
    expect(keys.filter((k) => !files.includes(k))).toEqual([]);
  } finally {
    await database.close();
  }
});
