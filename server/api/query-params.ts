import { z } from "zod";

/** Query strings carry text only; an empty value (`?tipo=`) means the filter is not set. */
export const withoutBlanks = (query: unknown) =>
  typeof query === "object" && query !== null
    ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== "" && value !== undefined))
    : query;

/** A whole positive number in a query string, with one Portuguese message for every bad shape. */
export const positiveIntParam = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).min(1, { error: message }).max(Number.MAX_SAFE_INTEGER, { error: message }));

/** A 0/1 switch in a query string. */
export const flagParam = (name: string) =>
  z.enum(["0", "1"], { error: `O filtro ${name} aceita apenas 0 ou 1.` }).transform((value) => value === "1");
