import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICKER_LIMIT } from "#app/lib/pickers/search.server.ts";
import { sourcings } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { clearSuppliers, type FixtureSupplier, insertSuppliers } from "#tests/support/suppliers.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

// The sourcing detail's supplier picker searches the directory on the server: with more suppliers than it shows,
// it answers at most PICKER_LIMIT names, all matching what was typed, none already linked, and finds a
// supplier however far down the directory it sorts.

type SearchReply = { data: { choices: { id: number; nome: string }[]; error: string | null }; init?: ResponseInit | null };

const pad = (n: number) => String(n).padStart(3, "0");
const base = { segmento: "Utilidades Domésticas", tipo: "Fabricante", source: "Indicação", pais: "cn" } as const;

// 90 'Parafusos' (the first 12 by name linked to the sourcing: a search that filtered one page after the fact
// would come back short) and 60 'Tecidos', the last of which sorts after every other supplier.
const PARAFUSOS: FixtureSupplier[] = Array.from({ length: 90 }, (_, i) => ({
  ...base,
  nome: `Parafusos Ningbo ${pad(i + 1)}`,
  ...(i < 12 ? { notas: [7] } : {}),
}));
const TECIDOS: FixtureSupplier[] = Array.from({ length: 60 }, (_, i) => ({ ...base, nome: `Tecidos Shaoxing ${pad(i + 1)}` }));
const LAST = "Zhejiang Último Fornecedor Ltda";

describe.each(drivers)("supplier picker search (%s)", (driver) => {
  let t: TestApi;
  let sourcingId: number;
  let linked: Set<number>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApi(driver);
    await clearSuppliers(t.database.db);
    ids = await insertSuppliers(t.database.db, [...PARAFUSOS, ...TECIDOS, { ...base, nome: LAST }]);
    const [sourcing] = await t.database.db.select({ id: sourcings.id }).from(sourcings).where(eq(sourcings.descricao, "Sourcing Teste A"));
    sourcingId = sourcing?.id ?? 0;
    linked = new Set(PARAFUSOS.slice(0, 12).map((s) => ids[s.nome] as number));
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string) => {
    const { loader } = await import("#app/routes/resources.supplier-search.tsx");
    const { context } = await signedInContext(t, "sourcing@demo.local");
    const url = `http://localhost/resources/supplier-search?${new URLSearchParams({ sourcing: String(sourcingId), q })}`;
    return (await loader(loaderArgs(context, url) as never)) as unknown as SearchReply;
  };

  it("the directory holds more suppliers than the picker's limit, and the sourcing has 12 of them linked", async () => {
    const { access } = await t.login("sourcing@demo.local");
    const directory = (await (await t.request("/api/suppliers/?page_size=1", { token: access })).json()) as {
      pagination: { total_items: number };
    };
    expect(directory.pagination.total_items).toBe(151);
    const links = (await (await t.request(`/api/sourcings-suppliers/?id_sourcing=${sourcingId}`, { token: access })).json()) as {
      id_supplier: number;
    }[];
    expect(new Set(links.map((l) => l.id_supplier))).toEqual(linked);
  });

  it("many matches: exactly the limit, all matching, none linked, in name order from the first unlinked one", async () => {
    const reply = await search("parafusos");
    expect(reply.data.error).toBeNull();
    const names = reply.data.choices.map((s) => s.nome);
    expect(names).toHaveLength(PICKER_LIMIT);
    expect(names.every((nome) => nome.startsWith("Parafusos Ningbo "))).toBe(true);
    expect(reply.data.choices.some((s) => linked.has(s.id))).toBe(false);
    expect(names).toEqual(PARAFUSOS.slice(12, 12 + PICKER_LIMIT).map((s) => s.nome));
  });

  it("a narrower search: only its matches, the linked ones left out", async () => {
    const reply = await search("Ningbo 01");
    // 010–019: 010, 011 and 012 are linked.
    expect(reply.data.choices.map((s) => s.nome)).toEqual(
      ["013", "014", "015", "016", "017", "018", "019"].map((n) => `Parafusos Ningbo ${n}`),
    );
  });

  it("finds a supplier far beyond the directory's first page, accents and case aside", async () => {
    const reply = await search("ultimo fornecedor");
    expect(reply.data.choices).toEqual([{ id: ids[LAST], nome: LAST }]);
  });

  it("an empty search lists one page in name order, never the whole directory", async () => {
    const reply = await search("");
    expect(reply.data.choices).toHaveLength(PICKER_LIMIT);
    expect(reply.data.choices.some((s) => linked.has(s.id))).toBe(false);
  });
});
