import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { benchStatic } from "#server/bench-static.ts";

describe("the benchmark's static floor (BENCH_STATIC_DIR)", () => {
  const dir = mkdtempSync(join(tmpdir(), "bench-static-"));
  writeFileSync(join(dir, "0.html"), "<!doctype html><p>Fornecedores</p>");
  writeFileSync(join(tmpdir(), "fora.html"), "fora da pasta");
  const app = benchStatic(dir);

  it("answers a file of its folder as HTML", async () => {
    const reply = await app.request("/0.html");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await reply.text()).toBe("<!doctype html><p>Fornecedores</p>");
  });

  it("answers 404 for a name that is not a file of its folder, also one that climbs out of it", async () => {
    expect((await app.request("/1.html")).status).toBe(404);
    expect((await app.request("/..%2Ffora.html")).status).toBe(404);
  });
});
