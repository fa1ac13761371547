import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { USER_PANEL_PARAMS } from "#app/lib/admin/row-params.ts";
import { adminUserList } from "#app/lib/admin/user-list-params.ts";
import { listUrlOf, readListState } from "#app/lib/lists/loader.server.ts";
import { parseList } from "#app/lib/lists/parse.ts";

const parse = (query: string) => parseList(adminUserList, new URLSearchParams(query));
const request = (query: string) => new Request(`http://localhost/admin/users${query}`);

/** Where `readListState` sends the request, or null when the address is already canonical. */
function redirectOf(query: string): string | null {
  try {
    readListState(request(query), adminUserList, USER_PANEL_PARAMS);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && !isRouteErrorResponse(thrown)) return thrown.headers.get("Location");
    throw thrown;
  }
}

describe("adminUserList: the users list's URL state", () => {
  it("reads the search and the page; bad values fall back to the defaults", () => {
    expect(parse("")).toEqual({ search: "", page: 1 });
    expect(parse("search=%20Ana%20&page=3")).toEqual({ search: "Ana", page: 3 });
    expect(parse(`search=${"a".repeat(201)}&page=-2`)).toEqual({ search: "", page: 1 });
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
  });

  it("asks the API for a page of 30 (as the other lists) with the search, and leaves an empty search out", () => {
    expect(adminUserList.toApiQuery(parse("search=souza&page=2"))).toEqual({ page: 2, page_size: 30, search: "souza" });
    expect(adminUserList.toApiQuery(parse(""))).toEqual({ page: 1, page_size: 30 });
  });

  it("writes a canonical address, and a new search goes back to page 1", () => {
    const state = parse("page=4&search=ana");
    expect(adminUserList.toSearchParams(state).toString()).toBe("search=ana&page=4");
    expect(adminUserList.hrefWith(state, { page: 5 })).toBe("?search=ana&page=5");
    expect(adminUserList.hrefWith(state, { search: "bia" })).toBe("?search=bia");
    expect(adminUserList.carriedParams(state)).toEqual([]);
  });
});

describe("readListState with the screen's own parameters (the users' panels)", () => {
  it("leaves a canonical address alone, panel included", () => {
    expect(redirectOf("?search=ana&page=2&editar=7")).toBeNull();
    expect(redirectOf("?senha=3")).toBeNull();
  });

  it("puts the list's part right and keeps the panel", () => {
    expect(redirectOf("?page=2&search=ana&editar=7")).toBe("/admin/users?search=ana&page=2&editar=7");
    expect(redirectOf("?page=x&search=&situacao=9")).toBe("/admin/users?situacao=9");
    expect(redirectOf("?page=1")).toBe("/admin/users");
  });

  it("an action returns to the list's state without the panel", () => {
    expect(listUrlOf(request("?search=ana&page=2&editar=7"), adminUserList)).toBe("/admin/users?search=ana&page=2");
    expect(listUrlOf(request("?senha=3&page=0"), adminUserList)).toBe("/admin/users");
  });
});
