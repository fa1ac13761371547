import { z } from "zod";

/**
 * The reader of a JSON list a query builds per row (`json_agg` in a sub-select): one driver hands it over
 * parsed, the other may as text. The array schema is built once here, never per row: building a zod schema
 * costs more than reading a row.
 */
export function jsonListReader<T extends z.ZodType>(item: T): (value: unknown) => z.output<T>[] {
  const list = z.array(item);
  return (value) => list.parse(typeof value === "string" ? JSON.parse(value) : value);
}
