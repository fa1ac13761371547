import type { Page } from "@playwright/test";
import { type ImportParams, regimesOverlapMessage } from "#contract/landed-cost/import-params.ts";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { holdImportParamsInEachTest, importParamsApiAs } from "./support/import-params";
import { expectNoSidewaysScroll, picture, SCREENSHOT_SIZES } from "./support/screenshots";

// The tax regimes on 'Parâmetros de importação': an administrator adds one (a new version), an overlapping vigência is
// refused with the contract's message in view and nothing saved, and anyone else reads them, the estimate's source
// shown. The regime this spec adds starts in 2029, after every figure a test computes; the regimes in force are put
// back after each test. Serial: the parameters are one global record.
test.describe.configure({ mode: "serial", timeout: 120_000 });
holdImportParamsInEachTest();

const ADMIN = "conteineres@e2e.local";
const BUYER = "embarque@e2e.local";
const toast = (page: Page) => page.getByTestId("toast").last();
const history = (page: Page) => page.getByTestId("import-params-history").getByRole("listitem");
const save = (page: Page) => page.getByRole("button", { name: "Salvar nova versão" }).click();

const params = importParamsApiAs(ADMIN);

/** Runs `body`, then puts the regimes back as they were if they changed (a failure midway, or the test's own save). */
async function restoringRegimes(body: (before: ImportParams) => Promise<void>) {
  const before = await params().current();
  try {
    await body(before);
  } finally {
    const now = await params().current();
    if (JSON.stringify(now.regimes) !== JSON.stringify(before.regimes)) await params().save({ ...now, regimes: before.regimes });
  }
}

/** Types the new regime's row. */
async function fillNewRegime(page: Page, values: { nome: string; de: string; ate: string; icms: string; cbs?: string }) {
  const row = "novo regime";
  await page.getByLabel(`Nome do ${row}`, { exact: true }).fill(values.nome);
  await page.getByLabel(`Vigente de do ${row}`, { exact: true }).fill(values.de);
  await page.getByLabel(`Vigente até do ${row}`, { exact: true }).fill(values.ate);
  await page.getByLabel(`ICMS % do ${row}`, { exact: true }).fill(values.icms);
  if (values.cbs) await page.getByLabel(`CBS % do ${row}`, { exact: true }).fill(values.cbs);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Regimes: administrador ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("adds a regime 2029 with ICMS 16,2 %: a new version, the regime a row of its own, the history telling it", async ({ page }) => {
      await restoringRegimes(async (before) => {
        await signIn(page, ADMIN);
        await page.goto("/settings/import");
        // The regimes in force, prefilled; every input named by its row.
        await expect(page.getByLabel("ICMS % do regime 2027–2028", { exact: true })).toHaveValue("18");
        await expect(page.getByLabel("CBS % do regime 2027–2028", { exact: true })).toHaveValue("8,7");
        await expect(page.getByLabel("Imposto Seletivo (regime 2027–2028)")).toBeChecked();
        await expect(page.getByLabel("Imposto Seletivo (regime 2026)")).not.toBeChecked();
        await expect(page.getByTestId("import-params-regimes-row").filter({ hasText: "Regime 2027–2028" })).toContainText("estimativa");

        await fillNewRegime(page, { nome: "2029", de: "2029-01-01", ate: "2029-12-31", icms: "16,2", cbs: "8,8" });
        await page.getByLabel("CBS e IBS cobrados (desmarcado: valores de teste compensados com PIS/COFINS) (novo regime)").check();
        await save(page);
        await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
        await expect(history(page).first()).toContainText(`Versão ${before.versao + 1}`);
        await expect(history(page).first().getByTestId("history-regime-changes")).toContainText(
          "Mudanças nos regimes: 2029 incluído: 01/01/2029, 31/12/2029, PIS 0 %, COFINS 0 %, CBS 8,8 %, IBS 0 %, ICMS 16,2 %",
        );
        await expect(page.getByLabel("ICMS % do regime 2029", { exact: true })).toHaveValue("16,2");
        await expect(page.getByLabel("Nome do novo regime", { exact: true })).toHaveValue("");
        await expect(page.getByTestId("import-params-note")).toContainText("2029 (01/01/2029 a 31/12/2029)");
        const saved = (await params().current()).regimes.find((r) => r.nome === "2029");
        expect(saved).toMatchObject({
          vigente_de: "2029-01-01",
          vigente_ate: "2029-12-31",
          icms_pct: 16.2,
          cbs_pct: 8.8,
          cbs_ibs_cobrados: true,
        });
      });
    });

    test("an overlapping vigência is refused with the message naming both regimes in view; nothing is saved", async ({ page }) => {
      await restoringRegimes(async (before) => {
        await signIn(page, ADMIN);
        await page.goto("/settings/import");
        await fillNewRegime(page, { nome: "2028 revisado", de: "2028-07-01", ate: "", icms: "17" });
        await save(page);
        const message = regimesOverlapMessage("2027–2028", "2028 revisado");
        await expect(page.getByText(message).first()).toBeInViewport();
        await expect(page.getByLabel("Vigente de do novo regime", { exact: true })).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel("Nome do novo regime", { exact: true })).toHaveValue("2028 revisado");
        const now = await params().current();
        expect([now.versao, now.regimes]).toEqual([before.versao, before.regimes]);
      });
    });
  });

  test.describe(`Regimes: leitura ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("anyone else reads the regimes, the estimate's source shown, the transit and antidumping; no input", async ({ page }) => {
      await signIn(page, BUYER);
      await page.goto("/settings/import");
      const regimes = page.getByTestId("import-params-regime");
      await expect(regimes.filter({ hasText: "Regime 2026" })).toContainText("sem início a 31/12/2026");
      const r2027 = regimes.filter({ hasText: "Regime 2027–2028" });
      await expect(r2027).toContainText("01/01/2027 a 31/12/2028");
      await expect(r2027).toContainText("estimativa");
      await expect(r2027).toContainText("Fonte da estimativa: CBS estimada");
      await expect(r2027).toContainText("CBS %8,7 %");
      await expect(page.getByTestId("import-params-note")).toContainText("Estimativa: a CBS do regime 2027–2028");
      await expect(page.getByTestId("import-params-transit")).toContainText("China (cn)40 dias");
      await expect(page.getByTestId("import-params-antidumping")).toContainText("Resolução GECEX nº 830/2025");
      await expect(page.locator("main input, main select, main button[type=submit]")).toHaveCount(0);
    });
  });
}

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: the regimes, transit and antidumping, edited, refused and read${suffix}`, async ({ page }) => {
      await login(page, ADMIN);
      await dismissToasts(page);
      await page.goto("/settings/import");
      await expect(page.getByTestId("import-params-regimes")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `import-params-regimes${suffix}`);
      await fillNewRegime(page, { nome: "2028 revisado", de: "2028-07-01", ate: "", icms: "17" });
      await save(page);
      await expect(page.getByText(regimesOverlapMessage("2027–2028", "2028 revisado")).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page.getByTestId("import-params-regimes"), `import-params-regimes-refused${suffix}`);

      await signIn(page, BUYER);
      await page.goto("/settings/import");
      await expect(page.getByTestId("import-params-regimes")).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `import-params-regimes-read${suffix}`);
    });
  });
}
