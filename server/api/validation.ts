import type { Context } from "hono";
import type { z } from "zod";
import { HonoRequest } from "hono/request";
import { boundedBody } from "./body-limit.ts";
import { ApiError, badRequest, validationError } from "./errors.ts";

/** Reads a JSON, urlencoded or multipart (fields only) body as a plain object. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    let text: string;
    try {
      // Fatal: a body that is not UTF-8 is refused, never read with replacement characters.
      text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.arrayBuffer());
    } catch {
      throw badRequest("O corpo da requisição não está em UTF-8.");
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest("JSON inválido no corpo da requisição.");
    }
  }
  if (type.includes("multipart/form-data")) {
    // Not streamed by the app's body limit (uploads are): read here within it, then parsed as any form.
    const bytes = await boundedBody(c);
    try {
      return await new HonoRequest(new Request(c.req.url, { method: c.req.method, headers: c.req.raw.headers, body: bytes })).parseBody();
    } catch {
      throw badRequest("Formulário inválido no corpo da requisição.");
    }
  }
  if (type.includes("application/x-www-form-urlencoded")) {
    try {
      return await c.req.parseBody();
    } catch {
      throw badRequest("Formulário inválido no corpo da requisição.");
    }
  }
  const text = await c.req.text();
  if (text.trim() === "") return {};
  throw new ApiError(415, "Tipo de conteúdo não suportado: envie JSON ou formulário.");
}

/** C0 controls and DEL, except tab, line feed and carriage return (text areas send those). */
const isForbiddenControl = (char: string) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
};

/** Deeper than any body of this API; a deeper one is refused before anything walks it. */
const MAX_DEPTH = 32;

type Finding = { kind: "control"; path: string[] } | { kind: "depth" } | null;

/**
 * The path of the first text holding a NUL or another C0 control character other than tab and line breaks,
 * or a nesting deeper than MAX_DEPTH. Iterative: a hostile body nested thousands deep must not exhaust the stack.
 */
export function inspect(input: unknown): Finding {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === "string") {
      if ([...value].some(isForbiddenControl)) return { kind: "control", path };
    } else if (typeof value === "object" && value !== null) {
      if (path.length >= MAX_DEPTH) return { kind: "depth" };
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      // Reversed so the first field is looked at first, as a person reads the body.
      for (const [key, child] of entries.reverse()) pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

/**
 * Checks a query or body with its schema. Before that, no text may carry a NUL or another control
 * character (PostgreSQL refuses NUL in text: it would be a 500), whatever the field: a 400 naming it.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const found = inspect(input);
  if (found?.kind === "depth") throw badRequest("O corpo da requisição tem níveis de aninhamento demais.");
  if (found?.kind === "control") {
    const field = found.path.join(".") || "corpo";
    throw new ApiError(400, `O campo ${field} contém caracteres de controle não permitidos.`, {
      [field]: ["Caracteres de controle não são permitidos."],
    });
  }
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parse(schema, await readBody(c));
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parse(schema, c.req.query());
}
