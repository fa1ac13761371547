import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, badRequest, validationError } from "./errors.ts";

/** Reads a JSON, urlencoded or multipart (fields only) body as a plain object. */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      return await c.req.json();
    } catch {
      throw badRequest("JSON inválido no corpo da requisição.");
    }
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
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

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
