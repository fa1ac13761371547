/**
 * Why the database cannot answer right now, as opposed to a failure of the query itself: it is down or
 * restarting, every pooled connection is busy past the bounded wait, or a statement ran past its timeout.
 * Each is a 503 with `Retry-After` (docs/decisions/0036-faults-and-start-up-sweep.md); a 500 stays a defect.
 * Drizzle wraps driver errors, so the whole `cause` chain is read.
 */
export type DatabaseTrouble = "down" | "busy" | "slow";

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
// SQLSTATE class 08 (connection exception) and the shutdown / start-up states of class 57.
const DOWN_STATES = /^(08...|57P0[1-4])$/;
const DOWN_MESSAGES = ["Connection terminated", "Client has encountered a connection error"];
// node-postgres's pool, when no connection frees up within `connectionTimeoutMillis`.
const BUSY_MESSAGE = "timeout exceeded when trying to connect";
// query_canceled: only `statement_timeout` cancels statements here.
const SLOW_STATE = "57014";

export const TROUBLE_MESSAGES: Record<DatabaseTrouble, string> = {
  down: "O banco de dados está indisponível no momento. Tente novamente em instantes.",
  busy: "O servidor está ocupado no momento. Tente novamente em instantes.",
  slow: "A consulta demorou demais e foi interrompida. Tente novamente em instantes.",
};
export const DATABASE_UNAVAILABLE = TROUBLE_MESSAGES.down;
export const RETRY_AFTER_SECONDS = 5;

export function databaseTrouble(error: unknown): DatabaseTrouble | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === SLOW_STATE) return "slow";
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || DOWN_STATES.test(code))) return "down";
    if (current.message.includes(BUSY_MESSAGE)) return "busy";
    if (DOWN_MESSAGES.some((m) => current instanceof Error && current.message.includes(m))) return "down";
    if (current instanceof AggregateError) {
      const inner = current.errors.map(databaseTrouble).find((t) => t !== null);
      if (inner) return inner;
    }
    current = current.cause;
  }
  return null;
}

export const isDatabaseUnavailable = (error: unknown) => databaseTrouble(error) !== null;
