import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md is the way into the records: one that is not listed there is one nobody finds.
describe("the index of decision records", () => {
  const index = readFileSync("docs/decisions/README.md", "utf8");
  const records = readdirSync("docs/decisions").filter((name) => /^\d{4}-.+\.md$/.test(name));

  it("lists every record once, with a status", () => {
    for (const name of records) {
      const rows = index.split("\n").filter((line) => line.startsWith(`| [${name.slice(0, 4)}](${name})`));
      expect(rows, name).toHaveLength(1);
      expect(rows[0], name).toMatch(/\| (accepted|superseded by)[^|]*\|$/);
    }
  });

  it("links only to records that exist", () => {
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    for (const name of linked) expect(records, name).toContain(name);
  });
});
