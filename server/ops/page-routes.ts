import { matchRoutes, type RouteObject } from "react-router";

/** The part of React Router's route manifest (`build.routes`) that names the URL patterns. */
export type RouteManifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean } | undefined>;

const DATA_SUFFIX = ".data";
/**
 * A page whose path ends in a slash has its data at `<path>_.data`: `/_.data` for `/`, `/suppliers/_.data` for
 * `/suppliers/` (`future.v8_trailingSlashAwareDataRequests`; `/_root.data` was the root's before, now a path like any).
 */
const SLASH_DATA_SUFFIX = "/_.data";
const ROOT_DATA = SLASH_DATA_SUFFIX;

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

/** The page a data request (`<path>.data`, `<path>/_.data` for `<path>/`) is for; null for a page's own path. */
const pageOfData = (path: string) =>
  !path.endsWith(DATA_SUFFIX)
    ? null
    : path.slice(0, -(path.endsWith(SLASH_DATA_SUFFIX) ? SLASH_DATA_SUFFIX.length - 1 : DATA_SUFFIX.length));

interface PageMatch {
  /** `/suppliers/:id`, `/*` for the not-found page. */
  pattern: string;
  /** The deepest route: the one whose action a post runs. */
  routeId: string;
}

/** Paths matched before, kept up to this many: the record pages share a few shapes, a scanner's paths do not. */
const REMEMBERED_PATHS = 500;

/**
 * The route a page path matches, remembered by its shape. `matchRoutes` flattens and ranks the whole route
 * tree and compiles each pattern on every call (about a twentieth of a page's own CPU in the bench's profile),
 * and every request asks. A record id is all digits and no route has an all-digit segment of its own, so every
 * such segment matches the same parameter: `/suppliers/12` and `/suppliers/345` are one shape, `/suppliers/0`.
 */
function pageMatcher(manifest: RouteManifest): (page: string) => PageMatch | undefined {
  const routes = routeTree(manifest);
  const remembered = new Map<string, PageMatch | undefined>();
  return (page) => {
    const shape = page.replace(/\/\d+(?=\/|$)/g, "/0");
    if (remembered.has(shape)) return remembered.get(shape);
    const matches = matchRoutes(routes, shape);
    const deepest = matches?.at(-1);
    const segments = (matches ?? []).map((m) => m.route.path ?? "").filter((p) => p !== "" && p !== "/");
    const match = deepest && { pattern: `/${segments.map((s) => s.replace(/^\/|\/$/g, "")).join("/")}`, routeId: deepest.route.id ?? "" };
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    remembered.set(shape, match);
    return match;
  };
}

/**
 * The page pattern a path renders (`/suppliers/:id`, `/*` for the not-found page), for log lines and metric
 * labels: raw paths carry record ids and would make one metric series per record; and the id of the route
 * whose action a post to it runs (`routes/suppliers.documents`), the same for the page's data request
 * (`<path>.data`, what a form posts with JavaScript on).
 */
export function pageRoutes(manifest: RouteManifest) {
  const match = pageMatcher(manifest);
  return {
    patternOf(path: string): string | undefined {
      // A client-side navigation fetches the page's data at `<path>.data` (`/_.data` for `/`): same pattern, marked.
      const page = pageOfData(path);
      if (page === null) return match(path)?.pattern;
      const pattern = match(page)?.pattern;
      if (pattern === undefined) return undefined;
      return pattern === "/" ? ROOT_DATA : `${pattern}${DATA_SUFFIX}`;
    },
    routeIdOf: (path: string): string | undefined => match(pageOfData(path) ?? path)?.routeId,
  };
}
