import { describe, expect, it } from "vitest";
import { productListQuerySchema } from "#contract/products/products.ts";
import { productList } from "#app/lib/products/list-params.ts";
import { parseList } from "#app/lib/lists/parse.ts";

const { defaults, hrefWith, sortChange, toApiQuery, toSearchParams, filterKeys, carriedParams } = productList;
const parse = (query: string) => parseList(productList, new URLSearchParams(query));

describe("productList.parse", () => {
  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual({
      search: "",
      categoria: "",
      cotacao_min: "",
      vencida: false,
      cotacao_max: "",
      order_by: null,
      order_direction: "asc",
      page: 1,
      view: "list",
    });
    expect(defaults).toEqual(parse(""));
  });

  it("reads every field; the category is a name, the amounts are read the pt-BR way", () => {
    const state = parse(
      "search=%20garrafa%20&categoria=Utilidades%20Dom%C3%A9sticas&cotacao_min=1,5&cotacao_max=12.00&order_by=cotacao&order_direction=desc&page=2&view=cards",
    );
    expect(state).toEqual({
      search: "garrafa",
      categoria: "Utilidades Domésticas",
      cotacao_min: "1.5",
      cotacao_max: "12",
      vencida: false,
      order_by: "cotacao",
      order_direction: "desc",
      page: 2,
      view: "cards",
    });
  });

  it("reads '1.500' as fifteen hundred, '4,5' as four and a half, and shows them back the same way in the filter", () => {
    const state = parse("cotacao_min=4,5&cotacao_max=1.500");
    expect([state.cotacao_min, state.cotacao_max]).toEqual(["4.5", "1500"]);
    expect([productList.filterText(state, "cotacao_min"), productList.filterText(state, "cotacao_max")]).toEqual(["4,5", "1.500"]);
    expect(productList.toSearchParams(state).toString()).toBe("cotacao_min=4.5&cotacao_max=1500");
  });

  it("falls back to the default on bad values, never throws", () => {
    const state = parse("cotacao_min=-1&cotacao_max=abc&order_by=preco&order_direction=up&page=0&view=grid");
    expect(state).toEqual(defaults);
    expect(parse("cotacao_min=1,234").cotacao_min).toBe(""); // cents at most
    expect(parse("cotacao_min=1.5.0").cotacao_min).toBe("");
    expect(parse("cotacao_max=1e3").cotacao_max).toBe("");
    expect(parse(`cotacao_min=${"9".repeat(13)}`).cotacao_min).toBe("");
    expect(parse("page=1.5").page).toBe(1);
    expect(parse(`search=${"x".repeat(201)}`).search).toBe("");
    expect(parse(`categoria=${"x".repeat(201)}`).categoria).toBe("");
  });

  it("puts a range typed backwards right (the API refuses min > max)", () => {
    const state = parse("cotacao_min=20&cotacao_max=5.5");
    expect([state.cotacao_min, state.cotacao_max]).toEqual(["5.5", "20"]);
    // Compared as numbers, not as text ("9" > "10" as text).
    expect(parse("cotacao_min=9&cotacao_max=10")).toMatchObject({ cotacao_min: "9", cotacao_max: "10" });
    // One end alone, or equal ends, stay as they are.
    expect(parse("cotacao_min=20")).toMatchObject({ cotacao_min: "20", cotacao_max: "" });
    expect(parse("cotacao_max=3&cotacao_min=3")).toMatchObject({ cotacao_min: "3", cotacao_max: "3" });
  });
});

describe("toSearchParams (the canonical URL)", () => {
  it("keeps only what differs from the defaults, in a fixed order", () => {
    expect(toSearchParams(defaults).toString()).toBe("");
    // What a no-JavaScript form submit sends: every control, empty or default.
    expect(toSearchParams(parse("search=&categoria=&cotacao_min=&cotacao_max=&view=list&page=1")).toString()).toBe("");
    expect(toSearchParams(parse("view=cards&cotacao_max=10&categoria=Brinquedos&search=led")).toString()).toBe(
      "search=led&categoria=Brinquedos&cotacao_max=10&view=cards",
    );
  });

  it("writes a reversed range the right way round, and a decimal comma as a point", () => {
    expect(toSearchParams(parse("cotacao_min=20&cotacao_max=5,5")).toString()).toBe("cotacao_min=5.5&cotacao_max=20");
  });

  it("round-trips a full state", () => {
    const query =
      "search=led&categoria=Ilumina%C3%A7%C3%A3o&cotacao_min=0.5&cotacao_max=12.75&order_by=categoria&order_direction=desc&page=3&view=cards";
    expect(toSearchParams(parse(query)).toString()).toBe(query);
  });

  it("carries 'Cotação vencida' as vencida=1, to the URL and to the API", () => {
    expect(parse("vencida=1").vencida).toBe(true);
    expect(parse("vencida=sim").vencida).toBe(false);
    expect(toSearchParams(parse("vencida=1&search=led")).toString()).toBe("search=led&vencida=1");
    expect(toApiQuery(parse("vencida=1"))).toEqual({ page: 1, page_size: 30, vencida: 1 });
  });

  it("drops a direction without a sort field", () => {
    expect(toSearchParams(parse("order_direction=desc")).toString()).toBe("");
  });
});

describe("hrefWith and sortChange", () => {
  const state = parse("search=led&cotacao_min=1&page=4");
  it("a filter or sort change goes back to page 1", () => {
    expect(hrefWith(state, { categoria: "Iluminação" })).toBe("?search=led&categoria=Ilumina%C3%A7%C3%A3o&cotacao_min=1");
    expect(hrefWith(state, sortChange(state, "cotacao"))).toBe("?search=led&cotacao_min=1&order_by=cotacao");
    expect(hrefWith(state, { page: 1 })).toBe("?search=led&cotacao_min=1");
  });
  it("paging and the view keep the rest", () => {
    expect(hrefWith(state, { page: 5 })).toBe("?search=led&cotacao_min=1&page=5");
    expect(hrefWith(state, { view: "cards" })).toBe("?search=led&cotacao_min=1&page=4&view=cards");
  });
  it("ascending first; the same column flips the direction, another starts ascending", () => {
    expect(sortChange(defaults, "nome")).toEqual({ order_by: "nome", order_direction: "asc" });
    const sorted = parse("order_by=nome");
    expect(sortChange(sorted, "nome")).toEqual({ order_by: "nome", order_direction: "desc" });
    expect(sortChange(parse("order_by=nome&order_direction=desc"), "nome")).toEqual({ order_by: "nome", order_direction: "asc" });
    expect(sortChange(sorted, "categoria")).toEqual({ order_by: "categoria", order_direction: "asc" });
  });
});

describe("the filter form", () => {
  it("carries the sort and the view, never the page", () => {
    expect(filterKeys).toEqual(["search", "categoria", "cotacao_min", "cotacao_max", "vencida"]);
    expect(carriedParams(parse("search=led&order_by=cotacao&order_direction=desc&page=3&view=cards"))).toEqual([
      ["order_by", "cotacao"],
      ["order_direction", "desc"],
      ["view", "cards"],
    ]);
  });
});

describe("toApiQuery", () => {
  it("asks for the first page of 30 with no filter by default", () => {
    expect(toApiQuery(defaults)).toEqual({ page: 1, page_size: 30 });
  });

  it("uses the API's names: categoria by name, the quote range in dollars, order_by / order_direction", () => {
    expect(
      toApiQuery(
        parse(
          "search=led&categoria=Ilumina%C3%A7%C3%A3o&cotacao_min=0,5&cotacao_max=12&order_by=cotacao&order_direction=desc&page=2&view=cards",
        ),
      ),
    ).toEqual({
      search: "led",
      categoria: "Iluminação",
      cotacao_min: "0.5",
      cotacao_max: "12",
      order_by: "cotacao",
      order_direction: "desc",
      page: 2,
      page_size: 30,
    });
  });

  it("sends a direction only with a sort field, and never the view", () => {
    expect(toApiQuery(parse("order_direction=desc&view=cards"))).toEqual({ page: 1, page_size: 30 });
  });

  it("is always a query the API accepts: never a reversed range", () => {
    for (const query of [
      "",
      "cotacao_min=50&cotacao_max=10",
      "cotacao_min=9&cotacao_max=10",
      "cotacao_max=0",
      "order_by=categoria&order_direction=desc&cotacao_min=1,25",
    ]) {
      const apiQuery = toApiQuery(parse(query));
      const asSent = Object.fromEntries(Object.entries(apiQuery).map(([key, value]) => [key, String(value)]));
      expect(productListQuerySchema.safeParse(asSent).success, query).toBe(true);
    }
  });
});
