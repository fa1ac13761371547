import { describe, expect, it } from "vitest";
import { pageRoutes, type RouteManifest } from "#server/ops/page-routes.ts";

// The page pattern of a path, from React Router's route manifest, for log lines and metric labels.
const manifest: RouteManifest = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/login": { id: "routes/login", parentId: "root", path: "login" },
  "routes/shell": { id: "routes/shell", parentId: "root" },
  "routes/suppliers": { id: "routes/suppliers", parentId: "routes/shell", path: "suppliers" },
  "routes/suppliers.new": { id: "routes/suppliers.new", parentId: "routes/shell", path: "suppliers/new" },
  "routes/suppliers.detail": { id: "routes/suppliers.detail", parentId: "routes/shell", path: "suppliers/:id" },
  "routes/suppliers.documents": { id: "routes/suppliers.documents", parentId: "routes/shell", path: "suppliers/:id/documents" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
};

describe("pageRoutes: patternOf", () => {
  const pattern = pageRoutes(manifest).patternOf;

  it("gives the pattern with parameters in place of ids, through layouts", () => {
    expect(pattern("/")).toBe("/");
    expect(pattern("/login")).toBe("/login");
    expect(pattern("/suppliers")).toBe("/suppliers");
    expect(pattern("/suppliers/new")).toBe("/suppliers/new");
    expect(pattern("/suppliers/123")).toBe("/suppliers/:id");
    expect(pattern("/suppliers/123/documents")).toBe("/suppliers/:id/documents");
  });

  it("marks the data requests of client-side navigations", () => {
    expect(pattern("/suppliers/123.data")).toBe("/suppliers/:id.data");
    expect(pattern("/login.data")).toBe("/login.data");
  });

  // future.v8_trailingSlashAwareDataRequests: a path ending in a slash has its data at `<path>_.data`, the root's too.
  it("reads the data request of a path ending in a slash, the root's included", () => {
    expect(pattern("/_.data")).toBe("/_.data");
    expect(pattern("/suppliers/_.data")).toBe("/suppliers.data");
    expect(pattern("/suppliers/123/_.data")).toBe("/suppliers/:id.data");
    // The root's data before the flag: now a path of its own, which no route has.
    expect(pattern("/_root.data")).toBe("/*.data");
  });

  it("answers a record page the same whatever its id, and a named page apart from the ids", () => {
    const patternOf = pageRoutes(manifest).patternOf;
    expect(patternOf("/suppliers/7")).toBe("/suppliers/:id");
    expect(patternOf("/suppliers/new")).toBe("/suppliers/new");
    expect(patternOf("/suppliers/98765/documents")).toBe("/suppliers/:id/documents");
    expect(patternOf("/suppliers/12abc")).toBe("/suppliers/:id");
    expect(patternOf("/suppliers/12/nada")).toBe("/*");
  });

  it("stays right past the number of paths it remembers", () => {
    const patternOf = pageRoutes(manifest).patternOf;
    for (let i = 0; i < 1200; i++) expect(patternOf(`/scan-${i}`)).toBe("/*");
    expect(patternOf("/suppliers/new")).toBe("/suppliers/new");
    expect(patternOf("/suppliers/5")).toBe("/suppliers/:id");
  });

  it("falls to the catch-all route for anything else", () => {
    expect(pattern("/nada/aqui")).toBe("/*");
  });

  it("answers nothing without a catch-all", () => {
    expect(pageRoutes({ root: { id: "root", path: "" } }).patternOf("/x")).toBeUndefined();
  });
});

// The route whose action a post runs: what the web tier's body policy is chosen by (server/page-bodies).
describe("pageRoutes: routeIdOf", () => {
  const routeId = pageRoutes(manifest).routeIdOf;

  it("gives the deepest route, for the page and for its data request", () => {
    expect(routeId("/suppliers/12/documents")).toBe("routes/suppliers.documents");
    expect(routeId("/suppliers/12/documents.data")).toBe("routes/suppliers.documents");
    expect(routeId("/login")).toBe("routes/login");
    expect(routeId("/")).toBe("routes/home");
    expect(routeId("/_.data")).toBe("routes/home");
    expect(routeId("/suppliers/12/documents/_.data")).toBe("routes/suppliers.documents");
    expect(routeId("/_root.data")).toBe("routes/not-found");
    expect(routeId("/nada")).toBe("routes/not-found");
  });
});
