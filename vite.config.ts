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
 * Every page loads the root route and every signed-in page the shell route. Left to automatic splitting, the
 * modules those two import arrived as ~20 chunks of a few hundred bytes each: one request and one gzip frame
 * each, and on Slow 3G (400 ms a round trip) the requests held hydration back by seconds. Each route's static
 * imports go in one chunk instead: the root's (React, React Router, the error and toast components) and the
 * shell's (sidebar, menus); the signed-out pages (sign-in, a supplier answering by link) load only the root's.
 */
function routeDependencies(name: string, route: RegExp, before?: Set<string>): [Rolldown.CodeSplittingGroup, Set<string>] {
  const reached = new Set<string>();
  const reach = (id: string, ctx: Rolldown.ChunkingContext) => {
    if (reached.has(id) || before?.has(id)) return;
    reached.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) reach(imported, ctx);
  };
  const group: Rolldown.CodeSplittingGroup = {
    name(id, ctx) {
      if (route.test(id)) reach(id, ctx);
      // The route's own module (and the stylesheet it imports) stay in the route's chunk: in a chunk the lazy parts
      // import too, React Router would name the stylesheet as dynamic CSS (`app.css#`) and a page would load it twice.
      return reached.has(id) && !route.test(id) && !id.endsWith(".css") && !route.test(`${id}${CLIENT_ROUTE}`) ? name : null;
    },
  };
  return [group, reached];
}
const CLIENT_ROUTE = "?__react-router-build-client-route";
const clientRoute = (path: string) => new RegExp(`[\\\\/]app[\\\\/]${path}\\.tsx${CLIENT_ROUTE.replace("?", "\\?")}$`);
const [rootChunk, rootModules] = routeDependencies("root-imports", clientRoute("root"));
const [shellChunk] = routeDependencies("shell-imports", clientRoute("routes[\\\\/]shell"), rootModules);

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
    : { rolldownOptions: { output: { codeSplitting: { groups: [rootChunk, shellChunk] } } } },
}));
