import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "#app/components/icons/names.ts";
import { iconSprite, SPRITE_PATH } from "#scripts/icon-sprite.ts";

const NAMES_FILE = join("app", "components", "icons", "names.ts");

/** app/'s TypeScript sources, but the list of names itself. */
function appSources(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path);
    return /\.tsx?$/.test(entry.name) && path !== NAMES_FILE ? [readFileSync(path, "utf8")] : [];
  });
}

// The sprite is committed, generated from the list of names: a name added without `npm run icons` would draw nothing.
describe("the icon sprite", () => {
  it("is what scripts/icon-sprite.ts makes of the list of names", async () => {
    expect(readFileSync(SPRITE_PATH, "utf8")).toBe(await iconSprite(ICON_NAMES));
  });

  // Every page's sprite download carries every symbol: one nobody draws is weight for nothing.
  it("holds only icons the app names", () => {
    const sources = appSources().join("\n");
    const unused = ICON_NAMES.filter((name) => !sources.includes(`"${name}"`));
    expect(unused).toEqual([]);
  });
});
