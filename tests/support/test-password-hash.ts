import { hash } from "@node-rs/argon2";

/**
 * argon2id at its lowest cost, for the accounts the test databases are seeded with: a sign-in verifies the hash
 * with the cost written in it, so each of the suite's sign-ins skips the production cost's memory and passes.
 * Passed only by the test set-ups (tests/support/global-setup.ts, the end-to-end database); the demo seed keeps the
 * production hash otherwise (tests/api/seed-demo.test.ts checks it).
 */
export function testPasswordHash(password: string): Promise<string> {
  return hash(password, { memoryCost: 8, timeCost: 1, parallelism: 1 });
}
