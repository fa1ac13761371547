import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";

/**
 * React Router names every server entry after its server build file (index.js, index2.js...): the embedded
 * database's worker is reached through a fixed name, a one-line file that imports its entry
 * (server/db/client.ts loads build/server/pglite-worker.js).
 */
const workerEntryName = (): Plugin => ({
  name: "pglite-worker-entry-name",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk" || !chunk.isEntry || chunk.name !== "pglite-worker") continue;
      this.emitFile({ type: "asset", fileName: "pglite-worker.js", source: `import "./${chunk.fileName}";\n` });
    }
  },
});

/**
 * How the browser build splits the app into chunks (ADR 0069). Left to automatic splitting, the modules a page needs at
 * first arrived as ~30 chunks of a few hundred bytes each: one request and one gzip frame each (on Slow 3G, 400 ms a
 * round trip each, six at a time), and what a module shares with its neighbours compressed in none of them. Instead:
 * - everything the root needs (React, React Router, the toasts) goes in the entry's chunk: every page loads it;
 * - the shell's own imports in one chunk: every signed-in page loads it;
 * - what the lists and the record pages both need at first in one chunk, what two lists or two record pages need in one
 *   each, what a list and its record page share (a supplier's flag) in one per kind of record;
 * - the code of the parts that hydrate later (`hydrateLater`) in one chunk for the root's and the shell's, one for the
 *   lists', and what they share with what the record pages need at first in one more: in a family's chunk, such a
 *   module would bring that whole chunk to every page whose later parts need it.
 * A route's own module stays in its chunk (a route's stylesheet in a chunk that lazy parts import too would be named
 * dynamic CSS by React Router, and loaded twice).
 */
const CLIENT_ROUTE = "?__react-router-build-client-route";
const ROUTE = /[\\/]app[\\/](?:routes[\\/])?([^\\/]+)\.tsx$/;
const ENTRY = /[\\/]entry\.client\.tsx$/;
const CONTRACT = /[\\/]contract[\\/]/;
const LATER_PART = /hydrateLater\(\s*\(\)\s*=>\s*import\(\s*(["'])(.+?)\1/g;
const LISTS = ["suppliers", "sourcings", "products"];
const DETAILS = LISTS.map((list) => `${list}.detail`);
const MAIN = [...LISTS, ...DETAILS];

/**
 * The routes that reach a module: `first` through static imports (the page's first load), `soon` also through the
 * parts of a page that hydrate later (imported by a module that uses `hydrateLater`), which load right after it.
 */
const reaching = new Map<string, { first: Set<string>; soon: Set<string> }>();
function routesReaching(id: string, ctx: Rolldown.ChunkingContext) {
  const known = reaching.get(id);
  if (known) return known;
  // A part that hydrates later: `hydrateLater(() => import("./part")...)` in the module that imports it lazily.
  const base = (path: string) => /([^\\/?]+?)(?:\.[a-z]+)?(?:\?.*)?$/.exec(path)?.[1];
  const hydratesLater = (importer: string, part: string) =>
    [...(ctx.getModuleInfo(importer)?.code ?? "").matchAll(LATER_PART)].some(
      (match) => match[2] !== undefined && base(match[2]) === base(part),
    );
  const walk = (soon: boolean) => {
    const routes = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      if (current.endsWith(CLIENT_ROUTE)) routes.add(ROUTE.exec(current.slice(0, -CLIENT_ROUTE.length))?.[1] ?? "");
      if (ENTRY.test(current)) routes.add("root");
      const info = ctx.getModuleInfo(current);
      const later = soon ? (info?.dynamicImporters ?? []).filter((importer) => hydratesLater(importer, current)) : [];
      for (const importer of [...(info?.importers ?? []), ...later]) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return routes;
  };
  const found = { first: walk(false), soon: walk(true) };
  reaching.set(id, found);
  return found;
}

/**
 * The chunk of a module that some of the main pages need at first, by which ones, with its group's priority and the
 * pages that load that chunk at first. A group takes its modules before a group of lower priority, and with them what
 * they import that no group took before: what a module imports is needed by every page that needs the module, so the
 * groups of more pages come first.
 */
function familyOf(first: Set<string>): [name: string | null, priority: number, routes: string[]] | null {
  const main = MAIN.filter((route) => first.has(route));
  const kinds = new Set(main.map((route) => route.split(".")[0]));
  const lists = main.filter((route) => LISTS.includes(route));
  const details = main.length - lists.length;
  if (lists.length >= 2) return details ? ["page-imports", 7, MAIN] : ["list-imports", 4, LISTS];
  // One list and record pages of other kinds (a calendar day, a sourcing's statuses): a chunk of its own, not one
  // that every list loads.
  if (kinds.size > 1 && lists.length === 1) return [null, 5, main];
  if (details >= 2) return ["detail-imports", 4, DETAILS];
  // A list and its record page (a supplier's flag).
  if (main.length === 2) return [`${[...kinds][0]}-imports`, 3, main];
  // A list's own modules that its later parts import too (its URL parameters, its badges): one chunk, not one each.
  if (lists.length === 1) return [`${lists[0]}-list-imports`, 2, lists];
  return null;
}

/** A module's chunk and its group's priority. */
function chunkOf(id: string, ctx: Rolldown.ChunkingContext): [string, number] | null {
  if (id.endsWith(CLIENT_ROUTE) || ROUTE.test(id) || id.endsWith(".css")) return null;
  const { first, soon } = routesReaching(id, ctx);
  const own = /([^\\/]+?)(?:\.[a-z]+)?$/.exec(id)?.[1] ?? "shared";
  // What the root's later parts need (the toasts' icon) is needed soon on every page.
  if (first.has("root") || (first.size > 0 && soon.has("root"))) return ["root-imports", 9];
  if (first.has("shell")) return ["shell-imports", 8];
  // Only in parts that hydrate later: the root's and the shell's (every signed-in page), the lists' (their pager, their
  // links), one chunk each.
  if (first.size === 0) {
    if (soon.has("shell") || soon.has("root")) return ["shell-later", 1];
    if (LISTS.filter((list) => soon.has(list)).length >= 2) return ["list-later", 1];
    return null;
  }
  const family = familyOf(first);
  const later = [...soon].filter((route) => !first.has(route) && !(family?.[2] ?? []).includes(route));
  if (later.length > 0) {
    // Needed soon by pages that do not load its chunk at first. What only other pages need at first goes with the
    // shell's or the lists' later parts (/menu loads the sidebar's, the users list the pager's); what main pages need at
    // first (the record pages: a field's classes, the number reader, a button) in one chunk for them all, which the
    // lists load soon. In a family's chunk instead, the pages that need it soon would load that whole chunk.
    if (!MAIN.some((route) => first.has(route)))
      return [later.includes("shell") || later.includes("root") ? "shell-later" : "list-later", 1];
    return ["shared-imports", 6];
  }
  if (!family) return null;
  const [name, priority] = family;
  // The contract's values and rules that other pages need at first too (the supplier's answer page, the creation
  // forms): a chunk of their own, or those pages would load a family's whole chunk for one of them.
  if (CONTRACT.test(id) && [...first].some((route) => !MAIN.includes(route))) return [own, 6];
  return [name ?? own, priority];
}

const groups: Rolldown.CodeSplittingGroup[] = [9, 8, 7, 6, 5, 4, 3, 2, 1].map((priority) => ({
  name: (id, ctx) => {
    const chunk = chunkOf(id, ctx);
    return chunk?.[1] === priority ? chunk[0] : null;
  },
  priority,
}));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), workerEntryName()],
  resolve: { tsconfigPaths: true },
  // The production server bundle starts from our own entry (API + static + SSR in one process);
  // it pulls in React Router's server build through `virtual:react-router/server-build`.
  // The embedded database's worker thread is a second entry (server/db/pglite-worker.ts).
  build: isSsrBuild
    ? {
        rollupOptions: {
          input: { index: "./server/main.ts", "pglite-worker": "./server/db/pglite-worker.ts" },
        },
        target: "node20",
      }
    : { rolldownOptions: { output: { codeSplitting: { groups } } } },
}));
