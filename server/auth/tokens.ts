import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import type { Db, Tx } from "#server/db/client.ts";
import { refreshTokens, users } from "#server/db/schema.ts";

const ACCESS_TTL_SECONDS = 15 * 60;
const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * A rotated refresh token stays usable this long, so two requests of one browser refreshing at the
 * same moment both succeed instead of logging the user out; after that, reuse revokes every token
 * of the user (it can only mean the token was stolen).
 */
const ROTATION_GRACE_SECONDS = 30;

/**
 * How long this process trusts its last look at a session (the refresh-token family an access token names):
 * a logout or a password change here ends it at once; on another instance within this time.
 */
const SESSION_CHECK_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

export interface TokenPair {
  access: string;
  refresh: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export class TokenService {
  /** family → whether it was live, and when that was read. */
  private readonly sessions = new Map<string, { live: boolean; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly jwtSecret: Uint8Array,
  ) {}

  /** An access token of one session: `sid` names its refresh-token family, so ending the session ends it. */
  signAccess(userId: number, family: string): Promise<string> {
    return new SignJWT({ typ: "access", sid: family })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(this.jwtSecret);
  }

  /**
   * The user id of a valid access token, or null when it is forged, expired, not an access token, or its
   * session has ended (logout, password change, a stolen refresh token reused).
   */
  async verifyAccess(token: string): Promise<number | null> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>["payload"];
    try {
      ({ payload } = await jwtVerify(token, this.jwtSecret, { algorithms: ["HS256"] }));
    } catch {
      return null;
    }
    if (payload.typ !== "access" || !payload.sub || typeof payload.sid !== "string") return null;
    const id = Number(payload.sub);
    if (!Number.isInteger(id)) return null;
    return (await this.isLive(payload.sid, id)) ? id : null;
  }

  private async isLive(family: string, userId: number): Promise<boolean> {
    const cached = this.sessions.get(family);
    if (cached && Date.now() - cached.at < SESSION_CHECK_CACHE_MS) return cached.live;
    const [row] = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.family, family),
          eq(refreshTokens.userId, userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (this.sessions.size >= SESSION_CACHE_MAX) this.sessions.clear();
    this.sessions.set(family, { live: row !== undefined, at: Date.now() });
    return row !== undefined;
  }

  /** A new pair: of a new session (sign-in), or of `family` when a refresh token is rotated. */
  async issue(userId: number, family = randomBytes(16).toString("hex")): Promise<TokenPair> {
    const refresh = randomBytes(32).toString("base64url");
    await this.db.insert(refreshTokens).values({
      userId,
      tokenHash: hashToken(refresh),
      family,
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    return { access: await this.signAccess(userId, family), refresh };
  }

  /** Exchanges a refresh token for a new pair, or returns null when it cannot be used. */
  async rotate(refresh: string): Promise<TokenPair | null> {
    const tokenHash = hashToken(refresh);
    const [row] = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, now())` })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
          // A deactivated user keeps no session.
          sql`exists (select 1 from ${users} where ${users.id} = ${refreshTokens.userId} and ${users.isActive})`,
        ),
      )
      .returning({
        userId: refreshTokens.userId,
        family: refreshTokens.family,
        fresh: sql<boolean>`${refreshTokens.rotatedAt} is null or ${refreshTokens.rotatedAt} > now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`,
      });
    if (!row) return null;
    if (!row.fresh) {
      await this.revokeAll(row.userId);
      return null;
    }
    return this.issue(row.userId, row.family);
  }

  /** Logout: the whole session ends, its access tokens with it. */
  async revoke(refresh: string): Promise<void> {
    const [token] = await this.db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refresh)));
    if (!token) return;
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.family, token.family), isNull(refreshTokens.revokedAt)));
    this.sessions.delete(token.family);
  }

  /** Every session of the user ends (password change or reset, deactivation); `db` may be the change's transaction. */
  async revokeAll(userId: number, db: Db | Tx = this.db): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    // The user's sessions are not known by family here: forget every cached answer.
    this.sessions.clear();
  }

  /**
   * Forgets every cached answer about sessions: called again once a transaction that revoked tokens has
   * committed, so no answer read while it was still open (a session still live) outlives it.
   */
  forgetCachedSessions(): void {
    this.sessions.clear();
  }
}
