import { randomBytes } from "node:crypto";

/** A fresh nonce for one document (128 random bits). */
export const newNonce = () => randomBytes(16).toString("base64");

/**
 * The policy of every HTML page: scripts run only with the request's nonce (and what they load, through
 * 'strict-dynamic'), so markup that slipped past the sanitiser cannot run; no plugins, no <base> rewrite, no
 * framing by another site, and forms post only here.
 */
export const contentSecurityPolicy = (nonce: string) =>
  [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
