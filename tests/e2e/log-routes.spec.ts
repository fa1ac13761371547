import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, healthy, startServer } from "./support/server-process";

// No link token reaches the log (ADR 0073), the pages' side: the production server's whole output while a supplier's
// page fails (its API tier unreachable: API_URL to a closed port), its data request fails, a body too large is
// refused, an unknown path under the link is a 404, on the page and on the API. Every line is JSON and names the
// route pattern (`/q/:token`), never the path; the token appears nowhere. The API's own error lines are
// tests/api/log-routes.test.ts's.

test.describe.configure({ timeout: 120_000 });

const TOKEN = "Zq8fT2kLmN4pR6sV9wXyA1bC3dE5gH7jK0uQ_oI-tY";

interface LogLine {
  level: string;
  msg: string;
  route?: string;
  status?: number;
}

test("a supplier's page failing, refused, not found: JSON lines naming /q/:token, the token nowhere", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "bo-log-routes-"));
  const port = await freePort();
  const server = startServer(dataDir, port, { API_URL: "http://127.0.0.1:9", LOG_LEVEL: "debug" });
  try {
    await healthy(port);
    const base = `http://127.0.0.1:${port}`;
    const started = server.output().length;

    expect((await fetch(`${base}/q/${TOKEN}`)).status).toBe(500);
    expect((await fetch(`${base}/q/${TOKEN}.data`)).status).toBe(500);
    const refused = await fetch(`${base}/q/${TOKEN}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `observacoes=${"x".repeat(2 * 1024 * 1024)}`,
    });
    expect(refused.status).toBe(413);
    expect((await fetch(`${base}/q/${TOKEN}/anexos/1`)).status).toBe(404);
    expect((await fetch(`${base}/api/rfq/${TOKEN}/nada/`)).status).toBe(404);

    await expect.poll(() => server.output().slice(started).includes('"status":404,"ms"'), { timeout: 5_000 }).toBe(true);
    const output = server.output().slice(started);
    expect(output).not.toContain(TOKEN);
    const lines = output
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => JSON.parse(line) as LogLine);
    expect(lines.filter((line) => line.msg === "[páginas] erro inesperado").map((line) => line.route)).toEqual([
      "/q/:token",
      "/q/:token.data",
    ]);
    expect(lines.filter((line) => line.msg === "requisição").map((line) => [line.route, line.status])).toEqual([
      ["/q/:token", 500],
      ["/q/:token.data", 500],
      ["/q/:token", 413],
      ["/*", 404],
      ["(desconhecida)", 404],
    ]);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
