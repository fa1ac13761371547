import { describe, expect, it } from "vitest";
import { isSameOrigin } from "#server/same-origin.ts";

const post = (headers: Record<string, string>, url = "http://app.local:3000/suppliers/5") => new Request(url, { method: "POST", headers });

describe("isSameOrigin: the web tier's defence against cross-site posts", () => {
  it("accepts the site's own pages", () => {
    expect(isSameOrigin(post({ Origin: "http://app.local:3000" }))).toBe(true);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(post({ Referer: "http://app.local:3000/suppliers/5?editar=1" }))).toBe(true);
  });

  it("refuses another site, whichever header names it", () => {
    expect(isSameOrigin(post({ Origin: "http://evil.example" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "http://app.local:3001" }))).toBe(false);
    expect(isSameOrigin(post({ Origin: "null" }))).toBe(false);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(false);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "same-site" }))).toBe(false);
    expect(isSameOrigin(post({ Referer: "https://evil.example/form.html" }))).toBe(false);
  });

  it("believes Origin over the fallbacks", () => {
    expect(isSameOrigin(post({ Origin: "http://evil.example", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
  });

  it("behind a trusted proxy compares with the forwarded host, and only then", () => {
    const behind = post(
      { Origin: "https://compras.example.com", "X-Forwarded-Host": "compras.example.com" },
      "http://127.0.0.1:3000/logout",
    );
    expect(isSameOrigin(behind, true)).toBe(true);
    expect(isSameOrigin(behind, false)).toBe(false);
  });

  it("lets a request with no browser headers through (no page, no victim)", () => {
    expect(isSameOrigin(post({}))).toBe(true);
  });
});
