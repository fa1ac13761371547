import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // The production server bundle starts from our own entry (API + static + SSR in one process);
  // it pulls in React Router's server build through `virtual:react-router/server-build`.
  build: isSsrBuild ? { rollupOptions: { input: "./server/main.ts" }, target: "node20" } : {},
}));
