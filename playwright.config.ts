import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "#tests/support/browser.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
// No test reaches the real exchange-rate services (CI has no network): a closed local port fails at once and
// the API answers its default rates. Set here, so the web server and the processes the tests start inherit it.
process.env.RATES_BRL_URL ??= "http://127.0.0.1:9/rates/usd-brl";
process.env.RATES_CNY_URL ??= "http://127.0.0.1:9/rates/usd-cny";
const chromium = chromiumPath();

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Long user flows on a 2-core machine: 30 s was met by load alone (seen while merging the sourcing screens).
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: ".tmp/results/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    // Recording a trace costs every test about a fifth of its time even when it passes and the trace is dropped:
    // CI records one when a failed test runs again, a laptop run (no retry) keeps it off unless asked (--trace on).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: chromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            // No --disable-dev-shm-usage: /dev/shm is a 24 GB tmpfs on these machines, and shared memory there is cheaper.
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--disable-sync",
            "--disable-quic",
            // The browser's own language too (not only `locale`): a pt-BR Chromium is where type=number read '12,34' as 1234.
            "--lang=pt-BR",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    // SIGTERM, not the default SIGKILL: the server script drops the PostgreSQL database it made for the run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    // A JSON line per request would bury the test report; warnings and errors still show.
    env: { PORT: String(port), NODE_ENV: "production", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
  },
});
