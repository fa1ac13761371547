import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RFQ_FILE_MESSAGES } from "#contract/rfq/rfq-files.ts";
import { RFQ_BODY_REFUSALS } from "#contract/rfq/rfq-public.ts";
import { RFQ_LANGUAGES, type RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import { sourcingSuppliers } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { insertSourcing, onlySuppliers } from "#tests/support/suppliers.ts";

// The supplier side refuses a body it cannot read in the language asked, as its other refusals
// (docs/decisions/0072-supplier-side-doors.md): too large (413), not multipart, a broken or cut-off multipart (400).
const NOW = new Date("2026-11-27T15:00:00Z");
const BOUNDARY = "----resposta-do-supplier";

describe.each(drivers)("recusas do corpo no idioma do supplier (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await createTestApi(driver, { clock: () => NOW });
    const staff = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    const [supplierId] = (await onlySuppliers(db, "Ningbo Cookware")) as [number];
    const sourcingId = await insertSourcing(db, "Panelas de inox");
    await db.insert(sourcingSuppliers).values({ sourcingId, supplierId });
    token = await askByLink(t, staff, { sourcingId, supplierId });
  });
  afterEach(async () => {
    await t.close();
  });

  const query = (language: RfqLanguage | null) => (language ? `?lang=${language}` : "");
  const refusal = async (reply: Response) => [reply.status, ((await reply.json()) as { detail: string }).detail];

  for (const language of [...RFQ_LANGUAGES, null]) {
    const say = RFQ_BODY_REFUSALS[language ?? "en"];
    const where = language ?? "sem idioma (inglês)";

    it(`an answer over the size allowed: 413 in ${where}`, async () => {
      const big = JSON.stringify({ enviar: false, itens: [], observacoes: "x".repeat(1024 * 1024 + 1) });
      const reply = await t.request(`/api/rfq/${token}/${query(language)}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: big,
      });
      expect(await refusal(reply)).toEqual([413, say.tooLarge]);
    });

    it(`files that are not multipart, a multipart type without a boundary, a broken or cut-off body: 400 in ${where}`, async () => {
      const attach = (contentType: string, body: BodyInit) =>
        t.request(`/api/rfq/${token}/arquivos/${query(language)}`, { method: "POST", headers: { "Content-Type": contentType }, body });
      expect(await refusal(await attach("application/json", "{}"))).toEqual([400, say.notMultipart]);
      expect(await refusal(await attach("multipart/form-data", `--${BOUNDARY}\r\n`))).toEqual([400, say.broken]);
      const cut = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="arquivos"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7`;
      expect(await refusal(await attach(`multipart/form-data; boundary=${BOUNDARY}`, cut))).toEqual([400, say.broken]);
      const interrupted = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(cut));
          controller.error(new Error("conexão caiu"));
        },
      });
      const reply = await t.request(`/api/rfq/${token}/arquivos/${query(language)}`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: interrupted,
        duplex: "half",
      } as RequestInit);
      expect(await refusal(reply)).toEqual([400, say.interrupted]);
    });

    it(`files declared past the limit: 413 in ${where}`, async () => {
      const reply = await t.request(`/api/rfq/${token}/arquivos/${query(language)}`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, "Content-Length": String(200 * 1024 * 1024) },
        body: `--${BOUNDARY}--\r\n`,
      });
      expect(await refusal(reply)).toEqual([413, RFQ_FILE_MESSAGES[language ?? "en"].tooLarge]);
    });
  }

  it("staff's own routes still refuse in Portuguese", async () => {
    const reply = await t.request("/api/sourcings/rfq/post/?lang=zh", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ x: "x".repeat(1024 * 1024 + 1) }),
    });
    expect(await refusal(reply)).toEqual([413, "O corpo da requisição é grande demais."]);
  });
});
