import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { supplierDocuments } from "#server/db/schema.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { describeSweep, sweepStorage } from "#server/storage/sweep.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

const HOUR = 60 * 60_000;

function pdfForm(supplierId: number): FormData {
  const form = new FormData();
  form.append("supplier_id", String(supplierId));
  form.append("file_type", "qc");
  form.append("file_action", "create");
  form.append("file", new Blob(["%PDF-1.4 relatório"], { type: "application/pdf" }), "qc.pdf");
  return form;
}

/** A file in the storage folder, as a process killed mid-write or after writing would leave it. */
function leave(root: string, relative: string, ageMs = 1000) {
  const path = join(root, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, "bytes");
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
  return path;
}

describe.each(drivers)("varredura do armazenamento na partida (%s)", (driver) => {
  let t: TestApi;
  let storage: LocalStorage;
  let documentKey: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    storage = new LocalStorage(t.storageDir);
    const { access } = await t.login("sourcing@demo.local");
    const [supplier] = await t.database.db.select({ id: supplierDocuments.supplierId }).from(supplierDocuments).limit(1);
    const supplierId = supplier?.id ?? 1;
    await t.database.db.delete(supplierDocuments);
    const reply = await t.request("/files/suppliers/upload/", { method: "POST", body: pdfForm(supplierId), token: access });
    expect(reply.status).toBe(201);
    const [row] = await t.database.db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, supplierId));
    documentKey = row?.storageKey ?? "";
    expect(existsSync(join(t.storageDir, documentKey))).toBe(true);
  });
  afterEach(async () => {
    await t.close();
  });

  it("removes interrupted uploads and files no row points at, keeps referenced files, reports rows without a file", async () => {
    const partial = leave(t.storageDir, "suppliers/.0b6f1c9e-3f0e-4a4e-9a57-0d5c1f6f1a11.part");
    const orphan = leave(t.storageDir, "suppliers/8d1f6f64-6a3c-4a0b-8c4e-4f2b6b0b9d10");
    const report = await sweepStorage(t.database.db, storage, { graceMs: 0 });
    expect(report.partial).toBe(1);
    expect(report.orphans).toBe(1);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(join(t.storageDir, documentKey))).toBe(true);
    expect(report.missing.filter((key) => key === documentKey)).toEqual([]);

    await storage.delete(documentKey);
    const after = await sweepStorage(t.database.db, storage, { graceMs: 0 });
    expect(after.missing).toContain(documentKey);
    expect(describeSweep(after).join("\n")).toContain(`registro aponta para arquivo ausente: ${documentKey}`);
  });

  it("with a grace period, leaves what another instance may still be writing", async () => {
    const young = leave(t.storageDir, "suppliers/.1c2d3e4f-0000-4000-8000-000000000001.part");
    const youngOrphan = leave(t.storageDir, "suppliers/1c2d3e4f-0000-4000-8000-000000000002");
    const old = leave(t.storageDir, "suppliers/.1c2d3e4f-0000-4000-8000-000000000003.part", 2 * HOUR);
    const oldOrphan = leave(t.storageDir, "suppliers/1c2d3e4f-0000-4000-8000-000000000004", 2 * HOUR);
    const report = await sweepStorage(t.database.db, storage, { graceMs: HOUR });
    expect({ partial: report.partial, orphans: report.orphans }).toEqual({ partial: 1, orphans: 1 });
    expect([existsSync(young), existsSync(youngOrphan), existsSync(old), existsSync(oldOrphan)]).toEqual([true, true, false, false]);
  });

  it("removes nothing when most of a large storage has no rows (a storage that is not this database's)", async () => {
    for (let i = 0; i < 12; i++) await storage.put(`suppliers/${crypto.randomUUID()}`, Readable.from(["x"]), "text/plain");
    // A moment later, so the objects just written are past the (zero) grace whatever the clock's resolution.
    const report = await sweepStorage(t.database.db, storage, { graceMs: 0, now: new Date(Date.now() + 1000) });
    expect(report).toMatchObject({ orphans: 0, skipped: 12 });
    expect(readdirSync(join(t.storageDir, "suppliers"))).toHaveLength(13);
    expect(describeSweep(report)[1]).toContain("NÃO foram removidos");
  });
});
