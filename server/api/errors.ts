import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  BODY_TOO_LARGE,
  DATA_INVALID,
  INTERNAL_ERROR,
  NOT_ALLOWED,
  NOT_AUTHENTICATED,
  REQUEST_INVALID,
  RESOURCE_NOT_FOUND,
} from "#contract/shared/errors.ts";
import { databaseTrouble, RETRY_AFTER_SECONDS, TROUBLE_MESSAGES } from "#server/db/unavailable.ts";
import { logger } from "#server/ops/logger.ts";
import { UNKNOWN_ROUTE } from "#server/ops/metrics.ts";
import { routePatternOf } from "./route-pattern.ts";
import type { ApiEnv } from "./types.ts";

export type FieldErrors = Record<string, string[]>;

/** Every failure the API answers with: `{"detail": "..."}`, plus `errors` per field when validating. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More members of the reply (a 409's `current` record). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: FieldErrors) => new ApiError(400, detail, errors);
export const unauthorized = (detail = NOT_AUTHENTICATED) => new ApiError(401, detail);
export const forbidden = (detail = NOT_ALLOWED) => new ApiError(403, detail);
export const notFound = (detail = RESOURCE_NOT_FOUND) => new ApiError(404, detail);
export const conflict = (detail: string) => new ApiError(409, detail);

/** Turns a zod failure into one Portuguese detail line and per-field messages. */
export function validationError(error: z.ZodError): ApiError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "non_field_errors";
    (errors[field] ??= []).push(issue.message);
  }
  const first = error.issues[0]?.message ?? DATA_INVALID;
  return new ApiError(400, first, errors);
}

function errorBody(error: ApiError) {
  return { detail: error.detail, ...(error.errors ? { errors: error.errors } : {}), ...error.extra };
}

/** What ties an error's log line to its request's line: the route pattern, never the path (it may hold a token). */
function requestOf(c: Context<ApiEnv>) {
  return { reqId: c.env?.facts?.requestId, method: c.req.method, route: routePatternOf(c) ?? UNKNOWN_ROUTE };
}

export function handleError(error: Error, c: Context<ApiEnv>) {
  if (error instanceof ApiError) {
    return c.json(errorBody(error), error.status, error.headers);
  }
  if (error instanceof z.ZodError) {
    const apiError = validationError(error);
    return c.json(errorBody(apiError), 400);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const detail = status === 413 ? BODY_TOO_LARGE : status === 401 ? NOT_AUTHENTICATED : error.message || REQUEST_INVALID;
    return c.json({ detail }, status);
  }
  const trouble = databaseTrouble(error);
  // The process's logger, unless the API was given its own (tests read what it logs).
  const log = c.var.deps?.logger ?? logger;
  if (trouble) {
    log.error({ ...requestOf(c), err: error }, `[api] banco ${trouble}`);
    return c.json({ detail: TROUBLE_MESSAGES[trouble] }, 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  log.error({ ...requestOf(c), err: error }, "[api] erro inesperado");
  return c.json({ detail: INTERNAL_ERROR }, 500);
}
