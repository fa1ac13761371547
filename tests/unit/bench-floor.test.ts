import { describe, expect, it } from "vitest";
import { rowsForBytes } from "#bench/bare.ts";
import { cpuMsPerRequest, cpuTicksOf } from "#bench/cpu.ts";
import { floorRatio, serverTimingEntries } from "#bench/floor.ts";
import { firstLoadFiles, matchedRouteIds, parseManifest } from "#bench/first-load.ts";

// The pure arithmetic of the floor benchmark (ADR 0078): what it reads of a process, a build and a page.
describe("the benchmark's framework floor", () => {
  it("reads a process's user and system ticks from its /proc stat line, a name with spaces and parentheses too", () => {
    const fields = (name: string) => `4242 (${name}) S 1 4242 4242 0 -1 4194560 900 0 0 0 350 120 0 0 20 0 11 0 100 0 0`;
    expect(cpuTicksOf(fields("node"))).toBe(470);
    expect(cpuTicksOf(fields("node (x) y"))).toBe(470);
    expect(() => cpuTicksOf("garbage")).toThrow();
  });

  it("divides the CPU time of a run by the requests it answered", () => {
    expect(cpuMsPerRequest(1_000, 2_000, 400)).toBe(2.5);
    expect(cpuMsPerRequest(1_000, 1_000, 0)).toBe(0);
  });

  it("sizes the bare page by the line through two probes", () => {
    const probe = (rows: number) => ({ rows, bytes: 4_000 + 300 * rows });
    expect(rowsForBytes(4_000 + 300 * 123, probe(10), probe(60))).toBe(123);
    expect(rowsForBytes(1_000, probe(10), probe(60))).toBe(0);
    expect(() => rowsForBytes(9_000, probe(10), { rows: 60, bytes: 7_000 })).toThrow();
  });

  it("sets a page's req/s against the bare page's", () => {
    const m = (rps: number) => ({ rps, cpuMs: 1, requests: rps, failed: 0, p99: 1 });
    expect(floorRatio(m(120), m(400))).toBe(0.3);
    expect(floorRatio(m(120), m(0))).toBe(0);
  });

  it("reads the calls a page made from its Server-Timing header", () => {
    expect(serverTimingEntries('api;desc="GET /auth/profile/";dur=1.3, api;desc="GET /api/suppliers/?pais=cn";dur=3.1')).toEqual([
      { path: "/auth/profile/", ms: 1.3 },
      { path: "/api/suppliers/?pais=cn", ms: 3.1 },
    ]);
    expect(serverTimingEntries(null)).toEqual([]);
  });

  const manifest = parseManifest(
    `window.__reactRouterManifest=${JSON.stringify({
      entry: { module: "/assets/entry.js", imports: ["/assets/jsx.js"], css: [] },
      routes: {
        root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/entry.js"] },
        "routes/home": { id: "routes/home", parentId: "root", index: true, module: "/assets/home.js", imports: [] },
        "routes/shell": { id: "routes/shell", parentId: "root", module: "/assets/shell.js", imports: ["/assets/shell-imports.js"] },
        "routes/suppliers": {
          id: "routes/suppliers",
          parentId: "routes/shell",
          path: "suppliers",
          module: "/assets/suppliers.js",
          imports: ["/assets/shell-imports.js", "/assets/list.js"],
        },
        "routes/suppliers.detail": {
          id: "routes/suppliers.detail",
          parentId: "routes/shell",
          path: "suppliers/:id",
          module: "/assets/detail.js",
          imports: [],
        },
      },
      url: "/assets/manifest-1.js",
      version: "1",
    })};`,
  );

  it("matches a path to its routes through layouts, as React Router does", () => {
    expect(matchedRouteIds(manifest, "/suppliers")).toEqual(["root", "routes/shell", "routes/suppliers"]);
    expect(matchedRouteIds(manifest, "/suppliers/7")).toEqual(["root", "routes/shell", "routes/suppliers.detail"]);
    expect(matchedRouteIds(manifest, "/")).toEqual(["root", "routes/home"]);
  });

  it("lists a page's first-load scripts once each: the manifest, the entry and the matched routes with their imports", () => {
    expect(firstLoadFiles(manifest, matchedRouteIds(manifest, "/suppliers"))).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.js",
      "/assets/jsx.js",
      "/assets/root.js",
      "/assets/shell.js",
      "/assets/shell-imports.js",
      "/assets/suppliers.js",
      "/assets/list.js",
    ]);
  });
});
