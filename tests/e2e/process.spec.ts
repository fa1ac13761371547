import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, healthy, startServer as start } from "./support/server-process";

// The production process itself: first start seeds and prints the demo accounts, a second process on the
// same data folder is refused, SIGTERM shuts down cleanly, and a restart reuses the data.

test.describe.configure({ timeout: 120_000 });

/** A test's own empty data folder and free port, the folder removed afterwards whatever happens. */
async function onFreshData(run: (dataDir: string, port: number) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), "bo-process-"));
  try {
    await run(dataDir, await freePort());
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test("first start seeds, a second process is refused, SIGTERM stops cleanly, a restart reuses the data", () =>
  onFreshData(async (dataDir, port) => {
    const first = start(dataDir, port);
    await healthy(port);
    expect(first.output()).toContain("Banco embutido vazio: carregando dados de demonstração...");
    expect(first.output()).toContain("admin@demo.local");
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: "ok", database: "pglite" });

    const second = start(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("já está em uso pelo processo");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, ".lock"))).toBe(false);

    const again = start(dataDir, port);
    await healthy(port);
    expect(again.output()).not.toContain("Banco embutido vazio");
    expect(again.output()).toContain("admin@demo.local");
    const login = await fetch(`http://127.0.0.1:${port}/auth/login/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "admin@demo.local", password: "demo1234" }),
    });
    expect(login.status).toBe(200);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }));

test("SIGTERM during a request: the request is answered, then its keep-alive connection is closed and the process exits 0", () =>
  onFreshData(async (dataDir, port) => {
    const server = start(dataDir, port);
    await healthy(port);
    // A sign-in whose body arrives in two parts, the signal between them: the request is in flight when it comes.
    let sendRest = () => {};
    const rest = new Promise<void>((resolve) => (sendRest = resolve));
    const text = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(text.encode('{"email": "admin@demo.local", '));
        await rest;
        controller.enqueue(text.encode('"password": "demo1234"}'));
        controller.close();
      },
    });
    const init: RequestInit & { duplex: "half" } = {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      duplex: "half",
    };
    const login = fetch(`http://127.0.0.1:${port}/auth/login/`, init);
    // Time for the request's headers to reach the server (the connection is then busy, not idle).
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill("SIGTERM");
    await expect.poll(() => server.output()).toContain("SIGTERM recebido");
    sendRest();
    expect((await login).status).toBe(200);
    // Before the fix the idle connection held the close for the keep-alive, and the 10 s grace ended it with 1.
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Encerrado.");
  }));
