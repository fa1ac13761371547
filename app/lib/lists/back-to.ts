import { href } from "react-router";

/**
 * The way back from a detail page to the list the user came from (ADR 0063): the list's address travels in the
 * detail's own URL as `?voltar=/suppliers?pais=cn&page=2`. A URL is the one carrier that works without
 * JavaScript, survives redirects and reloads, and keeps two tabs apart; the list's links put it there, and every
 * link, form and redirect of the detail carries it on (`carryBack`), so editing, saving or uploading keeps it.
 */
const BACK_PARAM = "voltar";

const LISTS = [href("/suppliers"), href("/sourcings"), href("/products")];
const BASE = "http://same-site.invalid";

/** The list a page belongs to: `/suppliers` for `/suppliers/5` or `/suppliers/5/documents`; null elsewhere. */
function listOf(pathname: string): string | null {
  return LISTS.find((list) => pathname === list || pathname.startsWith(`${list}/`)) ?? null;
}

const parse = (url: string | URL, from = "/") => new URL(url, new URL(from, BASE));

/**
 * The list address that a page's URL (path and query) carries, when it is that page's own list: a same-site
 * path of the list with its query, never another screen or site. Null otherwise.
 */
export function backToOf(url: string | URL): string | null {
  const page = parse(url);
  const raw = page.searchParams.get(BACK_PARAM);
  const list = listOf(page.pathname);
  if (raw === null || list === null || !raw.startsWith("/")) return null;
  let back: URL;
  try {
    back = parse(raw);
  } catch {
    return null;
  }
  return back.origin === BASE && back.pathname === list ? `${back.pathname}${back.search}` : null;
}

/**
 * `to` (absolute, or relative to the page at `from`, as `?editar=1`) with the list address `back` carried on, when
 * `to` is a page of that list (a detail, its upload route): the plain list itself becomes `back`. Any other
 * address is returned as it was.
 */
export function carryBack(to: string, back: string | null, from = "/"): string {
  if (back === null) return to;
  const list = listOf(parse(back).pathname);
  const url = parse(to, from);
  if (list === null || url.origin !== BASE) return to;
  if (url.pathname === list && url.search === "") return `${back}${url.hash}`;
  if (!url.pathname.startsWith(`${list}/`)) return to;
  url.searchParams.set(BACK_PARAM, back);
  return `${url.pathname}${url.search}${url.hash}`;
}
