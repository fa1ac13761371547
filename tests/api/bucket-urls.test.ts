import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierDocuments, users } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { listFiles } from "#tests/support/suppliers.ts";

// Specification §7 "External": stored bucket URLs (imported data) are rewritten to the public https address before
// they leave the API, for every kind of stored file, not only product images (docs/decisions/0042).
describe.each(drivers)("bucket URLs in file rows (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
  });
  afterAll(async () => {
    await t.close();
  });

  it("a supplier document held as s3:// leaves as https, and deleting it touches nothing of ours", async () => {
    await t.database.db.delete(supplierDocuments).where(eq(supplierDocuments.supplierId, 1));
    await t.database.db.insert(supplierDocuments).values({
      supplierId: 1,
      type: "qc",
      storageKey: "s3://legado-docs/fornecedores/1/qc final.pdf",
      filename: "qc final.pdf",
      size: 1234,
      contentType: "application/pdf",
    });
    const got = await t.request("/files/suppliers/get/?supplier_id=1&type=qc", { token });
    const { documents_qc } = (await got.json()) as { documents_qc: { fileurl: string } };
    expect(documents_qc.fileurl).toBe("https://legado-docs.s3.amazonaws.com/fornecedores/1/qc%20final.pdf");
    const detail = await t.request("/api/suppliers/?id=1", { token });
    const text = await detail.text();
    expect(text).toContain("https://legado-docs.s3.amazonaws.com/fornecedores/1/qc%20final.pdf");
    expect(text).not.toContain("s3://");

    const deleted = await t.request("/files/suppliers/delete/", { method: "DELETE", json: { supplier_id: 1, file_type: "qc" }, token });
    expect(deleted.status).toBe(200);
    expect(listFiles(t.storageDir)).toEqual([]);
  });

  it("a profile picture held as gs:// leaves as https", async () => {
    await t.database.db
      .update(users)
      .set({ profilePicKey: "gs://legado-fotos/perfis/bruno.jpg", profilePicType: "image/jpeg" })
      .where(eq(users.email, "sourcing@demo.local"));
    const profile = (await (await t.request("/auth/profile/", { token })).json()) as { profile_pic: string };
    expect(profile.profile_pic).toBe("https://storage.googleapis.com/legado-fotos/perfis/bruno.jpg");
  });
});
