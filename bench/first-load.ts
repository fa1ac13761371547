import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { z } from "zod";

// The part of React Router's browser manifest (build/client/assets/manifest-<hash>.js) read here.
const manifestSchema = z.object({
  url: z.string(),
  entry: z.object({ module: z.string(), imports: z.array(z.string()) }),
  routes: z.record(
    z.string(),
    z.object({
      id: z.string(),
      parentId: z.string().optional(),
      path: z.string().optional(),
      index: z.boolean().optional(),
      module: z.string(),
      imports: z.array(z.string()).optional(),
    }),
  ),
});
export type BrowserManifest = z.infer<typeof manifestSchema>;

/** `window.__reactRouterManifest={…};` → the manifest. */
export function parseManifest(source: string): BrowserManifest {
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return manifestSchema.parse(JSON.parse(json));
}

/** The route ids a path matches, root first, as React Router matches them from the manifest's route tree. */
export function matchedRouteIds(manifest: BrowserManifest, pathname: string): string[] {
  const all = Object.values(manifest.routes);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((r) => r.parentId === parentId)
      .map((r): RouteObject => {
        const children = childrenOf(r.id);
        return r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children };
      });
  return (matchRoutes(childrenOf(undefined), pathname) ?? []).flatMap((m) => (m.route.id ? [m.route.id] : []));
}

/**
 * The scripts a page loads when it opens, as React Router names them in its HTML (the `modulepreload` links): the
 * manifest, the entry and its imports, then each matched route's module and imports; each file once.
 */
export function firstLoadFiles(manifest: BrowserManifest, routeIds: string[]): string[] {
  const files = [manifest.url, manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (route) files.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(files)];
}

/** The framework's own chunks: the entry and what it imports (React, React DOM, React Router in the bare app). */
export const frameworkFiles = (manifest: BrowserManifest) => [...new Set([manifest.entry.module, ...manifest.entry.imports])];

/** Kibibytes, one decimal. */
export const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The files' bytes once each is gzipped at level 9 (what the budgets count), read from a build's client folder. */
export function gzipBytes(clientDir: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length, 0);
}

/** The manifest of a client build (`build/client`). */
export function readManifest(clientDir: string, assetNames: string[]): BrowserManifest {
  const name = assetNames.find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${clientDir}/assets`);
  return parseManifest(readFileSync(join(clientDir, "assets", name), "utf8"));
}
