// The suite's phases as one table (what each ran, how many tests, how long): printed at the end of `npm test` and
// by `node scripts/suite-report.mjs` after a run, from the runners' JSON reports and the step times `npm test`
// wrote. Vitest runs both drivers' API tests in one process, two files at a time: a driver's time is the sum of its
// tests' own durations, not a wall time.
import { existsSync, readFileSync } from "node:fs";

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Test counts and summed durations of the Vitest report, by driver: "(pglite)" / "(postgres)" in a test's name. */
function vitestPhases(report) {
  const phases = { unit: { tests: 0, ms: 0 }, pglite: { tests: 0, ms: 0 }, postgres: { tests: 0, ms: 0 } };
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const name = test.fullName ?? test.title;
      const phase = /\(postgres\)/.test(name)
        ? "postgres"
        : /\(pglite\)/.test(name) || file.name.includes("/tests/api/")
          ? "pglite"
          : "unit";
      phases[phase].tests += 1;
      phases[phase].ms += test.duration ?? 0;
    }
  }
  return phases;
}

export function suiteReport(dir = ".tmp/results") {
  const steps = read(`${dir}/steps.json`) ?? [];
  const lines = ["", "=== fases ===", "| passo | testes | tempo |", "|---|---|---|"];
  const vitest = read(`${dir}/vitest.json`);
  const playwright = read(`${dir}/playwright.json`);
  for (const { name, ms } of steps) {
    if (name === "unit e API" && vitest) {
      const phases = vitestPhases(vitest);
      lines.push(`| ${name} | ${vitest.numTotalTests} | ${seconds(ms)} |`);
      for (const [phase, { tests, ms: sum }] of Object.entries(phases)) lines.push(`| · ${phase} | ${tests} | ${seconds(sum)} somados |`);
    } else if (name === "end-to-end" && playwright) {
      const { expected, flaky, unexpected, skipped } = playwright.stats;
      lines.push(`| ${name} | ${expected + flaky + unexpected + skipped} (${flaky} na segunda tentativa) | ${seconds(ms)} |`);
    } else lines.push(`| ${name} | | ${seconds(ms)} |`);
  }
  const total = steps.reduce((sum, { ms }) => sum + ms, 0);
  lines.push(`| total | | ${seconds(total)} |`);
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(suiteReport(process.argv[2]));
