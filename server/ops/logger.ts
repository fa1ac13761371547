import pino, { type DestinationStream, type Logger, type LevelWithSilent } from "pino";

export type { Logger };

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const satisfies readonly LevelWithSilent[];
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Paths pino blanks in anything logged. Nothing logs headers or bodies, so this is the second line of defence:
 * a future `log.info({ headers })` or an error carrying a request's body still leaves no secret in the logs.
 */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "new_password",
  "*.new_password",
  "old_password",
  "*.old_password",
  "token",
  "*.token",
  "access",
  "*.access",
  "refresh",
  "*.refresh",
  "authorization",
  "*.authorization",
  "*.headers.authorization",
  "cookie",
  "*.cookie",
  "*.headers.cookie",
  '*.headers["set-cookie"]',
  "secret",
  "*.secret",
];

/**
 * One JSON object per line on stdout (or `destination`, for tests): the level as its name ("info"), time in ISO,
 * pid and hostname (which of several instances wrote it).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[oculto]" },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** LOG_LEVEL as validated by loadEnv, or "info" before validation (a bad value is reported by loadEnv itself). */
function levelFromEnvironment(): LogLevel {
  const value = process.env.LOG_LEVEL;
  return LOG_LEVELS.find((l) => l === value) ?? "info";
}

/**
 * The process's logger. A module-level instance so that code far from the entry point (the API's error handler,
 * the database pool) logs the same way; the entry point sets its level from the validated configuration.
 */
export const logger: Logger = createLogger(levelFromEnvironment());
