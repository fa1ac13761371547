import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { createSignedCookie } from "#app/lib/shell/signed-cookie.server.ts";

// The session cookie is read with a synchronous HMAC but keeps React Router's format (docs/decisions/0069-lean-pages.md).
const SECRET = "a-session-secret-with-at-least-32-characters";
const data = { access: "eyJ.a.b", refresh: "eyJ.c.d", __flash_toast__: { kind: "success", text: "Sessão encerrada às 18h" } };
const header = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("createSignedCookie", () => {
  it("reads what React Router's own cookie wrote, accents included, and React Router reads what it writes", async () => {
    const theirs = createCookie("__session", { secrets: [SECRET] });
    const ours = createSignedCookie("__session", { secrets: [SECRET] });
    expect(await ours.parse(`tema=escuro; ${header(await theirs.serialize(data))}; outro=1`)).toEqual(data);
    expect(await theirs.parse(header(await ours.serialize(data)))).toEqual(data);
  });

  it("refuses a cookie signed with another secret or changed after signing", async () => {
    const ours = createSignedCookie("__session", { secrets: [SECRET] });
    const other = createCookie("__session", { secrets: ["another-secret-with-at-least-32-characters"] });
    expect(await ours.parse(header(await other.serialize(data)))).toBeNull();
    const signed = decodeURIComponent(header(await ours.serialize(data)).slice("__session=".length));
    const [value, hash] = [signed.slice(0, signed.lastIndexOf(".")), signed.slice(signed.lastIndexOf(".") + 1)];
    const forged = Buffer.from(JSON.stringify({ ...data, access: "forjado" })).toString("base64");
    expect(await ours.parse(`__session=${encodeURIComponent(`${forged}.${hash}`)}`)).toBeNull();
    expect(await ours.parse(`__session=${encodeURIComponent(value)}`)).toBeNull();
  });

  it("accepts a cookie signed with an older secret still listed", async () => {
    const old = createCookie("__session", { secrets: ["the-previous-secret-with-32-characters!"] });
    const ours = createSignedCookie("__session", { secrets: [SECRET, "the-previous-secret-with-32-characters!"] });
    expect(await ours.parse(header(await old.serialize(data)))).toEqual(data);
  });

  it("answers nothing without the cookie", async () => {
    const ours = createSignedCookie("__session", { secrets: [SECRET] });
    expect(await ours.parse(null)).toBeNull();
    expect(await ours.parse("tema=escuro")).toBeNull();
    expect(await ours.parse("__session_x=1")).toBeNull();
  });
});
