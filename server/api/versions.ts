import { type Column, sql } from "drizzle-orm";
import { STALE_VERSION_MESSAGE } from "#contract/shared/versions.ts";
import { ApiError } from "./errors.ts";

/**
 * Optimistic concurrency (docs/decisions/0035-optimistic-concurrency.md). A save checks the version it was
 * edited from inside its own statement or row lock, so two saves from the same version cannot both pass.
 */
export class StaleVersion extends Error {
  constructor() {
    super(STALE_VERSION_MESSAGE);
  }
}

/** The next version, in the UPDATE that saves the record. */
export const nextVersion = (column: Column) => sql`${column} + 1`;

/** Inside a transaction that has locked the row: refuses a save edited from another version than the current one. */
export function assertVersion(current: number, expected: number | undefined) {
  if (expected !== undefined && expected !== current) throw new StaleVersion();
}

/** Runs a save; a stale version becomes the 409 a client can act on: the message and the record as it is now. */
export async function saveOrConflict<T>(save: () => Promise<T>, current: () => Promise<unknown>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    throw new ApiError(409, STALE_VERSION_MESSAGE, undefined, undefined, { current: await current() });
  }
}
