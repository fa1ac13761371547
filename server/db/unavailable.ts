/**
 * Whether an error means the database cannot be reached right now (down, restarting, pool exhausted), as
 * opposed to a failure of the query itself. Drizzle wraps driver errors, so the whole `cause` chain is read.
 */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
// SQLSTATE class 08 (connection exception) and the shutdown / start-up states of class 57.
const UNAVAILABLE_STATES = /^(08...|57P0[1-4])$/;
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection terminated unexpectedly",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((m) => current instanceof Error && current.message.includes(m))) return true;
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = current.cause;
  }
  return false;
}

/** What a client is told while the database is unreachable (503, with Retry-After). */
export const DATABASE_UNAVAILABLE = "O banco de dados está indisponível no momento. Tente novamente em instantes.";
export const RETRY_AFTER_SECONDS = 5;
