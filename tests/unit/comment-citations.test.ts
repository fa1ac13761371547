import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Comments (and test titles) say why by citing documents a reader of this repository can open: the decision
// records (docs/decisions/), the other docs/*.md, the specification as "specification §N" and the design notes as
// "docs/design.md §N". Work-item numbers and documents kept outside the repository (the shared folder the
// specification came from, the stack notes) lead nowhere once the code is read on its own.
const FOLDERS = ["app", "server", "contract", "tests", "bench", "scripts"];
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const SKIPPED = new Set(["node_modules", "build", ".react-router"]);
const ROOT = resolve(".");

/** Whether `path` names a file inside this repository (a path leading out of it does not count, even if it exists). */
const inRepository = (path: string) => resolve(path).startsWith(ROOT + sep) && existsSync(path);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

interface Citing {
  file: string;
  line: number;
  text: string;
}

/** Every comment of a file, and the title of every `describe` / `it` / `test` call (test.describe too). */
function citingTexts(file: string): Citing[] {
  const text = readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts") || file.endsWith(".mts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, Citing>();
  const add = (pos: number, end: number) => {
    if (!found.has(pos)) found.set(pos, { file, line: source.getLineAndCharacterOfPosition(pos).line + 1, text: text.slice(pos, end) });
  };
  const visit = (node: ts.Node) => {
    // Every comment is the leading or trailing trivia of some token; the tokens are the nodes' children.
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      add(range.pos, range.end);
    }
    if (ts.isCallExpression(node) && /^(describe|it|test)\b/.test(node.expression.getText(source))) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteralLike(title) || ts.isTemplateExpression(title))) add(title.getStart(source), title.end);
    }
    if (!ts.isJsxText(node)) for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()];
}

const SECTIONS = (path: string) => new Set([...readFileSync(path, "utf8").matchAll(/^## (\d+)\./gm)].map((match) => match[1]));
const SPECIFICATION_SECTIONS = SECTIONS("docs/specification.md");
const DESIGN_SECTIONS = SECTIONS("docs/design.md");
const RECORDS = readdirSync("docs/decisions").filter((name) => /^\d{4}-.+\.md$/.test(name));

/** What is wrong with the citations of one comment or title, if anything. */
function problems({ file, text }: Citing): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bissues?\s*#?\s*\d+/gi)) found.push(`cites a work item (${match[0]}), not a document`);
  for (const match of text.matchAll(
    /\bspec(?:\.md)?\s*(?:section|§)\s*\d+|\bdesign(?:\.md)?\s+section\s*\d+|(?<!docs\/)\bdesign\s*§\s*\d+/gi,
  )) {
    found.push(`cites "${match[0]}": write "specification §N" or "docs/design.md §N"`);
  }
  for (const match of text.matchAll(/stack-notes|\.\.\/shared\//g)) found.push(`cites ${match[0]}, a document outside this repository`);
  for (const match of text.matchAll(/(?:\.{1,2}\/)*[\w-]+(?:[./][\w-]+)*\.md\b/g)) {
    const path = match[0];
    if (!inRepository(path) && !inRepository(join(dirname(file), path))) found.push(`cites ${path}, which is not in this repository`);
  }
  for (const match of text.matchAll(/\bdocs\/decisions\/(\d{4})\b/g)) {
    if (!RECORDS.some((name) => name.startsWith(`${match[1]}-`))) found.push(`cites decision record ${match[1]}, which does not exist`);
  }
  for (const match of text.matchAll(/\bADRs? (\d{4})\b/g)) {
    if (!RECORDS.some((name) => name.startsWith(`${match[1]}-`))) found.push(`cites ADR ${match[1]}, which does not exist`);
  }
  for (const match of text.matchAll(/\bspecification §(\d+)/gi)) {
    if (!SPECIFICATION_SECTIONS.has(match[1] ?? "")) found.push(`cites specification §${match[1]}, which has no such section`);
  }
  for (const match of text.matchAll(/\bdocs\/design\.md §(\d+)/g)) {
    if (!DESIGN_SECTIONS.has(match[1] ?? "")) found.push(`cites docs/design.md §${match[1]}, which has no such section`);
  }
  return found;
}

describe("citations in comments and test titles", () => {
  const citing = FOLDERS.flatMap(sourceFiles).flatMap(citingTexts);

  it("reads the comments of every source file", () => {
    expect(citing.length).toBeGreaterThan(1000);
    expect(citing.some(({ text }) => text.includes("docs/decisions/"))).toBe(true);
  });

  it("cite only documents in this repository, never an issue number", () => {
    const wrong = citing.flatMap((entry) => problems(entry).map((problem) => `${entry.file}:${entry.line}: ${problem}`));
    expect(wrong).toEqual([]);
  });

  it("would catch each kind of bad citation", () => {
    const at = (text: string) => problems({ file: "app/lib/example.ts", line: 1, text });
    expect(at("// the validity rule (issue 12 section 1)")).toHaveLength(1);
    expect(at("// Issue #22: the way back")).toHaveLength(1);
    expect(at("// as spec section 8 says")).toHaveLength(1);
    expect(at("// see ../shared/design.md")).not.toEqual([]);
    expect(at("// see ../../../shared/spec.md")).toContain("cites ../../../shared/spec.md, which is not in this repository");
    expect(at("// a pitfall of stack-notes")).toHaveLength(1);
    expect(at("// docs/decisions/0044-never-written.md")).not.toEqual([]);
    expect(at("// (ADR 0044)")).toHaveLength(1);
    expect(at("// specification §12")).toHaveLength(1);
    expect(at("// docs/design.md §11")).toHaveLength(1);
    expect(at("// specification §8, docs/design.md §6, ADR 0052, docs/decisions/0043-quote-terms-and-history.md")).toEqual([]);
  });
});
