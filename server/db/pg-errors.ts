/** PostgreSQL's SQLSTATE of a failed query, through Drizzle's wrapping (the driver's error is the cause). */
function postgresCode(error: unknown): unknown {
  if (typeof error !== "object" || error === null) return undefined;
  if ("code" in error && typeof error.code === "string") return error.code;
  return "cause" in error ? postgresCode(error.cause) : undefined;
}

/** A foreign-key violation: the parent row was deleted meanwhile, or a row still refers to the one deleted. */
export const isForeignKeyViolation = (error: unknown): boolean => postgresCode(error) === "23503";

/** A unique-index violation: another writer stored the same key first. */
export const isUniqueViolation = (error: unknown): boolean => postgresCode(error) === "23505";
