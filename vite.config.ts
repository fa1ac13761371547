import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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
    : {},
}));
