/** A same-site path to return to after sign-in, or the default; never an external URL. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/suppliers"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (to === "/login" || to.startsWith("/login?") || to === "/logout") return fallback;
  return to;
}
