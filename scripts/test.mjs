// `npm test`: install what is needed, then typecheck, lint, unit and API tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), and the Playwright end-to-end tests against the production build.
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { ensureDependencies, run } from "./ensure-deps.mjs";
import { suiteReport } from "./suite-report.mjs";

const installStarted = Date.now();
ensureDependencies();

function hasBrowser() {
  // Debian's headless shell is what the tests drive (ADR 0066); as root it is installed even beside a full Chromium.
  if (process.env.CHROMIUM_PATH || existsSync("/usr/bin/chromium-headless-shell")) return true;
  if (existsSync("/usr/bin/chromium") && process.getuid?.() !== 0) return true;
  try {
    const path = execSync("node -e \"console.log(require('playwright-core').chromium.executablePath())\"", {
      encoding: "utf8",
    }).trim();
    return existsSync(path);
  } catch {
    return false;
  }
}

// The pictures of the supplier-facing pages in Chinese need a CJK font; the headless shell brings none.
const CJK_FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
const missing = [...(hasBrowser() ? [] : ["chromium-headless-shell"]), ...(existsSync(CJK_FONT) ? [] : ["fonts-wqy-microhei"])];
if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`> Instalando do Debian: ${missing.join(", ")}`);
    const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")}`;
    if (run("sh", ["-c", install]) !== 0) process.exit(1);
  } else if (!hasBrowser()) {
    console.error("Nenhum Chromium encontrado. Instale-o (apt-get install chromium-headless-shell) ou defina CHROMIUM_PATH.");
    process.exit(1);
  }
}

const steps = [
  ["typecheck", ["npx", ["react-router", "typegen"]], ["npx", ["tsc", "-b"]]],
  [
    "lint",
    ["npx", ["eslint", ".", "--max-warnings=0"]],
    ["npx", ["depcruise", "app", "server", "contract", "tests", "bench", "scripts", "--config", ".dependency-cruiser.cjs"]],
    ["npx", ["prettier", "--check", ".", "--log-level", "warn"]],
    ["npx", ["knip"]],
  ],
  ["unit e API", ["npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.tmp/results/vitest.json"]]],
  ["build", ["npx", ["react-router", "build"]], ["node", ["scripts/precompress.mjs"]]],
  ["end-to-end", ["npx", ["playwright", "test"]]],
];

rmSync(".tmp/results", { recursive: true, force: true });

/** Passed and failed counts from the runners' JSON reports, for one closing line. */
function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(".tmp/results/vitest.json")) {
    const report = JSON.parse(readFileSync(".tmp/results/vitest.json", "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (existsSync(".tmp/results/playwright.json")) {
    const report = JSON.parse(readFileSync(".tmp/results/playwright.json", "utf8"));
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  }
  return { passed, failed };
}

/** Each step's wall time, for the closing table (scripts/suite-report.mjs). */
const times = [{ name: "instalação", ms: Date.now() - installStarted }];
const recordTime = (name, started) => {
  times.push({ name, ms: Date.now() - started });
  mkdirSync(".tmp/results", { recursive: true });
  writeFileSync(".tmp/results/steps.json", JSON.stringify(times));
};

for (const [name, ...commands] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  for (const [command, args] of commands) {
    if (run(command, args) !== 0) {
      const { passed, failed } = counts();
      console.error(`\nFalhou: ${name}`);
      console.log(`total: ${passed} passed, ${Math.max(failed, 1)} failed`);
      process.exit(1);
    }
  }
  recordTime(name, started);
}
console.log(suiteReport());
const { passed, failed } = counts();
console.log("\nTodos os passos passaram.");
console.log(`total: ${passed} passed, ${failed} failed`);
