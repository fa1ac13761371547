import { defineConfig } from "vitest/config";

// `npm run test:faults`: load, database restart and process kill against the production build, one file at
// a time (each starts its own server and would disturb the others' measurements).
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
  },
});
