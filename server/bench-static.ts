import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { Hono } from "hono";

/**
 * The benchmark's floor: a page's HTML answered as a file already in memory, through the same front as the page
 * (request log, security headers, compression), so `SSR req/s ÷ static req/s` is what rendering costs. Mounted
 * only when BENCH_STATIC_DIR is set; a name is a file of that folder, read once.
 */
export function benchStatic(dir: string) {
  const files = new Map<string, Promise<string | null>>();
  const read = (name: string) => readFile(join(dir, basename(name)), "utf8").catch(() => null);
  return new Hono().get("/:name", async (c) => {
    const name = c.req.param("name");
    const html = files.get(name) ?? read(name);
    files.set(name, html);
    const text = await html;
    return text === null ? c.notFound() : c.html(text);
  });
}
