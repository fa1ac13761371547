import type { APIRequestContext } from "@playwright/test";
import { type Sourcing, sourcingListReplySchema } from "../../contract/sourcings";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { SCREENSHOT_SIZES, picture } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// Pictures of the sourcing detail at 1440, 1280 and 375 px (test-results/screenshots), for a person to look at.
// They only open dialogs and pickers: no data changes.
const USER = "sourcing@demo.local";

test.describe.configure({ timeout: 120_000 });

/** The demo sourcing with the most suppliers that still has one in a status that can change. */
async function busiestSourcing(request: APIRequestContext): Promise<{ id: number; open: string }> {
  const token = await apiToken(request, USER);
  const reply = await request.get("/api/sourcings/?page_size=200", { headers: { Authorization: `Bearer ${token}` } });
  const { results } = sourcingListReplySchema.parse(await reply.json());
  const open = (s: Sourcing) => s.suppliers.find((l) => l.status === "Não iniciado" || l.status === "Doing");
  const best = results.filter(open).sort((a, b) => b.suppliers.length - a.suppliers.length)[0];
  if (!best) throw new Error("nenhum sourcing de demonstração com suppliers");
  return { id: best.sourcing_id, open: open(best)?.nome_supplier ?? "" };
}

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: sourcing detail, edit, dialogs and picker${suffix}`, async ({ page, request }) => {
      const { id, open } = await busiestSourcing(request);
      await login(page, USER);
      await dismissToasts(page);
      await page.goto(`/sourcings/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await picture(page, `sourcing-detail${suffix}`);

      await page.getByRole("link", { name: /^Alterar status/ }).click();
      await expect(page.getByRole("dialog", { name: "Alterar status do sourcing" })).toBeVisible();
      await page.waitForTimeout(300);
      await picture(page, `sourcing-detail-status-dialog${suffix}`, { fullPage: false });
      await page.keyboard.press("Escape");

      const panel = page.getByRole("region", { name: "Suppliers", exact: true });
      await panel.getByRole("combobox", { name: "Supplier" }).click();
      await expect(page.getByRole("listbox").getByRole("option").first()).toBeVisible();
      await picture(page, `sourcing-detail-picker${suffix}`, { fullPage: false });
      await page.keyboard.press("Escape");
      await page.getByRole("heading", { level: 1 }).click();

      await panel.getByLabel(`Status de ${open}`).selectOption("Concluído");
      await expect(page.getByRole("dialog", { name: "Atualizar Status" })).toBeVisible();
      await page.waitForTimeout(300);
      await picture(page, `sourcing-detail-grade-dialog${suffix}`, { fullPage: false });
      await page.getByRole("dialog", { name: "Atualizar Status" }).getByRole("button", { name: "Cancelar" }).click();

      await page.getByRole("link", { name: "Editar" }).click();
      await expect(page.getByLabel("Descrição")).toBeVisible();
      await picture(page, `sourcing-detail-edit${suffix}`);
      await page.getByRole("button", { name: /^Responsável/ }).click();
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.waitForTimeout(200);
      await picture(page, `sourcing-detail-people${suffix}`, { fullPage: false });
    });
  });
}

test.describe("sem JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("screenshot: the panel's search results without JavaScript", async ({ page, request }) => {
    const { id } = await busiestSourcing(request);
    await signIn(page, USER);
    await page.goto(`/sourcings/${id}?buscar=co`);
    await expect(page.getByTestId("supplier-search-results")).toBeVisible();
    await picture(page, "sourcing-detail-nojs-search");
  });
});
