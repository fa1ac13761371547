import { createHmac, timingSafeEqual } from "node:crypto";

/** Links stay valid at least this long... */
const MIN_TTL_SECONDS = 60 * 60;
/**
 * ...and expire on a fixed grid, so the same file gets the same URL for a while and the browser can
 * cache it (a profile picture on every page) instead of downloading it again on each render.
 */
const GRID_SECONDS = 60 * 60;

export interface LinkTarget {
  key: string;
  filename: string;
  contentType: string;
}

export class SignedLinks {
  constructor(private readonly secret: Uint8Array) {}

  private sign(target: LinkTarget, expires: number): string {
    return createHmac("sha256", this.secret)
      .update([target.key, target.filename, target.contentType, expires].join("\n"))
      .digest("base64url");
  }

  url(target: LinkTarget, now = Date.now()): string {
    const nowSeconds = Math.floor(now / 1000);
    const expires = Math.ceil((nowSeconds + MIN_TTL_SECONDS) / GRID_SECONDS) * GRID_SECONDS;
    const params = new URLSearchParams({
      key: target.key,
      name: target.filename,
      type: target.contentType,
      exp: String(expires),
      sig: this.sign(target, expires),
    });
    return `/files/blob/?${params}`;
  }

  /** The target of a link if its signature holds and it has not expired. */
  verify(query: Record<string, string | undefined>, now = Date.now()): (LinkTarget & { expires: number }) | null {
    const { key, name, type, exp, sig } = query;
    if (!key || name === undefined || !type || !exp || !sig) return null;
    const expires = Number(exp);
    if (!Number.isInteger(expires) || expires * 1000 < now) return null;
    const target = { key, filename: name, contentType: type };
    const expected = Buffer.from(this.sign(target, expires));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { ...target, expires };
  }
}
