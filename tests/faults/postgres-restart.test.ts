import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSeededDatabase, login, PrivatePostgres, type Server, startServer, waitFor, webSession } from "./support.ts";

// PostgreSQL restarted under load (ADR 0036): while it is down requests fail fast with a 503 and a Portuguese
// page, the app recovers by itself, and every write it acknowledged is in the database afterwards.
const postgres = new PrivatePostgres(5499);
let database: Awaited<ReturnType<typeof createSeededDatabase>>;
let server: Server;

beforeAll(async () => {
  postgres.init();
  postgres.start();
  database = await createSeededDatabase(postgres.url);
  server = await startServer(3481, { DATABASE_URL: database.url, DATA_DIR: "/tmp/bo-fault-restart" });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  postgres.destroy();
});

it("a restart of PostgreSQL under load: 503 while down, recovery without a restart of the app, no acknowledged write lost", async () => {
  const token = await login(server.url);
  const cookie = await webSession(server.url);
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const lookup = async (kind: string) =>
    ((await (await fetch(`${server.url}/api/suppliers/${kind}/`, { headers })).json()) as { id: number }[])[0]?.id;
  const [segmento, source, tipo] = await Promise.all([lookup("segmentos"), lookup("sources"), lookup("tipos")]);

  const acknowledged: number[] = [];
  const statuses = new Map<string, number>();
  const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
  let running = true;
  let sequence = 0;
  const writer = async () => {
    while (running) {
      const reply = await fetch(`${server.url}/api/suppliers/post/`, {
        method: "POST",
        headers,
        body: JSON.stringify({ nome: `Reinício ${++sequence}`, id_segmento: segmento, id_source: source, id_tiposupplier: tipo }),
      }).catch((error: Error) => error);
      if (reply instanceof Error) {
        count(`erro de rede: ${reply.message}`);
        continue;
      }
      count(`escrita ${reply.status}`);
      if (reply.status === 201) acknowledged.push(((await reply.json()) as { id: number }).id);
      else await reply.arrayBuffer();
      if (reply.status === 503) await new Promise((r) => setTimeout(r, 100));
    }
  };
  const reader = async () => {
    while (running) {
      const reply = await fetch(`${server.url}/api/suppliers/`, { headers }).catch((error: Error) => error);
      if (reply instanceof Error) {
        count(`erro de rede: ${reply.message}`);
        continue;
      }
      count(`leitura ${reply.status}`);
      await reply.arrayBuffer();
      if (reply.status === 503) await new Promise((r) => setTimeout(r, 100));
    }
  };
  const clients = [...Array.from({ length: 10 }, writer), ...Array.from({ length: 10 }, reader)];

  await new Promise((r) => setTimeout(r, 4_000));
  const beforeStop = acknowledged.length;
  postgres.stop();

  // Down: the API and the pages say so in Portuguese, with 503.
  const api = await fetch(`${server.url}/api/suppliers/`, { headers });
  expect(api.status).toBe(503);
  expect(await api.json()).toEqual({ detail: "O banco de dados está indisponível no momento. Tente novamente em instantes." });
  const page = await fetch(`${server.url}/suppliers`, { headers: { Cookie: cookie } });
  expect(page.status).toBe(503);
  const html = await page.text();
  expect(html).toContain("Serviço indisponível");
  expect(html).toContain("O banco de dados está indisponível no momento. Tente novamente em instantes.");
  // Not ready (the load balancer stops sending it requests), but alive: restarting it would not bring the database back.
  const readiness = await fetch(`${server.url}/readyz`);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toMatchObject({
    detail: "Banco de dados indisponível.",
    checks: { database: "Banco de dados indisponível.", storage: "ok" },
  });
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  await new Promise((r) => setTimeout(r, 2_000));

  postgres.start();
  // Recovery by itself: the same process answers again once the database is back.
  await waitFor(async () => (await fetch(`${server.url}/readyz`)).status === 200, 30_000);
  const afterRestart = acknowledged.length;
  await waitFor(() => acknowledged.length > afterRestart + 20, 30_000);
  running = false;
  await Promise.all(clients);

  const direct = new pg.Client({ connectionString: database.url });
  await direct.connect();
  try {
    const { rows } = await direct.query<{ id: number }>("select id from suppliers where id = any($1::int[])", [acknowledged]);
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    await direct.end();
  }
  console.log(
    `[reinício] ${beforeStop} escritas antes da parada, ${acknowledged.length} confirmadas no total; respostas: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  // Only successes and 503s: never a 500, never a dropped connection.
  expect([...statuses.keys()].filter((s) => !/^(escrita 201|leitura 200|escrita 503|leitura 503)$/.test(s))).toEqual([]);
  expect(statuses.get("escrita 503") ?? 0).toBeGreaterThan(0);
});
