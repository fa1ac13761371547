import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { BODY_TOO_LARGE_MESSAGE } from "#server/page-bodies/guard.ts";
import { streamingPast } from "#tests/support/raw-post.ts";
import { startServer, webSession } from "./support.ts";

// Oversized bodies to the page actions (ADR 0062): ten 300 MB posts at once, sent in chunks with no declared
// length (the worst case: the server must count), to forms signed out and signed in and to two upload routes.
// Each is refused with a 413 that closes its connection, long before its end, and the process's memory stays
// within 50 MB of where it was. Before the fix a single such post was read whole (50 s, the process from 0.6 to 3.8 GB).
const dataDir = mkdtempSync(join(tmpdir(), "bo-fault-bodies-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const BODY_BYTES = 300 * 1024 * 1024;
const BOUNDARY = "----corpo-enorme";
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const FILE_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="enorme.png"\r\nContent-Type: image/png\r\n\r\n`;

/** The process's resident memory in MB, from /proc (Linux, as the CI machines). */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? Number.NaN) / 1024;

interface LogLine {
  level: string;
  status?: number;
  refusal?: string;
}

it("ten 300 MB posts at once: each a 413 that closes its connection, memory within 50 MB, warnings and no error", async () => {
  const server = await startServer(3487, { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" });
  try {
    const pid = server.child.pid ?? 0;
    const cookie = await webSession(server.url, "admin@demo.local");
    const posts: { path: string; contentType: string; head: string; signedIn: boolean }[] = [
      { path: "/login", contentType: FORM, head: "email=", signedIn: false },
      { path: "/logout", contentType: FORM, head: "stay=", signedIn: false },
      { path: "/resources/sidebar", contentType: FORM, head: "open=", signedIn: false },
      { path: "/admin/lookups", contentType: FORM, head: "intent=add&kind=segmentos&nome=", signedIn: true },
      { path: "/suppliers/new", contentType: FORM, head: "nome=", signedIn: true },
      { path: "/settings/import", contentType: FORM, head: "icms=", signedIn: true },
      { path: "/profile", contentType: MULTIPART, head: FILE_HEAD, signedIn: true },
      { path: "/products/1", contentType: FORM, head: "intent=update&nome=", signedIn: true },
      { path: "/profile/picture", contentType: MULTIPART, head: FILE_HEAD, signedIn: true },
      { path: "/products/1/image/upload", contentType: MULTIPART, head: FILE_HEAD, signedIn: true },
    ];
    // Warmed up: the pages' modules loaded, the session read once.
    for (const { path, signedIn } of posts) {
      await fetch(`${server.url}${path}`, { method: "POST", headers: signedIn ? { Cookie: cookie } : {}, body: new URLSearchParams() });
    }
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const started = performance.now();
    const replies = await Promise.all(
      posts.map(({ path, contentType, head, signedIn }) =>
        streamingPast(
          `${server.url}${path}`,
          { "Content-Type": contentType, Origin: server.url, ...(signedIn ? { Cookie: cookie } : {}) },
          head,
          BODY_BYTES,
        ),
      ),
    ).finally(() => clearInterval(sampler));
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMb(pid));
    console.info(
      `RSS ${before.toFixed(0)} MB antes, pico ${peak.toFixed(0)} MB; ${seconds.toFixed(1)} s; enviados ${replies.map((r) => (r.sent / 1024 / 1024).toFixed(1)).join(", ")} MB`,
    );

    for (const [index, reply] of replies.entries()) {
      const where = posts[index]?.path;
      expect([reply.status, reply.body, reply.connection], where).toEqual([413, BODY_TOO_LARGE_MESSAGE, "close"]);
      // Refused at its route's limit (1 MB for forms, 16 KB signed out, 6 MB for the pictures), not at its end.
      expect(reply.sent, where).toBeLessThan(64 * 1024 * 1024);
    }
    expect(peak - before).toBeLessThan(50);

    // Still serving, and every refusal a warning line, none an error.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const lines = server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as LogLine);
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    expect(lines.filter((l) => l.level === "warn" && l.status === 413 && l.refusal === "corpo grande demais")).toHaveLength(posts.length);
  } finally {
    await server.stop();
  }
});
