import { describe, expect, it } from "vitest";
import { supplierList } from "#app/lib/suppliers/list-params.ts";
import { parseList } from "#app/lib/lists/parse.ts";

const { defaults: DEFAULT_LIST_PARAMS, hrefWith, sortChange, toApiQuery, toSearchParams } = supplierList;
const parse = (query: string) => parseList(supplierList, new URLSearchParams(query));

describe("supplierList.parse", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({
      search: "",
      tipo: "",
      pais: "",
      segmento: "",
      source: "",
      blacklisted: false,
      has_qc: false,
      has_audit: false,
      has_catalog: false,
      has_sourcing: "",
      certificado: "",
      nota_min: 0,
      nota_max: 10,
      sem_nota: false,
      order_by: null,
      order_direction: "asc",
      page: 1,
      view: "list",
    });
  });

  it("reads every field", () => {
    const state = parse(
      "search=led&tipo=Fabricante&pais=CN&segmento=Eletr%C3%B4nicos&source=Feira&blacklisted=1&has_qc=1&has_audit=1&has_catalog=1&has_sourcing=0&certificado=vencido&nota_min=2.5&nota_max=8&sem_nota=1&order_by=nota&order_direction=desc&page=3&view=cards",
    );
    expect(state).toEqual({
      search: "led",
      tipo: "Fabricante",
      pais: "cn",
      segmento: "Eletrônicos",
      source: "Feira",
      blacklisted: true,
      has_qc: true,
      has_audit: true,
      has_catalog: true,
      has_sourcing: "0",
      certificado: "vencido",
      nota_min: 2.5,
      nota_max: 8,
      sem_nota: true,
      order_by: "nota",
      order_direction: "desc",
      page: 3,
      view: "cards",
    });
  });

  it("falls back to the default on bad values, never throws", () => {
    const state = parse(
      "pais=china&blacklisted=yes&has_sourcing=2&certificado=valido&nota_min=abc&nota_max=11&order_by=drop%20table&order_direction=up&page=-4&view=grid",
    );
    expect(state).toEqual(DEFAULT_LIST_PARAMS);
    expect(parse("nota_min=2.3").nota_min).toBe(0);
    expect(parse("page=1.5").page).toBe(1);
  });

  it("swaps a reversed grade range", () => {
    const state = parse("nota_min=8&nota_max=3");
    expect([state.nota_min, state.nota_max]).toEqual([3, 8]);
  });
});

describe("toSearchParams", () => {
  it("keeps only what differs from the defaults", () => {
    expect(toSearchParams(DEFAULT_LIST_PARAMS).toString()).toBe("");
    expect(toSearchParams(parse("nota_min=0&nota_max=10&view=list&page=1&search=")).toString()).toBe("");
    expect(toSearchParams(parse("nota_max=9.5&view=cards")).toString()).toBe("nota_max=9.5&view=cards");
  });

  it("round-trips a full state", () => {
    const query = "search=led&pais=cn&has_qc=1&nota_min=2.5&order_by=nome&order_direction=desc&page=2&view=cards";
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });

  it("drops a direction without a sort field", () => {
    expect(toSearchParams(parse("order_direction=desc")).toString()).toBe("");
  });
});

describe("hrefWith and sortChange", () => {
  const state = parse("search=led&page=4");
  it("a filter or sort change goes back to page 1", () => {
    expect(hrefWith(state, { has_qc: true })).toBe("?search=led&has_qc=1");
    expect(hrefWith(state, sortChange(state, "pais"))).toBe("?search=led&order_by=pais");
  });
  it("paging and the view keep the rest", () => {
    expect(hrefWith(state, { page: 5 })).toBe("?search=led&page=5");
    expect(hrefWith(state, { view: "cards" })).toBe("?search=led&page=4&view=cards");
  });
  it("the same column flips the direction, another starts ascending", () => {
    const sorted = parse("order_by=nome");
    expect(sortChange(sorted, "nome")).toEqual({ order_by: "nome", order_direction: "desc" });
    expect(sortChange(parse("order_by=nome&order_direction=desc"), "nome")).toEqual({ order_by: "nome", order_direction: "asc" });
    expect(sortChange(sorted, "tipo")).toEqual({ order_by: "tipo", order_direction: "asc" });
  });
});

describe("toApiQuery", () => {
  it("maps the state to the API's query, leaving defaults out", () => {
    expect(toApiQuery(DEFAULT_LIST_PARAMS)).toEqual({
      page: 1,
      page_size: 30,
      search: undefined,
      tipo: undefined,
      pais: undefined,
      segmento: undefined,
      source: undefined,
      blacklisted: undefined,
      has_qc: undefined,
      has_audit: undefined,
      has_catalog: undefined,
      has_sourcing: undefined,
      nota_min: undefined,
      nota_max: undefined,
      sem_nota: undefined,
      order_by: undefined,
      order_direction: undefined,
    });
    const query = toApiQuery(parse("blacklisted=1&has_sourcing=0&nota_min=1&sem_nota=1&order_by=nota&order_direction=desc&page=2"));
    expect(query).toMatchObject({
      page: 2,
      blacklisted: 1,
      has_sourcing: "0",
      nota_min: 1,
      sem_nota: 1,
      order_by: "nota",
      order_direction: "desc",
    });
  });
});
