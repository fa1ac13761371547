import { z } from "zod";
import { MAX_ID, PAGE_MAX, PAGE_SIZE } from "#contract/shared/limits.ts";
import { formatQuantity } from "#contract/numbers/numbers.ts";

/** Query strings carry text only; an empty value (`?tipo=`) means the filter is not set. */
export const withoutBlanks = (query: unknown) =>
  typeof query === "object" && query !== null
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== "" && value !== undefined))
    : query;

/** A whole positive number in a query string, with one Portuguese message for every bad shape. */
const positiveIntParam = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(max, { error: message }));

/** A sort direction that is neither `asc` nor `desc` (every list's). */
export const SORT_DIRECTION_INVALID = "Direção de ordenação inválida: use asc ou desc.";

/** A record id in a query string: a whole number within the int4 range. */
export const idParam = (message: string) => positiveIntParam(message, MAX_ID);

/** How many of something a query asks for (`limit`): a whole number from 1, within int4 like an id. */
export const countParam = (message: string) => positiveIntParam(message, MAX_ID);

/** A 0/1 switch in a query string. */
export const flagParam = (name: string) =>
  z.enum(["0", "1"], { error: `O filtro ${name} aceita apenas 0 ou 1.` }).transform((value) => value === "1");

/** The highest page a list query may ask for (the web tier's page parameter has the same bound). */

/** `page` and `page_size` (at most `maxSize`, 30 by default): what a list has and its export has not. */
export const pageParams = (maxSize: number) => ({
  // Bounded so that page × page size stays a valid OFFSET (a page past the end is simply empty).
  page: positiveIntParam(`Página inválida: informe um número inteiro de 1 a ${formatQuantity(PAGE_MAX)}.`, PAGE_MAX).default(1),
  page_size: positiveIntParam("Tamanho de página inválido: informe um número inteiro a partir de 1.")
    .pipe(z.number().max(maxSize, { error: `O tamanho de página máximo é ${maxSize}.` }))
    .default(PAGE_SIZE),
});

/** The free-text search every list shares. */
export const searchParam = z.string().trim().max(200, { error: "Busca longa demais (máximo de 200 caracteres)." }).optional();

/** `page`, `page_size` and `search`: the parameters every list shares. */
export const listParams = (maxSize: number) => ({ ...pageParams(maxSize), search: searchParam });
