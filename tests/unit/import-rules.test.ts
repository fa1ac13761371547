// `npm run lint` refuses an import circle and an import that climbs (ADR 0076): checked on small files made here, by
// the same tools and configuration the lint runs.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";

const folder = mkdtempSync(join(tmpdir(), "import-rules-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function cruise(files: Record<string, string>) {
  const dir = mkdtempSync(join(folder, "case-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return spawnSync("npx", ["depcruise", dir, "--config", ".dependency-cruiser.cjs", "--output-type", "err"], { encoding: "utf8" });
}

describe("dependency rules", () => {
  it("a circle of two modules fails, named with its path", () => {
    const run = cruise({
      "a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "b.ts": 'import { a } from "./a.ts";\nexport const b = () => a;\n',
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain("no-circular");
    expect(run.stdout).toMatch(/a\.ts →[\s\S]*b\.ts →[\s\S]*a\.ts/);
  });

  it("a circle of types only fails too", () => {
    const run = cruise({
      "a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
      "b.ts": 'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain("no-circular");
  });

  it("the same modules without the circle pass", () => {
    const run = cruise({
      "a.ts": 'import { b } from "./b.ts";\nexport const a = () => b;\n',
      "b.ts": "export const b = () => 1;\n",
    });
    expect(run.status).toBe(0);
  });
});

describe("imports that climb", () => {
  const eslint = new ESLint();
  const messages = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages.map((m) => m.message));

  it("two folders up is refused with the subpath import to use instead", async () => {
    const found = await messages(
      "server/api/suppliers/zz-probe.ts",
      'import { ids } from "../../../contract/shared/ids.ts";\nexport const x = ids;\n',
    );
    expect(found.join("\n")).toContain("Não suba mais de uma pasta: importe por #contract/…");
  });

  it("the retired ~/ alias is refused", async () => {
    const found = await messages("app/routes/zz-probe.tsx", 'import { x } from "~/lib/format";\nexport const y = x;\n');
    expect(found.join("\n")).toContain("Não suba mais de uma pasta");
  });

  it("a sibling folder and a subpath import pass", async () => {
    const found = await messages(
      "server/api/suppliers/zz-probe.ts",
      'import { a } from "../errors.ts";\nimport { b } from "#contract/shared/ids.ts";\nexport const x = [a, b];\n',
    );
    expect(found.filter((m) => m.includes("Não suba"))).toEqual([]);
  });

  it("app/ naming server/ by its subpath import is refused", async () => {
    const found = await messages("app/lib/zz-probe.ts", 'import { x } from "#server/db/schema.ts";\nexport const y = x;\n');
    expect(found.join("\n")).toContain("app/ não importa server/");
  });
});
