import { expect, type Route, test } from "@playwright/test";
import { signIn } from "./support/fixtures";
import { SourcingApi } from "./support/sourcings";
import { apiToken } from "./support/suppliers";
import { supplierListReplySchema } from "../../contract/suppliers";

/**
 * On a slow link the HTML arrives seconds before the scripts (docs/benchmark.md: Slow 3G). Until they run, the page
 * must work as it does without JavaScript, although the browser has it on: this test holds every script back for
 * good (they are requested and never answered) and uses the page the way a person would in those seconds.
 * Playwright's own test, not the suite's fixture: that one waits for hydration, which never comes here.
 */
test("usable before hydration: with its scripts held back, a filter, a link and a confirmation work", async ({ page, request }) => {
  const api = new SourcingApi(request, await apiToken(request, "admin@demo.local"));
  const nome = `Antes da Hidratação ${Date.now().toString(36)}`;
  const id = await api.supplier(nome);
  await signIn(page, "admin@demo.local");

  const held: Route[] = [];
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => {
    held.push(route);
  });
  await page.goto("/suppliers", { waitUntil: "commit" });
  const table = page.getByRole("table", { name: "Fornecedores" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();

  // The filter: the search form submits as a plain GET.
  await page.getByPlaceholder("Buscar por nome...").fill(nome);
  await page.getByPlaceholder("Buscar por nome...").press("Enter");
  // (Polled by hand: toHaveURL with a predicate waits for the load event, which held scripts never let come.)
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(nome);
  await expect(table.getByRole("link", { name: nome })).toHaveCount(1);

  // A link: the row's name leads to the supplier's page.
  await table.getByRole("link", { name: nome }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`/suppliers/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(nome);

  // A confirmation: 'Deletar' leads to the confirmation panel, whose button deletes.
  await page.getByRole("link", { name: "Deletar", exact: true }).click();
  const panel = page.getByTestId("confirm-panel");
  await expect(panel).toContainText("Tem certeza que deseja deletar este supplier?");
  await panel.getByRole("button", { name: "Deletar" }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe("/suppliers");
  await expect(page.getByTestId("toast").last()).toContainText("Supplier deletado!");
  const left = await api.get(`/api/suppliers/?search=${encodeURIComponent(nome)}`, supplierListReplySchema);
  expect(left.results).toHaveLength(0);

  // The scripts were asked for on every page and none ran: the page was never hydrated.
  expect(held.length).toBeGreaterThan(4);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});
