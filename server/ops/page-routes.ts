import { matchRoutes, type RouteObject } from "react-router";

/** The part of React Router's route manifest (`build.routes`) that names the URL patterns. */
export type RouteManifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean } | undefined>;

const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";

/** React Router's route tree from its flat manifest, for `matchRoutes`. */
function routeTree(manifest: RouteManifest): RouteObject[] {
  const byParent = new Map<string | undefined, { id: string; path?: string; index?: boolean }[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: tree(route.id) },
    );
  return tree(undefined);
}

/** The page a data request (`<path>.data`, `/_root.data` for `/`) is for; null for a page's own path. */
const pageOfData = (path: string) => (!path.endsWith(DATA_SUFFIX) ? null : path === ROOT_DATA ? "/" : path.slice(0, -DATA_SUFFIX.length));

/**
 * The page pattern a path renders (`/suppliers/:id`, `/*` for the not-found page), for log lines and metric
 * labels: raw paths carry record ids and would make one metric series per record.
 */
export function pagePatterns(manifest: RouteManifest): (path: string) => string | undefined {
  const routes = routeTree(manifest);
  const patternOf = (path: string) => {
    const matches = matchRoutes(routes, path);
    if (!matches) return undefined;
    const segments = matches.map((m) => m.route.path ?? "").filter((p) => p !== "" && p !== "/");
    return `/${segments.map((s) => s.replace(/^\/|\/$/g, "")).join("/")}`;
  };
  return (path) => {
    // A client-side navigation fetches the page's data at `<path>.data` (`/_root.data` for `/`): same pattern, marked.
    const page = pageOfData(path);
    if (page === null) return patternOf(path);
    const pattern = patternOf(page);
    if (pattern === undefined) return undefined;
    return pattern === "/" ? ROOT_DATA : `${pattern}${DATA_SUFFIX}`;
  };
}

/**
 * The id of the route whose action a post to a path runs (the deepest match: `routes/suppliers.documents`), the
 * same for the page's data request (`<path>.data`, what a form posts with JavaScript on).
 */
export function pageRouteIds(manifest: RouteManifest): (path: string) => string | undefined {
  const routes = routeTree(manifest);
  return (path) => matchRoutes(routes, pageOfData(path) ?? path)?.at(-1)?.route.id;
}
