import type { APIRequestContext, Page } from "@playwright/test";
import { adminUserListReplySchema } from "#contract/auth/admin.ts";
import { TEAMS } from "#contract/shared/teams.ts";
import { expect } from "./fixtures";
import { apiToken } from "./suppliers";

/** Searches the users list: with JavaScript the box applies itself as the user types; without it, 'Buscar'. */
export async function searchUsers(page: Page, text: string, javaScriptEnabled: boolean) {
  await page.getByLabel("Buscar usuário").fill(text);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(`/admin/users?${new URLSearchParams({ search: text })}`);
}

/** The paging tests' own users: one accented name (the search ignores accents), in team Consulta, which no people picker lists. */
export const PAGED_USER_COUNT = 35;
export const pagedUserName = (n: number) => `Usuária Paginação ${String(n).padStart(2, "0")}`;

/** Makes the paging tests' users through the public API, once (found again on a later call). */
export async function ensurePagedUsers(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await apiToken(request, "admin@demo.local")}` };
  const list = await request.get("/api/admin/users/", { headers, params: { search: "Usuária Paginação", page_size: 100 } });
  expect(list.ok(), await list.text()).toBe(true);
  const existing = new Set(adminUserListReplySchema.parse(await list.json()).results.map((user) => user.email));
  for (let n = 1; n <= PAGED_USER_COUNT; n++) {
    const email = `paginacao-${String(n).padStart(2, "0")}@e2e.local`;
    if (existing.has(email)) continue;
    const [first_name, ...last] = pagedUserName(n).split(" ");
    const data = { first_name, last_name: last.join(" "), email, team: TEAMS.consulta, password: "demo1234" };
    const created = await request.post("/api/admin/users/", { headers, data });
    expect(created.status(), await created.text()).toBe(201);
  }
}
