import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { expect, it } from "vitest";
import { serveConnection } from "#server/db/pglite-wire.ts";

// The embedded database's wire (ADR 0038) with a reply far larger than a socket's buffer: an export reads up to
// 50,000 ids in one statement. The wire once handed the socket views of PGlite's memory, which the next output
// overwrote while the socket still held them: the client read garbage ("received invalid response").
it("a reply of 200,000 rows crosses the PGlite wire intact", async () => {
  const folder = mkdtempSync(join(tmpdir(), "bo-wire-"));
  const socketPath = join(folder, ".s.PGSQL.5432");
  const db = await PGlite.create();
  const server = createServer((socket) => serveConnection(db, socket));
  await new Promise<void>((ready) => server.listen(socketPath, ready));
  const client = new pg.Client({ host: folder, database: "postgres", user: "postgres" });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number; label: string }>(
      "select n, 'linha número ' || n as label from generate_series(1, 200000) as n",
    );
    expect(rows).toHaveLength(200_000);
    expect(rows.every((row, i) => row.n === i + 1 && row.label === `linha número ${i + 1}`)).toBe(true);
  } finally {
    await client.end();
    await new Promise((closed) => server.close(closed));
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
