import { describe, expect, it } from "vitest";
import { safeRedirect } from "#app/lib/auth/redirect-to.ts";

describe("safeRedirect: where sign-in returns to", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeRedirect("/sourcings?status=Atrasado&page=2")).toBe("/sourcings?status=Atrasado&page=2");
    expect(safeRedirect("/suppliers/12#documentos")).toBe("/suppliers/12#documentos");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "evil.example",
  ])("never leaves the site: %j", (to) => {
    expect(safeRedirect(to)).toBe("/suppliers");
  });

  it.each(["/sourcings\n", "/a\rb", "/x\u000by", "/\u3000/evil", "/caf\u00e9"])("answers a value safe in a Location header: %j", (to) => {
    const path = safeRedirect(to);
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(path).toMatch(/^[\x21-\x7e]+$/);
  });

  it("does not return to the sign-in or sign-out pages", () => {
    expect(safeRedirect("/login?redirectTo=/x")).toBe("/suppliers");
    expect(safeRedirect("/logout")).toBe("/suppliers");
    expect(safeRedirect(null, "/profile")).toBe("/profile");
  });
});
