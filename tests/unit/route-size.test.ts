import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A route module reads as its screen (README, Architecture): its loader, its action as a short dispatch, its UI. Past
// ~300 lines its intents go to a `<route>.server.ts` beside it, and cohesive parts of its UI to app/components/.
const MAX_LINES = 300;

const ROUTES = "app/routes";
const files = readdirSync(ROUTES, { recursive: true, encoding: "utf8" }).filter((name) => /\.tsx?$/.test(name));
/** Lines as an editor numbers them: a final newline ends the last line, it does not start another. */
const linesOf = (text: string) => (text.match(/\n/g)?.length ?? 0) + (text === "" || text.endsWith("\n") ? 0 : 1);
const sizes = files.map((name) => ({ name, lines: linesOf(readFileSync(join(ROUTES, name), "utf8")) }));

describe("route modules stay the size of a screen", () => {
  it(`no file in ${ROUTES}/ is longer than ${MAX_LINES} lines`, () => {
    const over = sizes.filter(({ lines }) => lines > MAX_LINES);
    expect(over, "move the action's intents to a <route>.server.ts beside it, or UI parts to app/components/").toEqual([]);
  });

  it("a route's server module is not itself a route (app/routes.ts)", () => {
    expect(readFileSync("app/routes.ts", "utf8")).not.toMatch(/\.server\.tsx?["']/);
    expect(files.filter((name) => /\.server\.tsx?$/.test(name)).length).toBeGreaterThan(0);
  });
});
