import { describe, expect, it } from "vitest";
import { sourcingListQuerySchema } from "#contract/sourcings/sourcings.ts";
import { sourcingList } from "#app/lib/sourcings/list-params.ts";
import { parseList } from "#app/lib/lists/parse.ts";

const { defaults, hrefWith, sortChange, toApiQuery, toSearchParams, filterKeys, carriedParams } = sourcingList;
const parse = (query: string) => parseList(sourcingList, new URLSearchParams(query));

describe("sourcingList.parse", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({
      search: "",
      status: "",
      category: null,
      responsavel: null,
      comercial: null,
      atrasado: false,
      hoje: false,
      sort_field: null,
      sort_direction: "asc",
      page: 1,
      view: "list",
    });
    expect(defaults).toEqual(parse(""));
  });

  it("reads every field", () => {
    const state = parse(
      "search=%20garrafa%20&status=Em%20andamento&category=3&responsavel=12&comercial=7&hoje=1&sort_field=dt_estimado&sort_direction=desc&page=2&view=cards",
    );
    expect(state).toEqual({
      search: "garrafa",
      status: "Em andamento",
      category: 3,
      responsavel: 12,
      comercial: 7,
      atrasado: false,
      hoje: true,
      sort_field: "dt_estimado",
      sort_direction: "desc",
      page: 2,
      view: "cards",
    });
  });

  it("takes every status of specification §4, 'Atrasado' included", () => {
    for (const status of ["Não iniciado", "Em andamento", "Atrasado", "Cancelado", "Concluído", "Arquivo"]) {
      expect(parse(`status=${encodeURIComponent(status)}`).status).toBe(status);
    }
  });

  it("falls back to the default on bad values, never throws", () => {
    const state = parse(
      "status=Doing&category=abc&responsavel=-2&comercial=1.5&atrasado=true&hoje=yes&sort_field=senha&sort_direction=up&page=0&view=grid",
    );
    expect(state).toEqual(defaults);
    expect(parse("category=99999999999").category).toBeNull();
    expect(parse("status=em%20andamento").status).toBe("");
    expect(parse(`search=${"x".repeat(201)}`).search).toBe("");
  });

  it("keeps only 'Atrasados' when both deadline boxes arrive (a form sent without JavaScript)", () => {
    const state = parse("atrasado=1&hoje=1");
    expect([state.atrasado, state.hoje]).toEqual([true, false]);
    expect(parse("hoje=1").hoje).toBe(true);
  });
});

describe("toSearchParams (the canonical URL)", () => {
  it("keeps only what differs from the defaults, in a fixed order", () => {
    expect(toSearchParams(defaults).toString()).toBe("");
    // What a no-JavaScript form submit sends: every control, empty or default.
    expect(toSearchParams(parse("search=&status=&category=&responsavel=&comercial=&view=list&page=1")).toString()).toBe("");
    expect(toSearchParams(parse("view=cards&comercial=7&status=Atrasado&search=led")).toString()).toBe(
      "search=led&status=Atrasado&comercial=7&view=cards",
    );
  });

  it("round-trips a full state", () => {
    const query =
      "search=led&status=Conclu%C3%ADdo&category=2&responsavel=3&comercial=4&atrasado=1&sort_field=categoria&sort_direction=desc&page=3&view=cards";
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });

  it("never writes both deadline boxes, and drops a direction without a sort field", () => {
    expect(toSearchParams(parse("hoje=1&atrasado=1")).toString()).toBe("atrasado=1");
    expect(toSearchParams(parse("sort_direction=desc")).toString()).toBe("");
  });
});

describe("hrefWith and sortChange", () => {
  const state = parse("search=led&page=4");
  it("a filter or sort change goes back to page 1", () => {
    expect(hrefWith(state, { category: 2 })).toBe("?search=led&category=2");
    expect(hrefWith(state, sortChange(state, "dt_inicio"))).toBe("?search=led&sort_field=dt_inicio");
  });
  it("paging and the view keep the rest", () => {
    expect(hrefWith(state, { page: 5 })).toBe("?search=led&page=5");
    expect(hrefWith(state, { view: "cards" })).toBe("?search=led&page=4&view=cards");
  });
  it("ascending first; the same column flips the direction, another starts ascending", () => {
    expect(sortChange(defaults, "descricao")).toEqual({ sort_field: "descricao", sort_direction: "asc" });
    const sorted = parse("sort_field=descricao");
    expect(sortChange(sorted, "descricao")).toEqual({ sort_field: "descricao", sort_direction: "desc" });
    expect(sortChange(parse("sort_field=descricao&sort_direction=desc"), "descricao")).toEqual({
      sort_field: "descricao",
      sort_direction: "asc",
    });
    expect(sortChange(sorted, "comercial")).toEqual({ sort_field: "comercial", sort_direction: "asc" });
  });
});

describe("the filter form", () => {
  it("carries the sort and the view, never the page", () => {
    expect(filterKeys).toEqual(["search", "status", "category", "responsavel", "comercial", "atrasado", "hoje"]);
    expect(carriedParams(parse("search=led&sort_field=status&sort_direction=desc&page=3&view=cards"))).toEqual([
      ["sort_field", "status"],
      ["sort_direction", "desc"],
      ["view", "cards"],
    ]);
  });
});

describe("toApiQuery", () => {
  it("asks for the first page of 30 with no filter by default", () => {
    expect(toApiQuery(defaults)).toEqual({ page: 1, page_size: 30 });
  });

  it("uses the API's names and words: ids, the status text, atrasado=true / hoje=true", () => {
    expect(
      toApiQuery(
        parse(
          "search=led&status=Atrasado&category=2&responsavel=3&comercial=4&hoje=1&sort_field=dt_finalizado&sort_direction=desc&page=2&view=cards",
        ),
      ),
    ).toEqual({
      search: "led",
      status: "Atrasado",
      category: 2,
      responsavel: 3,
      comercial: 4,
      hoje: "true",
      sort_field: "dt_finalizado",
      sort_direction: "desc",
      page: 2,
      page_size: 30,
    });
    expect(toApiQuery(parse("atrasado=1"))).toEqual({ atrasado: "true", page: 1, page_size: 30 });
  });

  it("sends a direction only with a sort field", () => {
    expect(toApiQuery(parse("sort_direction=desc"))).toEqual({ page: 1, page_size: 30 });
  });

  it("is always a query the API accepts: never both deadline filters", () => {
    for (const query of [
      "",
      "atrasado=1&hoje=1",
      "hoje=1&sort_field=responsavel",
      "status=Arquivo&atrasado=1&sort_field=comercial&sort_direction=desc",
    ]) {
      const apiQuery = toApiQuery(parse(query));
      const asSent = Object.fromEntries(Object.entries(apiQuery).map(([key, value]) => [key, String(value)]));
      expect(sourcingListQuerySchema.safeParse(asSent).success, query).toBe(true);
      expect(apiQuery.atrasado !== undefined && apiQuery.hoje !== undefined).toBe(false);
    }
  });
});
