import { z } from "zod";
import { MAX_ID } from "./limits";

export { MAX_ID };

/**
 * An id as a whole number (or its decimal string from a form or URL), within the int4 range. `outOfRange`, when
 * given, is the message for a number too large to be an id (`message` covers every other bad value).
 */
export const idSchema = (message: string, outOfRange = message) =>
  z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_ID, { error: outOfRange }),
  );
