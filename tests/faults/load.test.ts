import { afterAll, beforeAll, expect, it } from "vitest";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { createSeededDatabase, login, percentile, type Server, startServer, webSession } from "./support.ts";

// 200 clients for 60 s on a read / write mix against the production server on PostgreSQL (ADR 0036).
const CLIENTS = 200;
const DURATION_MS = 60_000;
const PG = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

let database: Awaited<ReturnType<typeof createSeededDatabase>>;
let server: Server;

beforeAll(async () => {
  database = await createSeededDatabase(new URL("/postgres", PG).toString());
  // One JSON line per request would pile up in the harness's memory (it keeps the whole output): warnings only.
  server = await startServer(3480, { DATABASE_URL: database.url, DATA_DIR: "/tmp/bo-fault-load", LOG_LEVEL: "warn" });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

interface Outcome {
  operation: string;
  status: number;
  ms: number;
}

it(`${CLIENTS} clients for ${DURATION_MS / 1000} s on PostgreSQL: no failed request`, async () => {
  const token = await login(server.url);
  const cookie = await webSession(server.url);
  const auth = { Authorization: `Bearer ${token}` };
  const json = { ...auth, "Content-Type": "application/json" };
  const lookup = async (kind: string) =>
    ((await (await fetch(`${server.url}/api/suppliers/${kind}/`, { headers: auth })).json()) as { id: number }[])[0]?.id;
  const [segmento, source, tipo] = await Promise.all([lookup("segmentos"), lookup("sources"), lookup("tipos")]);
  const listed = supplierListReplySchema.parse(await (await fetch(`${server.url}/api/suppliers/`, { headers: auth })).json());
  const ids = listed.results.map((r) => r.supplier_id);
  expect(ids.length).toBeGreaterThan(0);
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
  const created: number[] = [];
  let sequence = 0;

  const operations: [weight: number, name: string, run: () => Promise<Response>][] = [
    [30, "lista de fornecedores", () => fetch(`${server.url}/api/suppliers/?page=${1 + Math.floor(Math.random() * 3)}`, { headers: auth })],
    [
      10,
      "busca de fornecedores",
      () => fetch(`${server.url}/api/suppliers/?search=${pick(["shen", "yiwu", "ningbo", "co"])}&ordering=-avg_nota`, { headers: auth }),
    ],
    [15, "detalhe de fornecedor", () => fetch(`${server.url}/api/suppliers/?id=${pick(ids)}`, { headers: auth })],
    [8, "lista de sourcings", () => fetch(`${server.url}/api/sourcings/`, { headers: auth })],
    [8, "lista de produtos", () => fetch(`${server.url}/api/products/`, { headers: auth })],
    [9, "página /suppliers (SSR)", () => fetch(`${server.url}/suppliers`, { headers: { Cookie: cookie } })],
    [
      12,
      "criação de fornecedor",
      async () => {
        const reply = await fetch(`${server.url}/api/suppliers/post/`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({
            nome: `Carga ${process.pid}-${++sequence}`,
            id_segmento: segmento,
            id_source: source,
            id_tiposupplier: tipo,
            codpais: "cn",
          }),
        });
        if (reply.status === 201) created.push(((await reply.clone().json()) as { id: number }).id);
        return reply;
      },
    ],
    [
      8,
      "alteração de fornecedor",
      () =>
        fetch(`${server.url}/api/suppliers/alter/`, {
          method: "PUT",
          headers: json,
          body: JSON.stringify({
            id: created.length ? pick(created) : pick(ids),
            nome: `Alterado ${++sequence}`,
            id_segmento: segmento,
            id_tiposupplier: tipo,
            codpais: "cn",
          }),
        }),
    ],
  ];
  const total = operations.reduce((sum, [weight]) => sum + weight, 0);
  const choose = () => {
    let roll = Math.random() * total;
    for (const operation of operations) {
      roll -= operation[0];
      if (roll <= 0) return operation;
    }
    return operations[0] as (typeof operations)[number];
  };

  const outcomes: Outcome[] = [];
  const failures: string[] = [];
  const deadline = Date.now() + DURATION_MS;
  const client = async () => {
    while (Date.now() < deadline) {
      const [, operation, run] = choose();
      const started = performance.now();
      try {
        const reply = await run();
        await reply.arrayBuffer();
        outcomes.push({ operation, status: reply.status, ms: performance.now() - started });
        if (reply.status >= 300) failures.push(`${operation}: ${reply.status}`);
      } catch (error) {
        failures.push(`${operation}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));

  const latencies = outcomes.map((o) => o.ms);
  const report = {
    requests: outcomes.length,
    perSecond: Math.round(outcomes.length / (DURATION_MS / 1000)),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    failed: failures.length,
  };
  console.log(`[carga] ${CLIENTS} clientes, ${DURATION_MS / 1000} s: ${JSON.stringify(report)}`);
  for (const [, name] of operations) {
    const mine = outcomes.filter((o) => o.operation === name).map((o) => o.ms);
    console.log(`[carga]   ${name}: ${mine.length} req, p95 ${Math.round(percentile(mine, 95))} ms`);
  }
  const counted = new Map<string, number>();
  for (const failure of failures) counted.set(failure, (counted.get(failure) ?? 0) + 1);
  const byKind = [...counted].map(([kind, n]) => `${kind} (×${n})`);
  expect(byKind).toEqual([]);
  expect(outcomes.length).toBeGreaterThan(CLIENTS);
  expect(created.length).toBeGreaterThan(0);
}, 180_000);
