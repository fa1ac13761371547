import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { loginThrottle } from "#server/db/schema.ts";

export interface ThrottleRule {
  /** Attempts allowed inside the window: the one that reaches it locks the key for the lock's length. */
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const EMAIL_RULE: ThrottleRule = { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };
export const ADDRESS_RULE: ThrottleRule = { limit: 50, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

/** What counting one attempt answered: admitted, or refused by `key` for `retryAfter` seconds (its lock's time left). */
export type Admission = { admitted: true } | { admitted: false; key: string; retryAfter: number };

/** A key to count and the rule it is counted by. */
export type Counted = readonly [key: string, rule: ThrottleRule];

/**
 * Attempt counters kept in the database (sign-in, unknown quote links, writes through a link), so every process of a
 * deployment sees the same ones. Counting and testing are one statement (docs/decisions/0072-supplier-side-doors.md):
 * of any number of concurrent attempts, exactly the rule's limit are admitted, on PGlite as on PostgreSQL, where the
 * upsert's row lock puts concurrent attempts on one key in line.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Seconds until the first of these keys unlocks, or 0 when none is locked. Counts nothing. */
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

  /**
   * Counts one attempt on `key` and answers whether it is admitted, in one statement: the attempt that reaches the
   * limit is admitted and sets the lock; inside a live lock the row is left as it is (nothing counted, nothing
   * returned) and the attempt is refused; a lock or a window that has run out starts a new window at this attempt.
   */
  async attempt(key: string, rule: ThrottleRule): Promise<Admission> {
    const { failures: count, windowStartedAt: started, lockedUntil: until } = loginThrottle;
    const lockLive = sql`(${until} is not null and ${until} > now())`;
    const fresh = sql`(${until} is not null or ${started} <= now() - make_interval(secs => ${rule.windowSeconds}))`;
    const counted = sql`(case when ${fresh} then 1 else ${count} + 1 end)`;
    const lock = sql`now() + make_interval(secs => ${rule.lockSeconds})`;
    const [row] = await this.db
      .insert(loginThrottle)
      .values({ key, failures: 1, lockedUntil: rule.limit <= 1 ? lock : null })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: counted,
          windowStartedAt: sql`case when ${fresh} then now() else ${started} end`,
          lockedUntil: sql`case when ${counted} >= ${rule.limit} then ${lock} else null end`,
        },
        setWhere: sql`not ${lockLive}`,
      })
      .returning({ count: loginThrottle.failures });
    if (row) return { admitted: true };
    // Refused: how long the lock has left is only what the reply tells (at least a second, should it just have run out).
    return { admitted: false, key, retryAfter: Math.max(1, await this.lockedFor([key])) };
  }

  /**
   * Counts one attempt on each key in turn, stopping at the first that refuses it: the keys counted before it are
   * released (a refused attempt uses up none of their allowance), and the ones after it are not counted.
   */
  async attemptAll(keys: readonly Counted[]): Promise<Admission> {
    const counted: string[] = [];
    for (const [key, rule] of keys) {
      const admission = await this.attempt(key, rule);
      if (!admission.admitted) {
        for (const done of counted) await this.release(done);
        return admission;
      }
      counted.push(key);
    }
    return { admitted: true };
  }

  /**
   * Gives back one admitted attempt (a sign-in that succeeded does not count against its address). A lock is only
   * ever set by the attempt that reached the limit, and nothing is counted while it lasts: one attempt fewer is
   * below the limit, so the lock goes too.
   */
  async release(key: string): Promise<void> {
    await this.db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)`, lockedUntil: null })
      .where(eq(loginThrottle.key, key));
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginThrottle).where(eq(loginThrottle.key, key));
  }
}
