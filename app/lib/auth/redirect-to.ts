const BASE = "http://same-site.invalid";

/**
 * A same-site path to return to after sign-in, or the default; never an external URL. The value is read as a
 * browser would read it (the URL parser drops tabs and newlines, so `/\t/evil.example` is `//evil.example`,
 * another site), and what is kept is the parsed path, query and fragment: percent-encoded, safe in a
 * `Location` header whatever control or wide space characters were sent.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/suppliers"): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === "/login" || url.pathname === "/logout" || path.startsWith("//")) return fallback;
  return path;
}
