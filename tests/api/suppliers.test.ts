import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { supplierDetailSchema, supplierListItemSchema } from "#contract/suppliers/suppliers.ts";
import {
  productCategories,
  products,
  productSuppliers,
  segments,
  sources,
  sourcingSuppliers,
  supplierDocuments,
  suppliers,
  supplierTypes,
} from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearSuppliers, type FixtureSupplier, insertSourcing, insertSuppliers, listFiles, lookupIdOf } from "#tests/support/suppliers.ts";

const A = "Alpha Têxtil";
const B = "Indústria Paulista de Utensílios";
const C = "Beta Eletrônicos";
const D = "Gamma 50% Ferramentas";
const E = "Delta_Brinquedos";

const FIXTURES: FixtureSupplier[] = [
  { nome: A, segmento: "Têxtil", tipo: "Fabricante", source: "Alibaba", pais: "cn", documents: ["qc"], notas: [8, 9] },
  {
    nome: B,
    segmento: "Utilidades Domésticas",
    tipo: "Trading",
    source: "Indicação",
    pais: "br",
    blacklisted: true,
    documents: ["audit"],
    notas: [4],
  },
  { nome: C, segmento: "Eletrônicos", tipo: "Distribuidor", source: "Canton Fair", pais: "cn", documents: ["catalogo"], notas: [null] },
  { nome: D, segmento: "Ferramentas", tipo: "Agente", source: "1688", pais: "vn", blacklisted: true },
  { nome: E, segmento: "Brinquedos", tipo: "Fabricante", source: "Alibaba", pais: "us", notas: [10] },
];

describe.each(drivers)("fornecedores (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  const get = async (path: string) => {
    const response = await t.request(path, { token });
    return { status: response.status, body: await response.json() };
  };
  const names = async (query: string) => {
    const { status, body } = await get(`/api/suppliers/?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.results as { supplier_nome: string }[]).map((r) => r.supplier_nome);
  };
  const lookupId = (table: typeof segments | typeof sources | typeof supplierTypes, nome: string) => lookupIdOf(t.database.db, table, nome);
  const validPayload = async () => ({
    nome: "Ningbo Haoyu Kitchenware Co., Ltd.",
    id_segmento: await lookupId(segments, "Utilidades Domésticas"),
    id_source: await lookupId(sources, "Canton Fair"),
    id_tiposupplier: await lookupId(supplierTypes, "Fabricante"),
    codpais: "cn",
    contato_nome: "Lily Wang",
    contato_telefone: "8613800138000",
    contato_email: "lily@haoyu.com",
    contato_wechat: "haoyu_88",
    contato_website: "www.haoyu.com",
    contato_endereco: "No. 88 Industrial Road, Ningbo",
  });

  describe("GET /api/suppliers/ (list)", () => {
    let ids: Record<string, number>;
    beforeEach(async () => {
      await clearSuppliers(t.database.db);
      ids = await insertSuppliers(t.database.db, FIXTURES);
    });

    it("lists by name (accents folded), with the contract's item shape, average and sourcings", async () => {
      const { body } = await get("/api/suppliers/");
      expect(body.results.map((r: { supplier_nome: string }) => r.supplier_nome)).toEqual([A, C, E, D, B]);
      expect(body.pagination).toEqual({
        current_page: 1,
        total_pages: 1,
        page_size: 30,
        total_items: 5,
        has_next: false,
        has_previous: false,
      });
      for (const item of body.results) supplierListItemSchema.parse(item);
      const alpha = body.results[0];
      expect(alpha).toEqual({
        supplier_id: ids[A],
        supplier_nome: A,
        supplier_nome_segmento: "Têxtil",
        supplier_nome_pais: "China",
        supplier_cod_pais: "cn",
        supplier_icon_pais: "/flags/cn.svg",
        supplier_nome_tipo: "Fabricante",
        supplier_nome_source: "Alibaba",
        supplier_blacklisted: 0,
        sourcing_avg_nota: 8.5,
        sourcings: ["Sourcing Teste A", "Sourcing Teste B"],
        certificado_situacao: null,
      });
      const byName = Object.fromEntries(body.results.map((r: { supplier_nome: string }) => [r.supplier_nome, r]));
      expect(byName[B].supplier_blacklisted).toBe(1);
      expect(byName[B].sourcing_avg_nota).toBe(4);
      expect(byName[C].sourcing_avg_nota).toBeNull();
      expect(byName[D].sourcings).toEqual([]);
    });

    it("searches by name ignoring case and accents, with LIKE wildcards taken literally", async () => {
      expect(await names("search=industria")).toEqual([B]);
      expect(await names("search=INDÚSTRIA%20paulista")).toEqual([B]);
      expect(await names("search=textil")).toEqual([A]);
      expect(await names(`search=${encodeURIComponent("50%")}`)).toEqual([D]);
      expect(await names("search=_")).toEqual([E]);
      expect(await names("search=zzz")).toEqual([]);
    });

    it("filters by type, country, segment and source names", async () => {
      expect(await names("tipo=Trading")).toEqual([B]);
      expect(await names("tipo=Fabricante")).toEqual([A, E]);
      expect(await names("pais=BR")).toEqual([B]);
      expect(await names("pais=cn")).toEqual([A, C]);
      expect(await names(`segmento=${encodeURIComponent("Têxtil")}`)).toEqual([A]);
      expect(await names("source=Alibaba")).toEqual([A, E]);
      expect(await names("tipo=Inexistente")).toEqual([]);
    });

    it("hides blacklisted suppliers with blacklisted=1 and shows all otherwise", async () => {
      expect(await names("blacklisted=1")).toEqual([A, C, E]);
      expect(await names("blacklisted=0")).toEqual([A, C, E, D, B]);
    });

    it("filters by each document and by sourcing participation, both ways", async () => {
      expect(await names("has_qc=1")).toEqual([A]);
      expect(await names("has_qc=0")).toEqual([C, E, D, B]);
      expect(await names("has_audit=1")).toEqual([B]);
      expect(await names("has_catalog=1")).toEqual([C]);
      expect(await names("has_catalog=0")).toEqual([A, E, D, B]);
      expect(await names("has_sourcing=1")).toEqual([A, C, E, B]);
      expect(await names("has_sourcing=0")).toEqual([D]);
    });

    it("filters by average grade: nulls excluded only by a narrower range or sem_nota", async () => {
      expect(await names("nota_min=5")).toEqual([A, E]);
      expect(await names("nota_max=5")).toEqual([B]);
      expect(await names("nota_min=8.5&nota_max=8.5")).toEqual([A]);
      expect(await names("nota_min=0&nota_max=10")).toEqual([A, C, E, D, B]);
      expect(await names("sem_nota=1")).toEqual([A, E, B]);
      expect(await names("sem_nota=0")).toEqual([A, C, E, D, B]);
    });

    it("combines filters in SQL so totals stay right", async () => {
      expect(await names("source=Alibaba&pais=cn")).toEqual([A]);
      expect(await names("has_sourcing=1&blacklisted=1&nota_min=9")).toEqual([E]);
      expect(await names("search=a&has_qc=0&order_by=nome&order_direction=desc")).toEqual([B, D, E, C]);
      const { body } = await get("/api/suppliers/?tipo=Fabricante&page_size=1");
      expect(body.results.map((r: { supplier_nome: string }) => r.supplier_nome)).toEqual([A]);
      expect(body.pagination).toMatchObject({ total_items: 2, total_pages: 2, has_next: true });
    });

    it.each([
      ["nome", [A, C, E, D, B], [B, D, E, C, A]],
      ["segmento", [E, C, D, A, B], [B, A, D, C, E]],
      ["pais", [B, A, C, E, D], [D, E, C, A, B]],
      ["tipo", [D, C, A, E, B], [B, E, A, C, D]],
      ["source", [D, A, E, C, B], [B, C, E, A, D]],
      ["blacklisted", [A, C, E, B, D], [D, B, E, C, A]],
      ["nota", [B, A, E, C, D], [E, A, B, D, C]],
    ])("sorts by %s both ways (missing grades last, ties by id)", async (field, asc, desc) => {
      expect(await names(`order_by=${field}`)).toEqual(asc);
      expect(await names(`order_by=${field}&order_direction=asc`)).toEqual(asc);
      expect(await names(`order_by=${field}&order_direction=desc`)).toEqual(desc);
    });

    it("paginates: pages, last page, page past the end, empty result and the picker size", async () => {
      const first = await get("/api/suppliers/?page_size=2");
      expect(first.body.results.map((r: { supplier_nome: string }) => r.supplier_nome)).toEqual([A, C]);
      expect(first.body.pagination).toEqual({
        current_page: 1,
        total_pages: 3,
        page_size: 2,
        total_items: 5,
        has_next: true,
        has_previous: false,
      });
      const last = await get("/api/suppliers/?page_size=2&page=3");
      expect(last.body.results.map((r: { supplier_nome: string }) => r.supplier_nome)).toEqual([B]);
      expect(last.body.pagination).toMatchObject({ current_page: 3, has_next: false, has_previous: true });
      const past = await get("/api/suppliers/?page_size=2&page=9");
      expect(past.status).toBe(200);
      expect(past.body).toEqual({
        results: [],
        pagination: { current_page: 9, total_pages: 3, page_size: 2, total_items: 5, has_next: false, has_previous: true },
      });
      const empty = await get("/api/suppliers/?search=nada-assim");
      expect(empty.body.pagination).toEqual({
        current_page: 1,
        total_pages: 1,
        page_size: 30,
        total_items: 0,
        has_next: false,
        has_previous: false,
      });
      const picker = await get("/api/suppliers/?page_size=5000");
      expect(picker.status).toBe(200);
      expect(picker.body.results).toHaveLength(5);
    });

    it.each([
      ["page_size=5001", "O tamanho de página máximo é 5000."],
      ["page=0", "Página inválida: informe um número inteiro de 1 a 1.000.000."],
      ["page=abc", "Página inválida: informe um número inteiro de 1 a 1.000.000."],
      ["page=-1", "Página inválida: informe um número inteiro de 1 a 1.000.000."],
      ["page_size=0", "Tamanho de página inválido: informe um número inteiro a partir de 1."],
      [
        "order_by=nome;drop%20table%20suppliers",
        "Campo de ordenação inválido. Use: nome, segmento, pais, tipo, source, blacklisted, nota.",
      ],
      ["order_by=id", "Campo de ordenação inválido. Use: nome, segmento, pais, tipo, source, blacklisted, nota."],
      ["order_direction=up", "Direção de ordenação inválida: use asc ou desc."],
      ["nota_min=11", "A nota deve ser um número entre 0 e 10."],
      ["nota_max=abc", "A nota deve ser um número entre 0 e 10."],
      ["nota_min=6&nota_max=5", "A nota mínima não pode ser maior que a nota máxima."],
      ["has_qc=2", "O filtro has_qc aceita apenas 0 ou 1."],
      ["blacklisted=sim", "O filtro blacklisted aceita apenas 0 ou 1."],
    ])("refuses %s with 400 and a Portuguese detail", async (query, detail) => {
      const { status, body } = await get(`/api/suppliers/?${query}`);
      expect(status).toBe(400);
      expect(body.detail).toBe(detail);
    });

    it("returns one supplier's detail with ?id=, and an empty list for an unknown id", async () => {
      const { body } = await get(`/api/suppliers/?id=${ids[B]}`);
      expect(body.results).toHaveLength(1);
      const detail = supplierDetailSchema.parse(body.results[0]);
      expect(detail).toMatchObject({
        supplier_id: ids[B],
        supplier_nome: B,
        supplier_nome_tipo: "Trading",
        supplier_nome_segmento: "Utilidades Domésticas",
        supplier_nome_source: "Indicação",
        supplier_cod_pais: "br",
        supplier_nome_pais: "Brasil",
        supplier_icon_pais: "/flags/br.svg",
        supplier_blacklisted: 1,
        documents_qc: null,
        documents_catalogo: null,
      });
      expect(detail.documents_audit).toMatchObject({ filename: "audit.pdf", size: 10 });
      expect(detail.documents_audit?.fileurl).toMatch(/^\/files\/blob\/\?/);
      const unknown = await get("/api/suppliers/?id=999999");
      expect(unknown.status).toBe(200);
      expect(unknown.body.results).toEqual([]);
      expect((await get("/api/suppliers/?id=abc")).status).toBe(400);
    });
  });

  describe("lookups", () => {
    it("lists segments, sources and types as {id, nome} in Portuguese order", async () => {
      for (const path of ["segmentos", "sources", "tipos"]) {
        const { status, body } = await get(`/api/suppliers/${path}/`);
        expect(status).toBe(200);
        expect(body.length).toBeGreaterThan(3);
        for (const item of body) expect(Object.keys(item).sort()).toEqual(["id", "nome"]);
        const sorted = [...body].sort((a, b) => a.nome.localeCompare(b.nome, "pt-BR"));
        expect(body).toEqual(sorted);
      }
    });

    it("lists countries with code, Portuguese name and flag icon, ordered by name", async () => {
      const { body } = await get("/api/suppliers/paises/");
      expect(body.length).toBeGreaterThan(200);
      expect(body).toContainEqual(expect.objectContaining({ code: "br", nome: "Brasil", icon: "/flags/br.svg" }));
      const names = body.map((c: { nome: string }) => c.nome);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
      expect(names.indexOf("Áustria")).toBeLessThan(names.indexOf("Bahamas"));
    });
  });

  describe("POST /api/suppliers/post/", () => {
    it("creates a supplier (201) ignoring the empty documents_* fields", async () => {
      const payload = { ...(await validPayload()), documents_qc: "", documents_audit: "", documents_catalogo: "" };
      const response = await t.request("/api/suppliers/post/", { method: "POST", json: payload, token });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body.detail).toBe("Supplier criado com sucesso!");
      const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, body.id));
      expect(row).toMatchObject({
        nome: payload.nome,
        codPais: "cn",
        blacklisted: false,
        contatoTelefone: "8613800138000",
        contatoEmail: "lily@haoyu.com",
      });
    });

    it("refuses team 1 with 403", async () => {
      const consulta = (await t.login("consulta@demo.local")).access;
      const response = await t.request("/api/suppliers/post/", { method: "POST", json: await validPayload(), token: consulta });
      expect(response.status).toBe(403);
    });

    it.each([
      ["nome", { nome: "" }, "Preencha todos os campos obrigatórios."],
      ["id_segmento", { id_segmento: undefined }, "Preencha todos os campos obrigatórios."],
      ["id_source", { id_source: "" }, "Preencha todos os campos obrigatórios."],
      ["contato_email", { contato_email: "lily@haoyu" }, "Email inválido"],
      ["contato_telefone", { contato_telefone: "+86 138-0013" }, "O telefone deve conter apenas números."],
      ["id_segmento", { id_segmento: 999999 }, "Segmento não encontrado."],
      ["id_source", { id_source: 999999 }, "Source não encontrado."],
      ["id_tiposupplier", { id_tiposupplier: 999999 }, "Tipo de supplier não encontrado."],
      ["codpais", { codpais: "zz" }, "País não encontrado."],
    ])("refuses a bad %s with 400 and its message", async (field, change, message) => {
      const response = await t.request("/api/suppliers/post/", { method: "POST", json: { ...(await validPayload()), ...change }, token });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.detail).toBe(message);
      expect(body.errors[field]).toContain(message);
    });
  });

  describe("PUT /api/suppliers/alter/", () => {
    let id: number;
    beforeEach(async () => {
      const response = await t.request("/api/suppliers/post/", { method: "POST", json: await validPayload(), token });
      id = (await response.json()).id;
    });

    it("saves the fields, blacklisted included, and moves updated_at", async () => {
      const [before] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, id));
      const payload = {
        ...(await validPayload()),
        id,
        nome: "Ningbo Haoyu Housewares",
        codpais: "VN",
        blacklisted: true,
        contato_telefone: "84903123456",
      };
      const response = await t.request("/api/suppliers/alter/", { method: "PUT", json: payload, token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: "Supplier atualizado com sucesso!" });
      const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.id, id));
      expect(row).toMatchObject({ nome: "Ningbo Haoyu Housewares", codPais: "vn", blacklisted: true, contatoTelefone: "84903123456" });
      expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? 0);
    });

    it("requires the name, checks e-mail and lookups, and answers 404 for an unknown id", async () => {
      const base = { ...(await validPayload()), id };
      const noName = await t.request("/api/suppliers/alter/", { method: "PUT", json: { ...base, nome: " " }, token });
      expect(noName.status).toBe(400);
      expect((await noName.json()).detail).toBe("Nome do supplier é obrigatório");
      const badEmail = await t.request("/api/suppliers/alter/", { method: "PUT", json: { ...base, contato_email: "x" }, token });
      expect((await badEmail.json()).detail).toBe("Email inválido");
      const badSegment = await t.request("/api/suppliers/alter/", { method: "PUT", json: { ...base, id_segmento: 999999 }, token });
      expect(badSegment.status).toBe(400);
      const unknown = await t.request("/api/suppliers/alter/", { method: "PUT", json: { ...base, id: 999999 }, token });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).detail).toBe("Fornecedor não encontrado.");
    });

    it("renames and removes a document through the document shape", async () => {
      const form = new FormData();
      form.append("supplier_id", String(id));
      form.append("file_type", "qc");
      form.append("file_action", "create");
      form.append("file", new Blob(["relatório"], { type: "text/plain" }), "qc.txt");
      expect((await t.request("/files/suppliers/upload/", { method: "POST", body: form, token })).status).toBe(201);

      const rename = await t.request("/api/suppliers/alter/", {
        method: "PUT",
        json: { id, documents_qc: { filename: "Inspeção final.txt", fileurl: "x" } },
        token,
      });
      expect(rename.status).toBe(200);
      const { body } = await get(`/api/suppliers/?id=${id}`);
      expect(body.results[0].documents_qc.filename).toBe("Inspeção final.txt");
      expect(listFiles(t.storageDir)).toHaveLength(1);

      const noDocument = await t.request("/api/suppliers/alter/", {
        method: "PUT",
        json: { id, documents_audit: { filename: "a.pdf" } },
        token,
      });
      expect(noDocument.status).toBe(400);
      const two = await t.request("/api/suppliers/alter/", {
        method: "PUT",
        json: { id, documents_qc: null, documents_audit: null },
        token,
      });
      expect(two.status).toBe(400);

      const remove = await t.request("/api/suppliers/alter/", { method: "PUT", json: { id, documents_qc: null }, token });
      expect(remove.status).toBe(200);
      expect(await t.database.db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, id))).toEqual([]);
      expect(listFiles(t.storageDir)).toHaveLength(0);

      const unknown = await t.request("/api/suppliers/alter/", { method: "PUT", json: { id: 999999, documents_qc: "" }, token });
      expect(unknown.status).toBe(404);
    });
  });

  describe("DELETE /api/suppliers/delete/", () => {
    it("deletes the supplier with its links, documents, quotes and stored files", async () => {
      const created = await t.request("/api/suppliers/post/", { method: "POST", json: await validPayload(), token });
      const id = (await created.json()).id as number;
      for (const type of ["qc", "catalogo"]) {
        const form = new FormData();
        form.append("supplier_id", String(id));
        form.append("file_type", type);
        form.append("file_action", "create");
        form.append("file", new Blob([`conteúdo ${type}`], { type: "text/plain" }), `${type}.txt`);
        expect((await t.request("/files/suppliers/upload/", { method: "POST", body: form, token })).status).toBe(201);
      }
      const db = t.database.db;
      await db.insert(sourcingSuppliers).values({ sourcingId: await insertSourcing(db, "Sourcing a apagar"), supplierId: id, nota: "7.5" });
      const [categoria] = await db.select().from(productCategories);
      const [product] = await db
        .insert(products)
        .values({ nome: "Garrafa térmica", categoriaId: categoria?.id as number, unidadeMedida: "peça" })
        .returning();
      await db.insert(productSuppliers).values({ productId: product?.id as number, supplierId: id, cotacao: "3.20" });
      expect(listFiles(t.storageDir)).toHaveLength(2);

      const response = await t.request("/api/suppliers/delete/", { method: "DELETE", json: { id }, token });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: "Supplier deletado!" });
      expect(await db.select().from(suppliers).where(eq(suppliers.id, id))).toEqual([]);
      expect(await db.select().from(sourcingSuppliers).where(eq(sourcingSuppliers.supplierId, id))).toEqual([]);
      expect(await db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, id))).toEqual([]);
      expect(await db.select().from(productSuppliers).where(eq(productSuppliers.supplierId, id))).toEqual([]);
      expect(
        await db
          .select()
          .from(products)
          .where(eq(products.id, product?.id as number)),
      ).toHaveLength(1);
      expect(listFiles(t.storageDir)).toHaveLength(0);

      const again = await t.request("/api/suppliers/delete/", { method: "DELETE", json: { id }, token });
      expect(again.status).toBe(404);
      expect((await again.json()).detail).toBe("Fornecedor não encontrado.");
      expect((await t.request("/api/suppliers/delete/", { method: "DELETE", json: {}, token })).status).toBe(400);
    });
  });

  it("requires a token on every call (401)", async () => {
    for (const [method, path] of [
      ["GET", "/api/suppliers/"],
      ["GET", "/api/suppliers/paises/"],
      ["POST", "/api/suppliers/post/"],
      ["PUT", "/api/suppliers/alter/"],
      ["DELETE", "/api/suppliers/delete/"],
    ] as const) {
      const response = await t.request(path, { method, json: method === "GET" ? undefined : {} });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("serves the demo seed: about 70 suppliers, 8 blacklisted, every segment", async () => {
    const { body } = await get("/api/suppliers/?page_size=5000");
    expect(body.pagination.total_items).toBeGreaterThanOrEqual(65);
    expect(body.results.filter((r: { supplier_blacklisted: number }) => r.supplier_blacklisted === 1)).toHaveLength(8);
    expect(await names("search=industria")).toContain("Indústria Paulista de Utensílios");
    const segmentos = await get("/api/suppliers/segmentos/");
    for (const s of segmentos.body) expect((await names(`segmento=${encodeURIComponent(s.nome)}&page_size=1`)).length).toBe(1);
  });
});
