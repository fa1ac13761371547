import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SOURCING_SORT_FIELDS, type Sourcing, sourcingListReplySchema } from "#contract/sourcings/sourcings.ts";
import { REQUIRED_FIELDS_MESSAGE } from "#contract/suppliers/suppliers.ts";
import { sourcings, sourcingSuppliers } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { categoryId, clearSourcings, insertSourcings, saoPauloDay, userId } from "#tests/support/sourcings.ts";
import { clearSuppliers, insertSuppliers } from "#tests/support/suppliers.ts";

type Key = string | null;
interface Fixture {
  descricao: string;
  categoria: string;
  status: string;
  dt_adicionado: string;
  dt_inicio: Key;
  dt_estimado: Key;
  dt_finalizado: Key;
  responsavel: Key;
  comercial: Key;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

describe.each(drivers)("sourcings (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let ids: number[];
  let fixtures: Fixture[];
  let people: Record<string, number>;
  let categories: Record<string, number>;

  beforeEach(async () => {
    t = await createTestApi(driver);
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    await clearSourcings(db);
    people = {};
    for (const email of ["sourcing", "li.wei", "mariana.souza", "comercial", "rafael.lima", "juliana.alves", "consulta"]) {
      people[email] = await userId(db, `${email}@demo.local`);
    }
    categories = { novo: await categoryId(db, "Novo produto"), alternativo: await categoryId(db, "Fornecedor alternativo") };
    const names: Record<string, string> = {
      sourcing: "Bruno Sourcing",
      "li.wei": "Li Wei",
      "mariana.souza": "Mariana Souza",
      comercial: "Carla Comercial",
      "rafael.lima": "Rafael Lima",
      "juliana.alves": "Juliana Alves",
    };
    const rows: (Fixture & { id_categoria: number; resp: string | null; com: string | null })[] = [
      {
        descricao: "Toalhas de algodão",
        categoria: "Novo produto",
        id_categoria: categories.novo as number,
        status: "Não iniciado",
        dt_adicionado: "2026-01-01T10:00:00.000Z",
        dt_inicio: null,
        dt_estimado: saoPauloDay(-1),
        dt_finalizado: null,
        resp: "sourcing",
        com: "comercial",
        responsavel: null,
        comercial: null,
      },
      {
        descricao: "Panelas de pressão",
        categoria: "Fornecedor alternativo",
        id_categoria: categories.alternativo as number,
        status: "Em andamento",
        dt_adicionado: "2026-01-02T10:00:00.000Z",
        dt_inicio: "2026-02-01T10:00:00.000Z",
        dt_estimado: saoPauloDay(0),
        dt_finalizado: null,
        resp: "li.wei",
        com: null,
        responsavel: null,
        comercial: null,
      },
      {
        descricao: "Cadeiras ergonômicas",
        categoria: "Novo produto",
        id_categoria: categories.novo as number,
        status: "Concluído",
        dt_adicionado: "2026-01-03T10:00:00.000Z",
        dt_inicio: "2026-02-03T10:00:00.000Z",
        dt_estimado: saoPauloDay(-1),
        dt_finalizado: "2026-03-01T10:00:00.000Z",
        resp: "sourcing",
        com: "rafael.lima",
        responsavel: null,
        comercial: null,
      },
      {
        descricao: "Brindes 50% off_x",
        categoria: "Fornecedor alternativo",
        id_categoria: categories.alternativo as number,
        status: "Cancelado",
        dt_adicionado: "2026-01-04T10:00:00.000Z",
        dt_inicio: null,
        dt_estimado: saoPauloDay(0),
        dt_finalizado: "2026-03-02T10:00:00.000Z",
        resp: null,
        com: "comercial",
        responsavel: null,
        comercial: null,
      },
      {
        descricao: "Lâmpadas LED",
        categoria: "Novo produto",
        id_categoria: categories.novo as number,
        status: "Em andamento",
        dt_adicionado: "2026-01-05T10:00:00.000Z",
        dt_inicio: "2026-02-02T10:00:00.000Z",
        dt_estimado: saoPauloDay(1),
        dt_finalizado: null,
        resp: "mariana.souza",
        com: "juliana.alves",
        responsavel: null,
        comercial: null,
      },
      {
        descricao: "Espelhos",
        categoria: "Novo produto",
        id_categoria: categories.novo as number,
        status: "Arquivo",
        dt_adicionado: "2026-01-06T10:00:00.000Z",
        dt_inicio: null,
        dt_estimado: null,
        dt_finalizado: "2026-03-03T10:00:00.000Z",
        resp: null,
        com: null,
        responsavel: null,
        comercial: null,
      },
    ];
    fixtures = rows.map((r) => ({
      ...r,
      responsavel: r.resp ? (names[r.resp] as string) : null,
      comercial: r.com ? (names[r.com] as string) : null,
    }));
    ids = await insertSourcings(
      db,
      rows.map((r) => ({
        descricao: r.descricao,
        categoriaId: r.id_categoria,
        status: r.status,
        dtAdicionado: new Date(r.dt_adicionado),
        dtInicio: r.dt_inicio ? new Date(r.dt_inicio) : null,
        dtEstimado: r.dt_estimado,
        dtFinalizado: r.dt_finalizado ? new Date(r.dt_finalizado) : null,
        responsavelId: r.resp ? people[r.resp] : null,
        comercialId: r.com ? people[r.com] : null,
      })),
    );
  });
  afterEach(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const response = await t.request(`/api/sourcings/${query}`, { token });
    expect(response.status).toBe(200);
    return sourcingListReplySchema.parse(await response.json());
  };
  const descriptions = async (query: string) => (await list(query)).results.map((s) => s.sourcing_descricao);
  const statusOf = async (query: string) => (await t.request(`/api/sourcings/${query}`, { token })).status;
  const row = async (id: number) => (await t.database.db.select().from(sourcings).where(eq(sourcings.id, id)))[0];

  it("lists every sourcing by added date, ascending, with names and derived flags", async () => {
    const reply = await list("");
    expect(reply.results.map((s) => s.sourcing_id)).toEqual(ids);
    expect(reply.pagination).toEqual({
      current_page: 1,
      total_pages: 1,
      page_size: 30,
      total_items: 6,
      has_next: false,
      has_previous: false,
    });
    expect(reply.results[0]).toMatchObject({
      sourcing_descricao: "Toalhas de algodão",
      sourcing_nome_categoria: "Novo produto",
      sourcing_nome_responsavel: "Bruno Sourcing",
      sourcing_nome_comercial: "Carla Comercial",
      sourcing_budget: 0,
      sourcing_atrasado: true,
      sourcing_pendente_hoje: false,
      sourcing_files: [],
    });
    expect(reply.results[1]).toMatchObject({ sourcing_atrasado: false, sourcing_pendente_hoje: true, sourcing_nome_comercial: null });
    expect(reply.results[2]).toMatchObject({ sourcing_atrasado: false, sourcing_pendente_hoje: false });
    expect(reply.results[3]).toMatchObject({ sourcing_atrasado: false, sourcing_pendente_hoje: false });
  });

  it("filters alone and combined, in SQL", async () => {
    expect(await descriptions("?search=TOALHAS")).toEqual(["Toalhas de algodão"]);
    expect(await descriptions("?search=lampadas")).toEqual(["Lâmpadas LED"]);
    expect(await descriptions("?search=ergonomicas")).toEqual(["Cadeiras ergonômicas"]);
    expect(await descriptions("?search=50%25")).toEqual(["Brindes 50% off_x"]);
    expect(await descriptions("?search=%25")).toEqual(["Brindes 50% off_x"]);
    expect(await descriptions("?search=f_x")).toEqual(["Brindes 50% off_x"]);
    expect(await descriptions(`?category=${categories.alternativo}`)).toEqual(["Panelas de pressão", "Brindes 50% off_x"]);
    expect(await descriptions(`?responsavel=${people.sourcing}`)).toEqual(["Toalhas de algodão", "Cadeiras ergonômicas"]);
    expect(await descriptions(`?comercial=${people.comercial}`)).toEqual(["Toalhas de algodão", "Brindes 50% off_x"]);
    expect(await descriptions("?status=Em andamento")).toEqual(["Panelas de pressão", "Lâmpadas LED"]);
    expect(await descriptions("?status=Atrasado")).toEqual(["Toalhas de algodão"]);
    expect(await descriptions("?atrasado=true")).toEqual(["Toalhas de algodão"]);
    expect(await descriptions("?hoje=true")).toEqual(["Panelas de pressão"]);
    expect(await descriptions("?atrasado=false&hoje=false")).toHaveLength(6);
    expect(await descriptions(`?category=${categories.novo}&responsavel=${people.sourcing}&status=Concluído`)).toEqual([
      "Cadeiras ergonômicas",
    ]);
    expect(await descriptions(`?category=${categories.alternativo}&hoje=true`)).toEqual(["Panelas de pressão"]);
    expect(await descriptions(`?category=${categories.alternativo}&atrasado=true`)).toEqual([]);
    const combined = await list(`?comercial=${people.comercial}&search=brindes`);
    expect(combined.pagination.total_items).toBe(1);
  });

  it.each(SOURCING_SORT_FIELDS)("sorts by %s both ways, missing values last", async (field) => {
    const key = (f: Fixture): Key => {
      const value = field === "categoria" ? f.categoria : field === "status" ? f.status : f[field];
      return value === null
        ? null
        : field === "descricao" || field === "categoria" || field === "responsavel" || field === "comercial"
          ? fold(value)
          : value;
    };
    for (const direction of ["asc", "desc"] as const) {
      const expected = fixtures
        .map((f, i) => ({ f, id: ids[i] as number }))
        .sort((a, b) => {
          const ka = key(a.f);
          const kb = key(b.f);
          if (ka === null || kb === null) return ka === kb ? (direction === "asc" ? a.id - b.id : b.id - a.id) : ka === null ? 1 : -1;
          const byKey = ka < kb ? -1 : ka > kb ? 1 : 0;
          if (byKey !== 0) return direction === "asc" ? byKey : -byKey;
          return direction === "asc" ? a.id - b.id : b.id - a.id;
        })
        .map((e) => e.id);
      const reply = await list(`?sort_field=${field}&sort_direction=${direction}`);
      expect(
        reply.results.map((s) => s.sourcing_id),
        `${field} ${direction}`,
      ).toEqual(expected);
    }
  });

  it("pages, including past the end", async () => {
    const first = await list("?page_size=4");
    expect(first.results).toHaveLength(4);
    expect(first.pagination).toMatchObject({ total_pages: 2, total_items: 6, has_next: true, has_previous: false });
    const second = await list("?page_size=4&page=2");
    expect(second.results.map((s) => s.sourcing_id)).toEqual(ids.slice(4));
    expect(second.pagination).toMatchObject({ has_next: false, has_previous: true });
    const past = await list("?page_size=4&page=3");
    expect(past.results).toEqual([]);
    expect(past.pagination.total_items).toBe(6);
    expect((await list("?page_size=1000")).results).toHaveLength(6);
  });

  it("refuses bad parameters with 400", async () => {
    for (const query of [
      "?page=0",
      "?page=abc",
      "?page_size=1001",
      "?sort_field=id",
      "?sort_field=descricao;drop",
      "?sort_direction=up",
      "?atrasado=true&hoje=true",
      "?status=Pausado",
      "?category=abc",
      "?responsavel=-1",
      "?atrasado=yes",
      "?id=abc",
    ]) {
      expect(await statusOf(query), query).toBe(400);
    }
    const both = await t.request("/api/sourcings/?atrasado=true&hoje=true", { token });
    expect((await both.json()).detail).toBe("Escolha 'Atrasados' ou 'Pendente para hoje', não os dois.");
    expect((await t.request("/api/sourcings/")).status).toBe(401);
  });

  it("answers the detail by id with its suppliers, and an empty list for an unknown id", async () => {
    const db = t.database.db;
    await clearSuppliers(db);
    const supplierIds = await insertSuppliers(db, [
      { nome: "Ningbo Ácme", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    await db
      .insert(sourcingSuppliers)
      .values({ sourcingId: ids[0] as number, supplierId: supplierIds["Ningbo Ácme"] as number, status: "Doing", nota: "8.5" });
    const reply = await list(`?id=${ids[0]}`);
    expect(reply.results).toHaveLength(1);
    const detail = reply.results[0] as Sourcing;
    expect(detail).toMatchObject({
      sourcing_id: ids[0],
      sourcing_id_categoria: categories.novo,
      sourcing_id_responsavel: people.sourcing,
      sourcing_id_comercial: people.comercial,
      sourcing_status: "Não iniciado",
      sourcing_dt_estimado: saoPauloDay(-1),
    });
    expect(detail.suppliers).toEqual([
      { id_supplier: supplierIds["Ningbo Ácme"], nome_supplier: "Ningbo Ácme", status: "Doing", nota: 8.5 },
    ]);
    expect((await list("?id=999999")).results).toEqual([]);
  });

  it("lists the categories", async () => {
    const response = await t.request("/api/sourcings/categorias/", { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: number; nome: string }[];
    expect(body).toContainEqual({ id: categories.novo, nome: "Novo produto" });
  });

  describe("creation", () => {
    const post = (json: unknown, as = token) => t.request("/api/sourcings/post/", { method: "POST", json, token: as });

    it("creates a sourcing not started, added now, by the caller (201)", async () => {
      const before = Date.now();
      const response = await post({
        descricao: "  Garrafas térmicas ",
        id_categoria: categories.novo,
        id_responsavel: people["li.wei"],
        id_comercial: people["rafael.lima"],
      });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body.detail).toBe("Sourcing criado com sucesso!");
      const created = await row(body.id);
      expect(created).toMatchObject({
        descricao: "Garrafas térmicas",
        status: "Não iniciado",
        responsavelId: people["li.wei"],
        comercialId: people["rafael.lima"],
        createdBy: people.sourcing,
        dtInicio: null,
        dtFinalizado: null,
      });
      expect(created?.dtAdicionado.getTime()).toBeGreaterThanOrEqual(before - 5000);
      const noComercial = await post({
        descricao: "Copos",
        id_categoria: categories.novo,
        id_responsavel: people.sourcing,
        id_comercial: "",
      });
      expect(noComercial.status).toBe(201);
      expect((await row((await noComercial.json()).id))?.comercialId).toBeNull();
    });

    it("refuses team 1 (403), missing fields and wrong teams (400)", async () => {
      const consulta = (await t.login("consulta@demo.local")).access;
      expect((await post({ descricao: "X", id_categoria: categories.novo, id_responsavel: people.sourcing }, consulta)).status).toBe(403);
      const missing = await post({ descricao: " ", id_categoria: categories.novo });
      expect(missing.status).toBe(400);
      expect((await missing.json()).detail).toBe(REQUIRED_FIELDS_MESSAGE);
      const wrongResponsavel = await post({ descricao: "X", id_categoria: categories.novo, id_responsavel: people.comercial });
      expect(wrongResponsavel.status).toBe(400);
      expect((await wrongResponsavel.json()).errors.id_responsavel).toHaveLength(1);
      const wrongComercial = await post({
        descricao: "X",
        id_categoria: categories.novo,
        id_responsavel: people.sourcing,
        id_comercial: people["li.wei"],
      });
      expect(wrongComercial.status).toBe(400);
      expect((await wrongComercial.json()).errors.id_comercial).toHaveLength(1);
      const wrongCategory = await post({ descricao: "X", id_categoria: 999999, id_responsavel: people.sourcing });
      expect(wrongCategory.status).toBe(400);
      expect((await wrongCategory.json()).errors.id_categoria).toHaveLength(1);
    });
  });

  describe("alteration", () => {
    const base = () => ({
      id: ids[0],
      descricao: "Toalhas de algodão egípcio",
      id_categoria: categories.alternativo,
      id_responsavel: people["mariana.souza"],
      id_comercial: people["juliana.alves"],
    });
    const alter = (json: unknown) => t.request("/api/sourcings/alter/", { method: "PUT", json, token });

    it("saves the fields, the estimated date and budgets typed either way", async () => {
      const response = await alter({ ...base(), budget: "1.234,56", dt_estimado: "2026-12-24" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ detail: "Sourcing atualizado!" });
      expect(await row(ids[0] as number)).toMatchObject({
        descricao: "Toalhas de algodão egípcio",
        categoriaId: categories.alternativo,
        responsavelId: people["mariana.souza"],
        comercialId: people["juliana.alves"],
        budget: "1234.56",
        dtEstimado: "2026-12-24",
      });
      expect((await alter({ ...base(), budget: "1234.56", dt_estimado: null })).status).toBe(200);
      expect(await row(ids[0] as number)).toMatchObject({ budget: "1234.56", dtEstimado: null });
      expect((await alter({ ...base(), budget: 99.5 })).status).toBe(200);
      expect((await list(`?id=${ids[0]}`)).results[0]?.sourcing_budget).toBe(99.5);
      for (const budget of ["-5", -5, "abc", "1,2,3", "12e3"]) {
        expect((await alter({ ...base(), budget })).status, String(budget)).toBe(400);
      }
      expect((await alter({ ...base(), dt_estimado: "24/12/2026" })).status).toBe(400);
      expect((await alter({ ...base(), id_responsavel: people.comercial })).status).toBe(400);
    });

    it("sets dt_inicio once and dt_finalizado on final statuses, clearing it when leaving them", async () => {
      expect((await alter({ ...base(), status: "Em andamento" })).status).toBe(200);
      const started = await row(ids[0] as number);
      expect(started?.dtInicio).toBeInstanceOf(Date);
      expect(started?.dtFinalizado).toBeNull();
      expect((await alter({ ...base(), status: "Concluído" })).status).toBe(200);
      const finished = await row(ids[0] as number);
      expect(finished?.dtFinalizado).toBeInstanceOf(Date);
      expect(finished?.dtInicio).toEqual(started?.dtInicio);
      expect((await alter({ ...base(), status: "Arquivo" })).status).toBe(200);
      expect((await row(ids[0] as number))?.dtFinalizado).toEqual(finished?.dtFinalizado);
      expect((await alter({ ...base(), status: "Em andamento" })).status).toBe(200);
      const reopened = await row(ids[0] as number);
      expect(reopened?.dtFinalizado).toBeNull();
      expect(reopened?.dtInicio).toEqual(started?.dtInicio);
      expect((await alter({ ...base(), status: "Pausado" })).status).toBe(400);
    });

    it("answers 404 for an unknown sourcing", async () => {
      const response = await alter({ ...base(), id: 999999 });
      expect(response.status).toBe(404);
      expect((await response.json()).detail).toBe("Sourcing não encontrado.");
    });
  });

  it("deletes a sourcing with its links (200), then 404", async () => {
    const db = t.database.db;
    await clearSuppliers(db);
    const supplierIds = await insertSuppliers(db, [
      { nome: "Shenzhen Lumi", segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Alibaba", pais: "cn" },
    ]);
    await db.insert(sourcingSuppliers).values({ sourcingId: ids[0] as number, supplierId: supplierIds["Shenzhen Lumi"] as number });
    const del = (json: unknown) => t.request("/api/sourcings/delete/", { method: "DELETE", json, token });
    const response = await del({ id: ids[0] });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: "Sourcing deletado!" });
    expect(
      await db
        .select()
        .from(sourcingSuppliers)
        .where(eq(sourcingSuppliers.sourcingId, ids[0] as number)),
    ).toEqual([]);
    expect((await del({ id: ids[0] })).status).toBe(404);
    expect((await del({})).status).toBe(400);
  });
});
