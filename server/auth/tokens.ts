import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { SignJWT, jwtVerify } from "jose";
import type { Db } from "../db/client.ts";
import { refreshTokens, users } from "../db/schema.ts";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * A rotated refresh token stays usable this long, so two requests of one browser refreshing at the
 * same moment both succeed instead of logging the user out; after that, reuse revokes every token
 * of the user (it can only mean the token was stolen).
 */
export const ROTATION_GRACE_SECONDS = 30;

export interface TokenPair {
  access: string;
  refresh: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly jwtSecret: Uint8Array,
  ) {}

  signAccess(userId: number): Promise<string> {
    return new SignJWT({ typ: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(this.jwtSecret);
  }

  /** The user id of a valid access token, or null when it is forged, expired or not an access token. */
  async verifyAccess(token: string): Promise<number | null> {
    try {
      const { payload } = await jwtVerify(token, this.jwtSecret, { algorithms: ["HS256"] });
      if (payload.typ !== "access" || !payload.sub) return null;
      const id = Number(payload.sub);
      return Number.isInteger(id) ? id : null;
    } catch {
      return null;
    }
  }

  async issue(userId: number): Promise<TokenPair> {
    const refresh = randomBytes(32).toString("base64url");
    await this.db.insert(refreshTokens).values({
      userId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
    });
    return { access: await this.signAccess(userId), refresh };
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
        fresh: sql<boolean>`${refreshTokens.rotatedAt} is null or ${refreshTokens.rotatedAt} > now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`,
      });
    if (!row) return null;
    if (!row.fresh) {
      await this.revokeAll(row.userId);
      return null;
    }
    return this.issue(row.userId);
  }

  async revoke(refresh: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.tokenHash, hashToken(refresh)), isNull(refreshTokens.revokedAt)));
  }

  async revokeAll(userId: number): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }
}
