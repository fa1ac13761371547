import type { Submission } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { ApiFailure } from "#app/services/api.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import type { ConflictNotice } from "#app/lib/records/conflict.ts";
import { errorToast, successToast } from "#app/lib/shell/toast.ts";

type Context = Readonly<RouterContextProvider>;

export interface Outcome<T> {
  /** The 'Erro' toast's text when the API sends no `detail` (the fallbacks of specification §8). */
  failure: string;
  /** The 'Sucesso' toast, if the intent has one. */
  success?: string | ((value: T) => string);
  /** Where success leads. */
  redirectTo: string | ((value: T) => string);
}

const resolve = <T>(value: string | ((v: T) => string), result: T) => (typeof value === "function" ? value(result) : value);

/** Runs an API call; an `ApiFailure` is flashed as an 'Erro' toast and returned, anything else throws. */
async function attempt<T>(
  context: Context,
  call: () => Promise<T>,
  failure: string,
): Promise<{ ok: true; value: T } | { ok: false; error: ApiFailure }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    context.get(sessionContext).flash(errorToast(error.messageOr(failure)));
    return { ok: false, error };
  }
}

function flashSuccess<T>(context: Context, value: T, outcome: Pick<Outcome<T>, "success">) {
  if (outcome.success) context.get(sessionContext).flash(successToast(resolve(outcome.success, value)));
}

/** Every redirect below keeps the way back to the list the user came from (app/lib/lists/back-to.ts). */
function succeed<T>(context: Context, value: T, outcome: Outcome<T>): never {
  flashSuccess(context, value, outcome);
  throw redirectCarryingBack(context, resolve(outcome.redirectTo, value));
}

/**
 * A form's intent (named in the reply when a page has several forms): invalid input re-renders the form with its errors (400); the API's refusal re-renders it
 * with the 'Erro' toast and the API's field errors, keeping what was typed; success redirects with a toast.
 * `stayWith`, when given, keeps the page where it is on success: the toast is flashed and the reply carries
 * `saved` (what the page needs of the result) instead of a redirect.
 */
export async function submitForm<Input, Value, T>(
  context: Context,
  submission: Submission<Input, string[], Value>,
  call: (value: Value) => Promise<T>,
  outcome: Outcome<T> & {
    hideFields?: string[];
    intent?: string;
    stayWith?: (value: T) => unknown;
    /** A refusal for a stale version (409 with `current`): what to show of the record as it is now. */
    conflict?: (current: unknown, submitted: Record<string, unknown>) => ConflictNotice | null;
  },
) {
  const { intent } = outcome;
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: outcome.hideFields }) }, { status: 400 });
  }
  const { value } = submission;
  const result = await attempt(context, () => call(value), outcome.failure);
  if (!result.ok) {
    const reply = submission.reply({ hideFields: outcome.hideFields, fieldErrors: result.error.errors });
    const { current } = result.error;
    const conflict = current && outcome.conflict ? outcome.conflict(current, submission.payload) : null;
    return data({ intent, result: reply, conflict }, { status: result.error.status });
  }
  if (outcome.stayWith) {
    flashSuccess(context, result.value, outcome);
    return data({ intent, result: submission.reply({ resetForm: true }), saved: outcome.stayWith(result.value) });
  }
  return succeed(context, result.value, outcome);
}

/** Input an intent cannot act on (no form to re-render it): an 'Erro' toast with `message`, and back to `to`. */
export function refuse(context: Context, message: string, to: string): never {
  context.get(sessionContext).flash(errorToast(message));
  throw redirectCarryingBack(context, to);
}

/** An intent without a form to re-render (a delete, a status change): either way the page is reloaded with a toast. */
export async function runIntent<T>(context: Context, call: () => Promise<T>, outcome: Outcome<T> & { back: string }): Promise<never> {
  const result = await attempt(context, call, outcome.failure);
  if (!result.ok) throw redirectCarryingBack(context, outcome.back);
  return succeed(context, result.value, outcome);
}

/**
 * An upload: the browser's multipart body is streamed to the API, never buffered. A client that asks for
 * JSON (the progress-bar upload) gets `{ok, message}`; a plain form post gets a toast and goes `back`
 * (or `backOnFailure` when refused, e.g. to its form page to try again).
 */
export async function streamUpload(
  request: Request,
  context: Context,
  send: (body: ReadableStream<Uint8Array>, contentType: string) => Promise<{ message: string }>,
  outcome: { failure: string; back: string; backOnFailure?: string },
) {
  const contentType = request.headers.get("content-type") ?? "";
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  let reply: { ok: boolean; message: string; status: number };
  try {
    if (!request.body || !contentType.includes("multipart/form-data"))
      throw new ApiFailure(400, "Envie o arquivo como formulário multipart.");
    reply = { ok: true, message: (await send(request.body, contentType)).message, status: 200 };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    reply = { ok: false, message: error.messageOr(outcome.failure), status: error.status };
  }
  if (wantsJson) return data({ ok: reply.ok, message: reply.message }, { status: reply.status });
  context.get(sessionContext).flash(reply.ok ? successToast(reply.message) : errorToast(reply.message));
  throw redirectCarryingBack(context, reply.ok ? outcome.back : (outcome.backOnFailure ?? outcome.back));
}

/** The 400 of an action whose `intent` (or other post) no handler takes. */
export const UNKNOWN_ACTION = "Ação desconhecida.";

/**
 * A screen's action: the form's `intent` names the function that handles it (one named function per intent,
 * as the Epic Stack's profile route); an unknown intent is a 400.
 */
export function handleIntent<H extends Record<string, (formData: FormData) => unknown>>(
  formData: FormData,
  handlers: H,
): ReturnType<H[keyof H]> {
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(handlers, intent)) throw data(UNKNOWN_ACTION, { status: 400 });
  return handlers[intent as keyof H]!(formData) as ReturnType<H[keyof H]>;
}
