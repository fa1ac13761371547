import { createHmac, timingSafeEqual } from "node:crypto";
import { type Cookie, type CookieOptions, createCookie } from "react-router";

/** The value of one cookie in a `Cookie` header, as the `cookie` package reads it (URI-decoded, unquoted). */
function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `<base64 JSON>.<base64 HMAC-SHA256>` as React Router signs it, checked against each secret; its data, else null. */
function verified(signed: string, secrets: readonly string[]): unknown {
  const dot = signed.lastIndexOf(".");
  if (dot === -1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), "base64");
  for (const secret of secrets) {
    const expected = createHmac("sha256", secret).update(value).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
    try {
      // React Router writes btoa(unescape(encodeURIComponent(JSON))): base64 of the JSON's UTF-8.
      return JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    } catch {
      return {};
    }
  }
  return null;
}

/**
 * React Router's signed cookie, read with a synchronous HMAC. Its own `parse` imports the key and verifies through
 * WebCrypto, two jobs on the thread pool for every page (3.6 % of the shell's CPU in the benchmark's profile); the
 * session cookie is read on every request and written on few, so writing stays React Router's, and the format is its
 * own: a cookie signed by one is read by the other.
 */
export function createSignedCookie(name: string, options: CookieOptions & { secrets: string[] }): Cookie {
  const cookie = createCookie(name, options);
  const secrets = options.secrets;
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, serializeOptions) => cookie.serialize(value, serializeOptions),
    parse: (header) => {
      if (!header) return Promise.resolve(null);
      const value = cookieValue(header, name);
      if (value === null) return Promise.resolve(null);
      return Promise.resolve(value === "" ? "" : verified(value, secrets));
    },
  };
}
