import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/api/**/*.test.ts"],
    environment: "node",
    // The server's JSON logs would interleave with the reporter's output; tests that read logs make their own logger.
    env: { LOG_LEVEL: "silent" },
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores, which left a core idle
    // while a test waited on PostgreSQL. The tests share nothing (each opens its own database, storage folder and
    // port 0), so two run at once.
    maxWorkers: 2,
    // A worker imports the server's modules once, not once per file (77 s of the suite's 490 went to imports). The
    // files share nothing through module state: each test opens its own database, storage folder and API instance.
    isolate: false,
  },
});
