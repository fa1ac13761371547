import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createRequire } from "node:module";
import { dirname } from "node:path";
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
 *   each, what a list and its record page share (a supplier's flag) in one per kind of record.
 * A route's own module stays in its chunk (a route's stylesheet in a chunk that lazy parts import too would be named
 * dynamic CSS by React Router, and loaded twice), and so do the parts `future.v8_splitRouteModules` splits off it
 * (`?route-chunk=clientLoader`, `?route-chunk=main`...): each is a chunk React Router's manifest names.
 */
const CLIENT_ROUTE = "?__react-router-build-client-route";
const ROUTE_CHUNK = /\?route-chunk=\w+$/;
const ROUTE = /[\\/]app[\\/](?:routes[\\/])?([^\\/]+)\.tsx$/;
const ENTRY = /[\\/]entry\.client\.tsx$/;
const CONTRACT = /[\\/]contract[\\/]/;
const LISTS = ["suppliers", "sourcings", "products"];
const DETAILS = LISTS.map((list) => `${list}.detail`);
const MAIN = [...LISTS, ...DETAILS];

/**
 * The routes that reach a module through static imports: the pages that need it at first. With `lazily`, through
 * dynamic imports too: the pages that may need it, at first or once a part of them is opened.
 */
const reaching = new Map<string, Set<string>>();
const reachingLazily = new Map<string, Set<string>>();
function routesReaching(id: string, ctx: Rolldown.ChunkingContext, lazily = false) {
  const cache = lazily ? reachingLazily : reaching;
  const known = cache.get(id);
  if (known) return known;
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (current.endsWith(CLIENT_ROUTE)) routes.add(ROUTE.exec(current.slice(0, -CLIENT_ROUTE.length))?.[1] ?? "");
    if (ENTRY.test(current)) routes.add("root");
    const info = ctx.getModuleInfo(current);
    for (const importer of [...(info?.importers ?? []), ...(lazily ? (info?.dynamicImporters ?? []) : [])]) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  cache.set(id, routes);
  return routes;
}

/**
 * The chunk of a module that some of the main pages need at first, by which ones, with its group's priority. A group
 * takes its modules before a group of lower priority, and with them what they import that no group took before: what a
 * module imports is needed by every page that needs the module, so the groups of more pages come first. What one page
 * alone needs stays in that page's chunk.
 */
function familyOf(first: Set<string>): [name: string | null, priority: number] | null {
  const main = MAIN.filter((route) => first.has(route));
  const kinds = new Set(main.map((route) => route.split(".")[0]));
  const lists = main.filter((route) => LISTS.includes(route));
  const details = main.length - lists.length;
  if (lists.length >= 2) return details ? ["page-imports", 7] : ["list-imports", 4];
  // One list and record pages of other kinds (a calendar day, a sourcing's statuses): a chunk of its own, not one
  // that every list loads.
  if (kinds.size > 1 && lists.length === 1) return [null, 5];
  if (details >= 2) return ["detail-imports", 4];
  // A list and its record page (a supplier's flag).
  if (main.length === 2) return [`${[...kinds][0]}-imports`, 3];
  return null;
}

/**
 * The pt-BR number reader: the lists read their filters' numbers with it at first, and the forms' zod fields wrap it.
 * Left to the automatic split it went into the chunk of those fields, with zod (25 KB gzip) that no list needs at first:
 * a chunk of its own, taken before every other group (a lower group would take it with the fields that import it).
 * The lists' first load above the framework's chunk: 43–44 → 19–20 KB gzip.
 */
const NUMBER_READER = /[\\/]contract[\\/]numbers[\\/]numbers\.ts$/;

/** A module's chunk and its group's priority. */
function chunkOf(id: string, ctx: Rolldown.ChunkingContext): [string, number] | null {
  if (id.endsWith(CLIENT_ROUTE) || ROUTE_CHUNK.test(id) || ROUTE.test(id) || id.endsWith(".css")) return null;
  if (NUMBER_READER.test(id)) return ["numbers", 10];
  const first = routesReaching(id, ctx);
  const own = /([^\\/]+?)(?:\.[a-z]+)?$/.exec(id)?.[1] ?? "shared";
  if (first.has("root")) return ["root-imports", 9];
  if (first.has("shell")) return ["shell-imports", 8];
  // What one record page needs at first and a lazy part of another one needs too (a quote's validity badge, on the
  // product page and in a sourcing's answers): in the record pages' chunk, which the other page loads already; left
  // to automatic splitting it was a chunk of its own, one request more for the first page.
  const needing = MAIN.filter((route) => first.has(route));
  const lazily = needing.length === 1 && DETAILS.includes(needing[0] ?? "") ? familyOf(routesReaching(id, ctx, true)) : null;
  const family = familyOf(first) ?? (lazily?.[0] === "detail-imports" ? lazily : null);
  if (!family) return null;
  const [name, priority] = family;
  // The contract's values and rules that other pages need at first too (the supplier's answer page, the creation
  // forms): a chunk of their own, or those pages would load a family's whole chunk for one of them.
  if (CONTRACT.test(id) && [...first].some((route) => !MAIN.includes(route))) return [own, 6];
  return [name ?? own, priority];
}

// `debugName`: the group's label in Rolldown's timing report (it asks for one, at every build, when `name` is a function).
const groups: Rolldown.CodeSplittingGroup[] = [10, 9, 8, 7, 6, 5, 4, 3].map((priority) => ({
  debugName: `priority-${priority}`,
  name: (id, ctx) => {
    const chunk = chunkOf(id, ctx);
    return chunk?.[1] === priority ? chunk[0] : null;
  },
  priority,
}));

/**
 * React Router's package names only its development build, whatever the mode: the code of its dev warnings and their
 * messages ship to every browser (0.6 KB gzip of each page's first load). Its production build is
 * in the same package, the same code with those warnings off: the browser's build takes it. The server, and the
 * development server, keep the one Node resolves, which every package there shares (one router context).
 * A plugin, not `resolve.alias`: the alias is one for every environment, and the server's build must not take it.
 */
const routerDist = `${dirname(createRequire(import.meta.url).resolve("react-router/package.json"))}/dist/production`;
const productionRouterFiles = new Map([
  ["react-router", `${routerDist}/index.mjs`],
  ["react-router/dom", `${routerDist}/dom-export.mjs`],
]);
const productionRouterInBrowser = (): Plugin => ({
  name: "production-router-in-browser",
  apply: "build",
  enforce: "pre",
  resolveId(source) {
    return this.environment.name === "client" ? productionRouterFiles.get(source) : undefined;
  },
});

// With `future.v8_viteEnvironmentApi` (react-router.config.ts) one build makes both environments, each configured apart.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), workerEntryName(), productionRouterInBrowser()],
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } },
    // The production server bundle starts from our own entry (API + static + SSR in one process);
    // it pulls in React Router's server build through `virtual:react-router/server-build`.
    // The embedded database's worker thread is a second entry (server/db/pglite-worker.ts).
    // React Router reads this entry from `environments.ssr.build.rollupOptions`, not `rolldownOptions`.
    ssr: {
      build: {
        rollupOptions: { input: { index: "./server/main.ts", "pglite-worker": "./server/db/pglite-worker.ts" } },
        target: "node20",
      },
    },
  },
});
