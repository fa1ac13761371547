import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";

// Pages past the middle of a list are read from its end in reverse (ADR 0039): every page must still hold
// exactly the rows that one long page holds at its place, for every sort, both directions, missing values included.
const cases: { list: string; id: (row: Record<string, unknown>) => unknown; sorts: string[]; sortParam: string; directionParam: string }[] =
  [
    {
      list: "/api/suppliers/",
      id: (row) => row.supplier_id,
      sorts: ["nome", "nota", "segmento", "pais", "blacklisted"],
      sortParam: "order_by",
      directionParam: "order_direction",
    },
    {
      list: "/api/sourcings/",
      id: (row) => row.sourcing_id,
      sorts: ["dt_adicionado", "dt_estimado", "dt_finalizado", "responsavel", "comercial", "status"],
      sortParam: "sort_field",
      directionParam: "sort_direction",
    },
    {
      list: "/api/products/",
      id: (row) => row.id,
      sorts: ["nome", "categoria", "cotacao"],
      sortParam: "order_by",
      directionParam: "order_direction",
    },
  ];

describe.each(drivers)("pages read from either end (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    token = (await t.login("admin@demo.local")).access;
  });
  afterAll(() => t.close());

  const page = async (path: string) => {
    const response = await t.request(path, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as { results: Record<string, unknown>[]; pagination: { total_pages: number; total_items: number } };
  };

  for (const { list, id, sorts, sortParam, directionParam } of cases) {
    it(`${list}: every page matches its place in one long page, for each sort both ways`, async () => {
      for (const sort of sorts) {
        for (const direction of ["asc", "desc"]) {
          const query = `${sortParam}=${sort}&${directionParam}=${direction}`;
          const whole = (await page(`${list}?${query}&page_size=100`)).results.map(id);
          const first = await page(`${list}?${query}&page_size=7`);
          expect(first.pagination.total_items).toBe(whole.length);
          const paged: unknown[] = [];
          for (let p = 1; p <= first.pagination.total_pages; p++)
            paged.push(...(await page(`${list}?${query}&page_size=7&page=${p}`)).results.map(id));
          expect(paged, `${query}`).toEqual(whole);
          const past = await page(`${list}?${query}&page_size=7&page=${first.pagination.total_pages + 1}`);
          expect(past.results).toEqual([]);
        }
      }
    });
  }
});
