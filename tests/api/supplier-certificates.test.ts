import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityReplySchema } from "#contract/activity/activity.ts";
import { type Certificate, certificateListReplySchema } from "#contract/suppliers/certificates.ts";
import { sourcingSupplierLinksSchema, supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { certificateTypes, supplierCertificates } from "#server/db/schema.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { sweepStorage } from "#server/storage/sweep.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { readCsv } from "#tests/support/exported.ts";
import { fingerprint } from "#tests/support/fingerprint.ts";
import { clearSuppliers, insertSourcing, insertSuppliers, listFiles } from "#tests/support/suppliers.ts";

// A supplier's certificates (docs/decisions/0070-supplier-certificates.md): CRUD in JSON and multipart, the
// situation computed on the API's clock in São Paulo's date, the list's filter, the export's column, the history and
// the lookup's administration.

const LIMIT = 1024;
/** The API's clock: 2026-03-10 at noon in São Paulo (15:00 UTC) unless a test moves it. */
const NOON = Date.parse("2026-03-10T15:00:00Z");
const TODAY = "2026-03-10";

const dayPlus = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function form(fields: Record<string, string>, file?: { bytes: string; name: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append("file", new Blob([file.bytes], { type: "application/pdf" }), file.name);
  return body;
}

describe.each(drivers)("certificados de fornecedor (%s)", (driver) => {
  let t: TestApi;
  let now = NOON;
  let token: string;
  let supplierA: number;
  let supplierB: number;
  let types: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApi(driver, { clock: () => new Date(now), supplierDocumentMaxBytes: LIMIT });
    token = (await t.login("sourcing@demo.local")).access;
    const rows = await t.database.db.select().from(certificateTypes);
    types = Object.fromEntries(rows.map((row) => [row.nome, row.id]));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    now = NOON;
    await clearSuppliers(t.database.db);
    const ids = await insertSuppliers(t.database.db, [
      { nome: "Ningbo Certa Kitchenware Co., Ltd.", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
      { nome: "Yiwu Vencida Trading Co., Ltd.", segmento: "Utilidades Domésticas", tipo: "Trading", source: "Alibaba", pais: "cn" },
    ]);
    supplierA = ids["Ningbo Certa Kitchenware Co., Ltd."] as number;
    supplierB = ids["Yiwu Vencida Trading Co., Ltd."] as number;
  });

  const post = (json: unknown, as = token) => t.request("/api/suppliers/certificados/post/", { method: "POST", json, token: as });
  const postForm = (body: FormData) => t.request("/api/suppliers/certificados/post/", { method: "POST", body, token });
  const alter = (json: unknown) => t.request("/api/suppliers/certificados/alter/", { method: "PUT", json, token });
  const alterForm = (body: FormData) => t.request("/api/suppliers/certificados/alter/", { method: "PUT", body, token });
  const remove = (id: number) => t.request("/api/suppliers/certificados/delete/", { method: "DELETE", json: { id }, token });
  const detail = async (reply: Response) => ((await reply.json()) as { detail: string }).detail;
  async function created(json: Record<string, unknown>): Promise<number> {
    const reply = await post(json);
    expect(reply.status, JSON.stringify(await reply.clone().json())).toBe(201);
    return ((await reply.json()) as { id: number }).id;
  }
  async function certificates(supplierId: number): Promise<Certificate[]> {
    const reply = await t.request(`/api/suppliers/certificados/?id_supplier=${supplierId}`, { token });
    expect(reply.status).toBe(200);
    return certificateListReplySchema.parse(await reply.json()).results;
  }
  async function history(supplierId: number) {
    const reply = await t.request(`/api/activity/?entity_type=supplier&entity_id=${supplierId}`, { token });
    return activityReplySchema.parse(await reply.json()).results;
  }

  it("lists the seven types, versioned like the other lookups (ETag, 304)", async () => {
    const first = await t.request("/api/suppliers/certificados/tipos/", { token });
    expect(first.status).toBe(200);
    const names = ((await first.json()) as { nome: string }[]).map((type) => type.nome);
    expect(names.toSorted()).toEqual(
      [
        "Auditoria BSCI",
        "Auditoria SMETA",
        "Certificação Inmetro",
        "Inspeção de qualidade",
        "ISO 9001",
        "Licença comercial",
        "Outro",
      ].toSorted(),
    );
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/"v\d+"$/);
    const again = await t.request("/api/suppliers/certificados/tipos/", { token, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("creates, reads, edits and deletes a certificate (JSON), each change in the supplier's history", async () => {
    const id = await created({
      id_supplier: supplierA,
      id_tipo: types["ISO 9001"],
      numero: " CN-QMS-0187 ",
      emissor: "SGS China",
      emitido_em: "2025-04-01",
      valido_ate: "2027-04-01",
      observacoes: "Escopo: panelas de aço inox.",
    });
    expect(await certificates(supplierA)).toEqual([
      {
        id,
        id_supplier: supplierA,
        id_tipo: types["ISO 9001"],
        tipo: "ISO 9001",
        numero: "CN-QMS-0187",
        emissor: "SGS China",
        emitido_em: "2025-04-01",
        valido_ate: "2027-04-01",
        arquivo: null,
        observacoes: "Escopo: panelas de aço inox.",
        situacao: "valido",
        dias: 387,
      },
    ]);

    const changed = await alter({ id, valido_ate: dayPlus(10), emissor: "", id_tipo: types["Auditoria BSCI"] });
    expect(changed.status).toBe(200);
    expect(await detail(changed)).toBe("Certificado atualizado.");
    const [edited] = await certificates(supplierA);
    expect(edited).toMatchObject({
      tipo: "Auditoria BSCI",
      emissor: "",
      numero: "CN-QMS-0187",
      valido_ate: dayPlus(10),
      situacao: "vencendo",
      dias: 10,
    });

    const deleted = await remove(id);
    expect(deleted.status).toBe(200);
    expect(await detail(deleted)).toBe("Certificado excluído.");
    expect(await certificates(supplierA)).toEqual([]);
    const again = await remove(id);
    expect(again.status).toBe(404);
    expect(await detail(again)).toBe("Certificado não encontrado.");

    const rows = (await history(supplierA)).map(({ action, field, subject, old, new: next }) => ({
      action,
      field,
      subject,
      old,
      new: next,
    }));
    const subject = { id, nome: "ISO 9001 nº CN-QMS-0187" };
    expect(rows).toEqual([
      { action: "removeu", field: "certificado", subject: null, old: "Auditoria BSCI nº CN-QMS-0187", new: null },
      {
        action: "alterou",
        field: "certificado_tipo",
        subject,
        old: { id: types["ISO 9001"], nome: "ISO 9001" },
        new: { id: types["Auditoria BSCI"], nome: "Auditoria BSCI" },
      },
      { action: "alterou", field: "certificado_emissor", subject, old: "SGS China", new: null },
      { action: "alterou", field: "certificado_valido_ate", subject, old: "2027-04-01", new: dayPlus(10) },
      { action: "adicionou", field: "certificado", subject: null, old: null, new: "ISO 9001 nº CN-QMS-0187" },
    ]);
  });

  it("refuses bad input with Portuguese messages, per field, writing nothing", async () => {
    const before = await fingerprint(t.database.db);
    const cases: [unknown, number, string, string][] = [
      [{ id_supplier: supplierA }, 400, "id_tipo", "Selecione o tipo do certificado."],
      [{ id_tipo: types.Outro }, 400, "id_supplier", "Informe o fornecedor (id_supplier)."],
      [{ id_supplier: supplierA, id_tipo: "abc" }, 400, "id_tipo", "Selecione o tipo do certificado."],
      [{ id_supplier: supplierA, id_tipo: 999_999 }, 400, "id_tipo", "Tipo de certificado não encontrado."],
      [{ id_supplier: 999_999, id_tipo: types.Outro }, 404, "", "Fornecedor não encontrado."],
      [
        { id_supplier: supplierA, id_tipo: types.Outro, valido_ate: "2026-02-30" },
        400,
        "valido_ate",
        "Data de validade inválida: use uma data real no formato AAAA-MM-DD.",
      ],
      [
        { id_supplier: supplierA, id_tipo: types.Outro, emitido_em: "10/03/2026" },
        400,
        "emitido_em",
        "Data de emissão inválida: use uma data real no formato AAAA-MM-DD.",
      ],
      [
        { id_supplier: supplierA, id_tipo: types.Outro, emitido_em: "2026-03-10", valido_ate: "2026-03-09" },
        400,
        "valido_ate",
        "A validade não pode ser anterior à data de emissão.",
      ],
      [
        { id_supplier: supplierA, id_tipo: types.Outro, numero: "x".repeat(101) },
        400,
        "numero",
        "O número pode ter no máximo 100 caracteres.",
      ],
    ];
    for (const [body, status, field, message] of cases) {
      const reply = await post(body);
      const json = (await reply.json()) as { detail: string; errors?: Record<string, string[]> };
      expect(reply.status, JSON.stringify(body)).toBe(status);
      expect(json.detail, JSON.stringify(body)).toBe(message);
      if (field) expect(json.errors?.[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await fingerprint(t.database.db)).toEqual(before);

    // An edit is checked against what it keeps: a validity before the stored issue date is refused.
    const id = await created({ id_supplier: supplierA, id_tipo: types.Outro, emitido_em: "2026-01-15" });
    const reversed = await alter({ id, valido_ate: "2026-01-14" });
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual({
      detail: "A validade não pode ser anterior à data de emissão.",
      errors: { valido_ate: ["A validade não pode ser anterior à data de emissão."] },
    });
    expect((await alter({ id: 999_999, numero: "1" })).status).toBe(404);
    expect((await t.request(`/api/suppliers/certificados/?id_supplier=999999`, { token })).status).toBe(404);
    const noSupplier = await t.request("/api/suppliers/certificados/", { token });
    expect(noSupplier.status).toBe(400);
    expect(await detail(noSupplier)).toBe("Informe o fornecedor (id_supplier).");
  });

  it("situacao and dias on São Paulo's date: -1, 0, 29, 30, 31 days left and no validity", async () => {
    const expected: [number | null, string][] = [
      [-1, "vencido"],
      [0, "vencendo"],
      [29, "vencendo"],
      [30, "vencendo"],
      [31, "valido"],
      [null, "sem_validade"],
    ];
    for (const [days] of expected)
      await created({
        id_supplier: supplierA,
        id_tipo: types.Outro,
        numero: String(days),
        valido_ate: days === null ? null : dayPlus(days),
      });
    const listed = await certificates(supplierA);
    // The nearest expiry first, those without one last.
    expect(listed.map((c) => [c.dias, c.situacao])).toEqual(expected);

    // 23:59 in São Paulo is still the 10th (02:59 UTC on the 11th); at midnight the last day has passed.
    now = Date.parse("2026-03-11T02:59:00Z");
    expect((await certificates(supplierA)).find((c) => c.numero === "0")).toMatchObject({ situacao: "vencendo", dias: 0 });
    now = Date.parse("2026-03-11T03:00:00Z");
    expect((await certificates(supplierA)).find((c) => c.numero === "0")).toMatchObject({ situacao: "vencido", dias: -1 });
  });

  it("filters the supplier list by certificado=vencendo|vencido on today's date, and refuses another value", async () => {
    await created({ id_supplier: supplierA, id_tipo: types["ISO 9001"], valido_ate: dayPlus(30) });
    await created({ id_supplier: supplierA, id_tipo: types.Outro, valido_ate: dayPlus(400) });
    await created({ id_supplier: supplierB, id_tipo: types["Certificação Inmetro"], valido_ate: dayPlus(-1) });
    await created({ id_supplier: supplierB, id_tipo: types["Licença comercial"], valido_ate: null });
    const names = async (query: string) => {
      const reply = await t.request(`/api/suppliers/?${query}`, { token });
      expect(reply.status, query).toBe(200);
      return supplierListReplySchema.parse(await reply.json()).results.map((s) => s.supplier_nome);
    };
    expect(await names("certificado=vencendo")).toEqual(["Ningbo Certa Kitchenware Co., Ltd."]);
    expect(await names("certificado=vencido")).toEqual(["Yiwu Vencida Trading Co., Ltd."]);
    expect(await names("certificado=")).toHaveLength(2);

    // A day later the 30 days left are 29 (still expiring); 31 days later the first has lapsed too.
    now = NOON + 31 * 86_400_000;
    expect(await names("certificado=vencido")).toEqual(["Ningbo Certa Kitchenware Co., Ltd.", "Yiwu Vencida Trading Co., Ltd."]);
    expect(await names("certificado=vencendo")).toEqual([]);

    for (const path of ["/api/suppliers/?certificado=valido", "/api/suppliers/export/?format=csv&certificado=1"]) {
      const bad = await t.request(path, { token });
      expect(bad.status, path).toBe(400);
      expect(await bad.json()).toEqual({
        detail: "O filtro certificado aceita apenas vencendo ou vencido.",
        errors: { certificado: ["O filtro certificado aceita apenas vencendo ou vencido."] },
      });
    }
  });

  it("marks each listed supplier with the worse certificate needing action (vencido over vencendo), or null", async () => {
    const situations = async () => {
      const reply = await t.request("/api/suppliers/", { token });
      expect(reply.status).toBe(200);
      const rows = supplierListReplySchema.parse(await reply.json()).results;
      return Object.fromEntries(rows.map((s) => [s.supplier_nome, s.certificado_situacao]));
    };
    const A = "Ningbo Certa Kitchenware Co., Ltd.";
    const B = "Yiwu Vencida Trading Co., Ltd.";
    expect(await situations()).toEqual({ [A]: null, [B]: null });

    // 31 days left and no validity: nothing to act on.
    await created({ id_supplier: supplierA, id_tipo: types["ISO 9001"], valido_ate: dayPlus(31) });
    await created({ id_supplier: supplierA, id_tipo: types["Licença comercial"], valido_ate: null });
    // 30 days left (its last day counted): about to expire; one lapsed yesterday beside one about to expire: lapsed.
    await created({ id_supplier: supplierB, id_tipo: types["Certificação Inmetro"], valido_ate: dayPlus(30) });
    await created({ id_supplier: supplierB, id_tipo: types.Outro, valido_ate: dayPlus(-1) });
    expect(await situations()).toEqual({ [A]: null, [B]: "vencido" });

    // A day later the first has 30 days left; on its last day it is still 'vencendo'; the day after, lapsed.
    now = NOON + 86_400_000;
    expect(await situations()).toEqual({ [A]: "vencendo", [B]: "vencido" });
    now = NOON + 31 * 86_400_000;
    expect(await situations()).toEqual({ [A]: "vencendo", [B]: "vencido" });
    now = NOON + 32 * 86_400_000;
    expect(await situations()).toEqual({ [A]: "vencido", [B]: "vencido" });
  });

  it("names each linked supplier's lapsed certificates in a sourcing's links, the longest lapsed first", async () => {
    const sourcingId = await insertSourcing(t.database.db, "Panelas de inox");
    for (const id_supplier of [supplierA, supplierB]) {
      const link = await t.request("/api/sourcings-suppliers/post/", {
        method: "POST",
        json: { id_sourcing: sourcingId, id_supplier, status: "Não iniciado" },
        token,
      });
      expect(link.status).toBe(201);
    }
    await created({ id_supplier: supplierA, id_tipo: types["ISO 9001"], valido_ate: TODAY });
    await created({ id_supplier: supplierA, id_tipo: types["Licença comercial"], valido_ate: null });
    await created({ id_supplier: supplierB, id_tipo: types["Certificação Inmetro"], valido_ate: dayPlus(-1) });
    await created({ id_supplier: supplierB, id_tipo: types["Auditoria BSCI"], valido_ate: dayPlus(-40) });
    const lapsed = async () => {
      const reply = await t.request(`/api/sourcings-suppliers/?id_sourcing=${sourcingId}`, { token });
      expect(reply.status).toBe(200);
      const links = sourcingSupplierLinksSchema.parse(await reply.json());
      return Object.fromEntries(links.map((link) => [link.id_supplier, link.certificados_vencidos]));
    };
    // Valid until today is valid today.
    expect(await lapsed()).toEqual({
      [supplierA]: [],
      [supplierB]: [
        { tipo: "Auditoria BSCI", valido_ate: dayPlus(-40) },
        { tipo: "Certificação Inmetro", valido_ate: dayPlus(-1) },
      ],
    });
    now = NOON + 86_400_000;
    expect((await lapsed())[supplierA]).toEqual([{ tipo: "ISO 9001", valido_ate: TODAY }]);
  });

  it("exports the next expiry (today or later) as dd/mm/aaaa, empty when there is none", async () => {
    await created({ id_supplier: supplierA, id_tipo: types["ISO 9001"], valido_ate: "2026-09-30" });
    await created({ id_supplier: supplierA, id_tipo: types.Outro, valido_ate: TODAY });
    await created({ id_supplier: supplierA, id_tipo: types["Auditoria BSCI"], valido_ate: dayPlus(-1) });
    await created({ id_supplier: supplierB, id_tipo: types["Certificação Inmetro"], valido_ate: dayPlus(-1) });
    const reply = await t.request("/api/suppliers/export/?format=csv&order_by=nome", { token });
    expect(reply.status).toBe(200);
    const { rows } = readCsv(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await reply.arrayBuffer()));
    const header = rows[0] as string[];
    const column = header.indexOf("Próximo vencimento");
    expect(column).toBe(header.length - 1);
    expect(rows.slice(1).map((row) => [row[0], row[column]])).toEqual([
      ["Ningbo Certa Kitchenware Co., Ltd.", "10/03/2026"],
      ["Yiwu Vencida Trading Co., Ltd.", ""],
    ]);
  });

  it("stores a file sent with the certificate, replaces it, removes it, and leaves no orphan on a refusal", async () => {
    const sent = await postForm(
      form(
        { id_supplier: String(supplierA), id_tipo: String(types["Auditoria SMETA"]), numero: "SMETA-77", valido_ate: dayPlus(90) },
        { bytes: "%PDF-1.4 auditoria", name: "Relatório SMETA – 审核.pdf" },
      ),
    );
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    expect(listFiles(t.storageDir)).toHaveLength(1);
    const [withFile] = await certificates(supplierA);
    expect(withFile?.arquivo).toMatchObject({ filename: "Relatório SMETA – 审核.pdf", size: 18 });
    const download = await t.request(withFile?.arquivo?.fileurl ?? "");
    expect(download.status).toBe(200);
    expect(await download.text()).toBe("%PDF-1.4 auditoria");
    // The start-up sweep knows a certificate's file is not an orphan.
    const swept = await sweepStorage(t.database.db, new LocalStorage(t.storageDir), { graceMs: 0 });
    expect([swept.orphans, swept.missing]).toEqual([0, []]);
    expect(listFiles(t.storageDir)).toHaveLength(1);

    // Refused after the file arrived: the object is deleted, no row is written.
    const before = await fingerprint(t.database.db);
    const refusals: [FormData, number][] = [
      [form({ id_supplier: String(supplierA), id_tipo: "0" }, { bytes: "%PDF x", name: "x.pdf" }), 400],
      [form({ id_supplier: "999999", id_tipo: String(types.Outro) }, { bytes: "%PDF x", name: "x.pdf" }), 404],
      [form({ id_supplier: String(supplierA), id_tipo: String(types.Outro) }, { bytes: "x".repeat(LIMIT + 1), name: "grande.pdf" }), 413],
      [form({ id_supplier: String(supplierA), id_tipo: String(types.Outro) }, { bytes: "", name: "vazio.pdf" }), 400],
    ];
    for (const [body, status] of refusals) {
      const reply = await postForm(body);
      expect(reply.status).toBe(status);
      expect(await detail(reply)).not.toBe("");
    }
    const both = await alterForm(form({ id: String(id), remover_arquivo: "1" }, { bytes: "%PDF y", name: "y.pdf" }));
    expect(both.status).toBe(400);
    expect(await detail(both)).toBe("Envie um arquivo novo ou remova o atual, não os dois.");
    expect(await fingerprint(t.database.db)).toEqual(before);
    expect(listFiles(t.storageDir)).toHaveLength(1);

    // A multipart alter without a file changes the fields; with one, it replaces the stored file.
    expect((await alterForm(form({ id: String(id), emissor: "Intertek" }))).status).toBe(200);
    const replaced = await alterForm(form({ id: String(id) }, { bytes: "%PDF-1.4 nova versão", name: "Relatório SMETA – 审核.pdf" }));
    expect(replaced.status).toBe(200);
    const files = listFiles(t.storageDir);
    expect(files).toHaveLength(1);
    expect(readFileSync(files[0] as string, "utf8")).toBe("%PDF-1.4 nova versão");
    expect((await certificates(supplierA))[0]).toMatchObject({
      emissor: "Intertek",
      arquivo: { size: Buffer.byteLength("%PDF-1.4 nova versão") },
    });

    const removed = await alter({ id, remover_arquivo: true });
    expect(removed.status).toBe(200);
    expect(listFiles(t.storageDir)).toHaveLength(0);
    expect((await certificates(supplierA))[0]?.arquivo).toBeNull();

    const rows = (await history(supplierA)).filter((row) => row.field === "certificado_arquivo").map((row) => [row.old, row.new]);
    // Newest first: removed, then the same name sent again (a replacement), none before.
    expect(rows).toEqual([
      ["Relatório SMETA – 审核.pdf", null],
      ["Relatório SMETA – 审核.pdf", "Relatório SMETA – 审核.pdf"],
    ]);

    // Deleting the certificate, or its supplier, deletes its file.
    expect((await alterForm(form({ id: String(id) }, { bytes: "%PDF 3", name: "3.pdf" }))).status).toBe(200);
    expect(listFiles(t.storageDir)).toHaveLength(1);
    expect((await remove(id)).status).toBe(200);
    expect(listFiles(t.storageDir)).toHaveLength(0);
    const other = await postForm(
      form({ id_supplier: String(supplierB), id_tipo: String(types.Outro) }, { bytes: "%PDF 4", name: "4.pdf" }),
    );
    expect(other.status).toBe(201);
    expect(listFiles(t.storageDir)).toHaveLength(1);
    expect((await t.request("/api/suppliers/delete/", { method: "DELETE", json: { id: supplierB }, token })).status).toBe(200);
    expect(listFiles(t.storageDir)).toHaveLength(0);
    expect(await t.database.db.select().from(supplierCertificates).where(eq(supplierCertificates.supplierId, supplierB))).toEqual([]);
  });

  it("needs a signed-in user; team 1 may add and remove certificates, as it may the supplier's documents", async () => {
    const anonymous = await t.request(`/api/suppliers/certificados/?id_supplier=${supplierA}`);
    expect(anonymous.status).toBe(401);
    const { access } = await t.login("consulta@demo.local");
    const reply = await post({ id_supplier: supplierA, id_tipo: types.Outro }, access);
    expect(reply.status).toBe(201);
    const { id } = (await reply.json()) as { id: number };
    expect((await t.request("/api/suppliers/certificados/delete/", { method: "DELETE", json: { id }, token: access })).status).toBe(200);
  });

  it("the administrator's list of types: in use refused with a count, a new type offered at once", async () => {
    const admin = (await t.login("admin@demo.local")).access;
    const lookups = (init: { method?: string; json?: unknown } = {}) =>
      t.request("/api/admin/lookups/tipos-certificado/", { token: admin, ...init });
    await created({ id_supplier: supplierA, id_tipo: types["ISO 9001"] });
    await created({ id_supplier: supplierB, id_tipo: types["ISO 9001"] });
    const listed = (await (await lookups()).json()) as { id: number; nome: string; em_uso: number }[];
    expect(listed.find((type) => type.nome === "ISO 9001")?.em_uso).toBe(2);
    const refused = await lookups({ method: "DELETE", json: { id: types["ISO 9001"] } });
    expect(refused.status).toBe(409);
    expect(await detail(refused)).toBe("Em uso por 2 registros.");
    expect((await lookups({ method: "POST", json: { nome: "iso 9001" } })).status).toBe(409);

    const added = await lookups({ method: "POST", json: { nome: "Certificação CE" } });
    expect(added.status).toBe(201);
    const offered = (await (await t.request("/api/suppliers/certificados/tipos/", { token })).json()) as { nome: string }[];
    expect(offered.map((type) => type.nome)).toContain("Certificação CE");
    // Not by the others.
    expect((await t.request("/api/admin/lookups/tipos-certificado/", { token })).status).toBe(403);
  });
});
