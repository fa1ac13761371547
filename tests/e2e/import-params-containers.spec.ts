import type { APIRequestContext, Page } from "@playwright/test";
import { DUPLICATE_CONTAINER_MESSAGE, type ImportParams } from "#contract/landed-cost/import-params.ts";
import { STALE_VERSION_MESSAGE } from "#contract/shared/versions.ts";
import { dismissToasts, expect, login, signIn, test } from "./support/fixtures";
import { holdImportParamsInEachTest, ImportParamsApi } from "./support/import-params";
import { expectNoSidewaysScroll, picture, SCREENSHOT_SIZES } from "./support/screenshots";
import { apiToken } from "./support/suppliers";

// The container types on 'Parâmetros de importação': an administrator edits them in the parameters' form (a new
// version per save; adding and removing without JavaScript too), a refusal saves nothing, and anyone else reads
// them in a table. The types this spec adds hold 1 m³ for more than LCL would charge, so no comparison run meanwhile
// ever ships in them; the types in force are left as they are. Serial: the parameters are one global record.
test.describe.configure({ mode: "serial", timeout: 120_000 });
// Each save is a new version: another spec's form loaded before it would meet a conflict.
holdImportParamsInEachTest();

const ADMIN = "conteineres@e2e.local";
const BUYER = "embarque@e2e.local";
const TIPO = "E2E-1";
const OTHER = "E2E-2";
const toast = (page: Page) => page.getByTestId("toast").last();

let request: APIRequestContext;
let params: ImportParamsApi;

test.beforeAll(async ({ playwright, baseURL }) => {
  request = await playwright.request.newContext({ baseURL });
  params = new ImportParamsApi(request, await apiToken(request, ADMIN));
});

test.afterAll(async () => {
  await request.dispose();
});

/** Runs `body`, then takes this spec's own types out again if any is left (a failure midway). */
async function restoringContainers(body: (before: ImportParams) => Promise<void>) {
  const before = await params.current();
  try {
    await body(before);
  } finally {
    const now = await params.current();
    const own = new Set([TIPO, OTHER]);
    if (now.conteineres.some((c) => own.has(c.tipo)))
      await params.save({ ...now, conteineres: now.conteineres.filter((c) => !own.has(c.tipo)) });
  }
}

/** The types' rows, where each refusal is told at its field (a refused save also lists it above the form). */
const rowsOf = (page: Page) => page.getByTestId("import-params-containers");
const history = (page: Page) => page.getByTestId("import-params-history").getByRole("listitem");
const save = (page: Page) => page.getByRole("button", { name: "Salvar nova versão" }).click();

/** Types a whole row: the new one ("novo contêiner") or a saved type's. */
async function fillRow(page: Page, name: string, values: { tipo?: string; m3: string; kg: string; frete: string }) {
  if (values.tipo !== undefined) await page.getByLabel(`Tipo do ${name}`, { exact: true }).fill(values.tipo);
  await page.getByLabel(`Cubagem útil do ${name} (m³)`).fill(values.m3);
  await page.getByLabel(`Carga máxima do ${name} (kg)`).fill(values.kg);
  await page.getByLabel(`Frete do ${name} (US$)`).fill(values.frete);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Contêineres: administrador ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("adds a type, changes its freight typing '4.500', removes it: each save a version the history tells", async ({ page }) => {
      await restoringContainers(async (before) => {
        await signIn(page, ADMIN);
        await page.goto("/settings/import");
        // The types in force, prefilled the pt-BR way.
        await expect(page.getByLabel("Frete do contêiner 40HC (US$)")).toHaveValue("4.300");
        await expect(page.getByLabel("Carga máxima do contêiner 40HC (kg)")).toHaveValue("26.300");
        await expect(page.getByLabel("Frete do contêiner 40HC (US$)")).toHaveAttribute("inputmode", "decimal");

        await fillRow(page, "novo contêiner", { tipo: TIPO, m3: "1", kg: "100", frete: "4.000" });
        await save(page);
        await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
        await expect(history(page).first()).toContainText(`Versão ${before.versao + 1}`);
        await expect(history(page).first().getByTestId("history-container-changes")).toHaveText(
          `Mudanças nos contêineres: ${TIPO} incluído: 1 m³, 100 kg, $ 4.000,00.`,
        );
        // The new type is a row of its own now, and the empty row is empty again.
        await expect(page.getByLabel(`Frete do contêiner ${TIPO} (US$)`)).toHaveValue("4.000");
        await expect(page.getByLabel("Tipo do novo contêiner", { exact: true })).toHaveValue("");

        await page.getByLabel(`Frete do contêiner ${TIPO} (US$)`).fill("4.500");
        await save(page);
        await expect(history(page).first()).toContainText(`Versão ${before.versao + 2}`);
        await expect(history(page).first().getByTestId("history-container-changes")).toHaveText(
          `Mudanças nos contêineres: ${TIPO}: frete $ 4.000,00 → $ 4.500,00.`,
        );
        await expect(history(page).first().getByTestId("history-containers")).toContainText(`${TIPO}: 1 m³, 100 kg, $ 4.500,00`);
        await expect(page.getByLabel(`Frete do contêiner ${TIPO} (US$)`)).toHaveValue("4.500");
        expect((await params.containers()).find((c) => c.tipo === TIPO)?.frete_usd).toBe(4500);

        await page.getByLabel(`Remover contêiner ${TIPO}`, { exact: true }).check();
        await save(page);
        await expect(history(page).first()).toContainText(`Versão ${before.versao + 3}`);
        await expect(history(page).first().getByTestId("history-container-changes")).toHaveText(
          `Mudanças nos contêineres: ${TIPO} removido.`,
        );
        await expect(page.getByLabel(`Frete do contêiner ${TIPO} (US$)`)).toHaveCount(0);
        expect(await params.containers()).toEqual(before.conteineres);
      });
    });

    test("a repeated type, or a bad number, is refused at its field with what was typed kept, and nothing is saved", async ({ page }) => {
      await restoringContainers(async (before) => {
        await signIn(page, ADMIN);
        await page.goto("/settings/import");
        await fillRow(page, "novo contêiner", { tipo: "40hc", m3: "70", kg: "26.000", frete: "4.100" });
        await page.getByLabel("Cubagem útil do contêiner 20 (m³)").fill("0");
        await save(page);
        const tipo = page.getByLabel("Tipo do novo contêiner", { exact: true });
        await expect(rowsOf(page).getByText(DUPLICATE_CONTAINER_MESSAGE)).toBeVisible();
        await expect(tipo).toHaveAttribute("aria-invalid", "true");
        await expect(
          rowsOf(page).getByText("Cubagem útil do contêiner (m³): informe um número maior que 0, com até 2 casas decimais."),
        ).toBeVisible();
        await expect(tipo).toHaveValue("40hc");
        await expect(page.getByLabel("Frete do novo contêiner (US$)")).toHaveValue("4.100");
        await expect(page.getByLabel("Cubagem útil do contêiner 20 (m³)")).toHaveValue("0");
        const now = await params.current();
        expect([now.versao, now.conteineres]).toEqual([before.versao, before.conteineres]);

        // Removing every type is refused at the list.
        await page.getByLabel("Cubagem útil do contêiner 20 (m³)").fill("28");
        await tipo.fill("");
        await page.getByLabel("Cubagem útil do novo contêiner (m³)").fill("");
        await page.getByLabel("Carga máxima do novo contêiner (kg)").fill("");
        await page.getByLabel("Frete do novo contêiner (US$)").fill("");
        for (const container of before.conteineres) await page.getByLabel(`Remover contêiner ${container.tipo}`, { exact: true }).check();
        await save(page);
        await expect(rowsOf(page).getByText("Informe ao menos um tipo de contêiner.")).toBeVisible();
        expect((await params.current()).versao).toBe(before.versao);
      });
    });
  });
}

test.describe("Contêineres: duas pessoas salvando", () => {
  test("a type another administrator added meanwhile is in the conflict notice; saving again removes it", async ({ page }) => {
    await restoringContainers(async (before) => {
      await signIn(page, ADMIN);
      await page.goto("/settings/import");
      await params.save({ ...before, conteineres: [...before.conteineres, { tipo: OTHER, m3_util: 1, kg_max: 100, frete_usd: 3900 }] });
      await save(page);
      const notice = page.getByRole("alert").filter({ hasText: STALE_VERSION_MESSAGE });
      await expect(notice.getByRole("listitem")).toHaveText([`Contêiner ${OTHER}: 1 m³, 100 kg, $ 3.900,00`]);
      await save(page);
      await expect(toast(page)).toContainText("Parâmetros de importação salvos!");
      await expect(history(page).first().getByTestId("history-container-changes")).toHaveText(
        `Mudanças nos contêineres: ${OTHER} removido.`,
      );
      expect(await params.containers()).toEqual(before.conteineres);
    });
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Contêineres: leitura ${javaScriptEnabled ? "com" : "sem"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("anyone else reads the types in a table, each measure formatted, with no input", async ({ page }) => {
      await signIn(page, BUYER);
      await page.goto("/settings/import");
      const table = page.getByRole("table", { name: "Tipos de contêiner: cubagem útil, carga máxima e frete" });
      await expect(table.getByRole("columnheader")).toHaveText(["Tipo", "Cubagem útil (m³)", "Carga máxima (kg)", "Frete (US$)"]);
      await expect(
        table
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: "40HC", exact: true }) })
          .getByRole("cell"),
      ).toHaveText(["68 m³", "26.300 kg", "$ 4.300,00"]);
      await expect(
        table
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: "20", exact: true }) })
          .getByRole("cell"),
      ).toHaveText(["28 m³", "21.700 kg", "$ 2.500,00"]);
      await expect(page.getByTestId("import-params-history").getByTestId("history-containers").first()).toContainText(
        "40HC: 68 m³, 26.300 kg, $ 4.300,00",
      );
      await expect(page.locator("main input, main button[type=submit]")).toHaveCount(0);
    });
  });
}

for (const { width, height, suffix } of SCREENSHOT_SIZES) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`screenshots: the container types, edited and read${suffix}`, async ({ page }) => {
      await login(page, ADMIN);
      await dismissToasts(page); // the sign-in greeting is not part of the picture
      await page.goto("/settings/import");
      const rows = page.getByTestId("import-params-containers");
      await expect(rows).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `import-params-containers${suffix}`);
      // A refusal at its fields, without saving anything.
      await fillRow(page, "novo contêiner", { tipo: "40HC", m3: "0", kg: "26.000", frete: "4.100" });
      await save(page);
      await expect(rowsOf(page).getByText(DUPLICATE_CONTAINER_MESSAGE)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(rows, `import-params-containers-refused${suffix}`);

      await signIn(page, BUYER);
      await page.goto("/settings/import");
      const table = page.getByTestId("import-params-containers");
      await expect(table).toBeVisible();
      await expectNoSidewaysScroll(page);
      await picture(page, `import-params-read${suffix}`);
    });
  });
}
