import { existsSync } from "node:fs";

/**
 * The Chromium the end-to-end tests and the benchmark drive (ADR 0066). Debian's headless shell first: on these
 * 2-core virtual machines the full browser in its new headless mode costs about twice the CPU per page (a top-chrome
 * renderer and a GPU process per window). Then Debian's full Chromium, then Playwright's own browser where one is
 * installed (a laptop). CHROMIUM_PATH overrides all three.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
}
