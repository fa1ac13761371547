import { createHmac, timingSafeEqual } from "node:crypto";

export interface LinkTarget {
  key: string;
  filename: string;
  contentType: string;
}

export interface VerifiedLink extends LinkTarget {
  /** Unix seconds after which the link is refused. */
  expires: number;
}

const DEFAULT_TTL_SECONDS = 60 * 60;

/** Short-lived download links `/files/blob/?…`, signed so a client cannot change key, name or type. */
export class SignedLinks {
  constructor(
    private readonly secret: Uint8Array,
    private readonly ttlSeconds = DEFAULT_TTL_SECONDS,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  private sign(target: LinkTarget, expires: number): string {
    return createHmac("sha256", this.secret)
      .update([target.key, target.filename, target.contentType, String(expires)].join("\n"))
      .digest("base64url");
  }

  url(target: LinkTarget): string {
    // Rounded to the TTL's start, so one file keeps one URL for a while (browser caching).
    const expires = Math.ceil(this.now() / this.ttlSeconds) * this.ttlSeconds + this.ttlSeconds;
    const params = new URLSearchParams({
      key: target.key,
      name: target.filename,
      type: target.contentType,
      expires: String(expires),
      sig: this.sign(target, expires),
    });
    return `/files/blob/?${params.toString()}`;
  }

  verify(query: Record<string, string | undefined>): VerifiedLink | null {
    const { key, name, type, expires, sig } = query;
    if (!key || name === undefined || !type || !expires || !sig) return null;
    const expiresAt = Number(expires);
    if (!Number.isInteger(expiresAt) || expiresAt < this.now()) return null;
    const target = { key, filename: name, contentType: type };
    const expected = Buffer.from(this.sign(target, expiresAt));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { ...target, expires: expiresAt };
  }
}
