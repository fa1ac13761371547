import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { loginThrottle } from "../db/schema.ts";

export interface ThrottleRule {
  /** Failures allowed inside the window before the key is locked. */
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const EMAIL_RULE: ThrottleRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
export const ADDRESS_RULE: ThrottleRule = { limit: 50, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/** Login failure counters kept in the database, so every process of a deployment sees the same ones. */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Seconds until the first of these keys unlocks, or 0 when none is locked. */
  async lockedFor(keys: string[]): Promise<number> {
    let longest = 0;
    for (const key of keys) {
      const [row] = await this.db
        .select({
          seconds: sql<number>`ceil(extract(epoch from (${loginThrottle.lockedUntil} - now())))::int`,
        })
        .from(loginThrottle)
        .where(sql`${loginThrottle.key} = ${key} and ${loginThrottle.lockedUntil} > now()`);
      if (row && row.seconds > longest) longest = row.seconds;
    }
    return longest;
  }

  async recordFailure(key: string, rule: ThrottleRule): Promise<void> {
    const expired = sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    if (row && row.failures >= rule.limit) {
      await this.db
        .update(loginThrottle)
        .set({
          lockedUntil: sql`now() + make_interval(secs => ${rule.lockSeconds})`,
          failures: 0,
          windowStartedAt: sql`now()`,
        })
        .where(eq(loginThrottle.key, key));
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }
}
