import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { type IncomingMessage, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { login, root, type Server, startServer, waitFor } from "./support.ts";
import { spawn } from "node:child_process";

// The production build as operations run it (ADR 0040): SIGTERM lets a request in flight finish and then exits
// 0; every line the server writes is JSON; /readyz and /metrics answer; bad settings stop it, one line each.
const dataDir = mkdtempSync(join(tmpdir(), "bo-fault-ops-"));
const BOUNDARY = "----encerramento-gracioso";

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface LogLine {
  level: string;
  msg: string;
  route?: string;
  status?: number;
  userId?: number;
  setting?: string;
}

const jsonLines = (output: string) =>
  output
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as LogLine);

const partialFiles = () =>
  existsSync(join(dataDir, "files"))
    ? readdirSync(join(dataDir, "files"), { recursive: true }).filter((f) => String(f).endsWith(".part"))
    : [];

/** A supplier document upload whose body is sent in two halves, the second whenever the test says. */
function twoPartUpload(server: Server, token: string, supplierId: number) {
  let finish = () => {};
  const reply = new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(`${server.url}/files/suppliers/upload/`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    });
    req.on("error", fail);
    req.on("response", (res: IncomingMessage) => {
      let body = "";
      res.on("data", (d) => (body += String(d)));
      res.on("end", () => done({ status: res.statusCode ?? 0, body }));
    });
    const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    req.write(field("supplier_id", String(supplierId)) + field("file_type", "catalogo") + field("file_action", "overwrite"));
    req.write(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="catalogo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    req.write(Buffer.alloc(1024 * 1024, 37));
    finish = () => req.end(Buffer.concat([Buffer.alloc(1024 * 1024, 38), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
  });
  return { reply, finish: () => finish() };
}

it("SIGTERM during an upload: the upload completes with its reply, then the process exits 0; its output is JSON lines", async () => {
  const server = await startServer(3483, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SESSION_SECRET: "",
    JWT_SECRET: "",
    METRICS: "1",
    LOG_LEVEL: "info",
  });
  const token = await login(server.url);
  const listed = (await (await fetch(`${server.url}/api/suppliers/`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    results: { supplier_id: number }[];
  };
  const supplierId = listed.results[0]?.supplier_id ?? 0;

  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ status: "ok", checks: { database: "ok", storage: "ok" } });
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  expect(metrics).toContain('http_requests_total{method="GET",route="/api/suppliers/",status="200"} 1');
  expect(metrics).toMatch(/db_pool_connections\{state="total"\} 1/);

  const upload = twoPartUpload(server, token, supplierId);
  // The server is writing the file: the request is in flight.
  await waitFor(() => partialFiles().length > 0, 30_000, server.output);
  server.child.kill("SIGTERM");
  await waitFor(() => server.output().includes("SIGTERM recebido: encerrando..."), 10_000, server.output);
  await new Promise((r) => setTimeout(r, 1_000));
  // Still running, waiting for the request, and no longer taking new connections.
  expect(server.child.exitCode).toBeNull();
  expect(
    await fetch(`${server.url}/healthz`).then(
      () => "respondeu",
      () => "recusou",
    ),
  ).toBe("recusou");

  upload.finish();
  const reply = await upload.reply;
  expect(reply.status, reply.body).toBe(201);
  expect(JSON.parse(reply.body)).toMatchObject({ message: "Arquivo enviado com sucesso!" });
  expect(await server.exited).toBe(0);

  const lines = jsonLines(server.output());
  expect(lines.find((l) => l.route === "/files/suppliers/upload/")).toMatchObject({
    level: "info",
    status: 201,
    userId: expect.any(Number),
  });
  const messages = lines.map((l) => l.msg);
  expect(messages).toContain("SIGTERM recebido: encerrando...");
  expect(messages.at(-1)).toBe("Encerrado.");
  expect(messages.some((m) => m.startsWith("Servindo em http://localhost:3483"))).toBe(true);
  expect(server.output()).not.toContain(token);
  expect(server.output()).not.toContain('demo1234"');
});

it("bad settings stop the start with one JSON line naming each", async () => {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "porta", METRICS: "talvez", LOG_LEVEL: "verbose" },
  });
  let output = "";
  child.stdout.on("data", (d) => (output += String(d)));
  child.stderr.on("data", (d) => (output += String(d)));
  const code = await new Promise<number | null>((r) => child.on("exit", r));
  expect(code).toBe(1);
  const lines = jsonLines(output);
  expect(lines.map((l) => [l.level, l.setting])).toEqual([
    ["fatal", "PORT"],
    ["fatal", "LOG_LEVEL"],
    ["fatal", "METRICS"],
  ]);
  expect(lines.map((l) => l.msg)).toEqual([
    "Configuração inválida: PORT deve ser um número de porta",
    "Configuração inválida: LOG_LEVEL deve ser debug, info, warn, error ou silent",
    "Configuração inválida: METRICS deve ser 0 ou 1",
  ]);
});
