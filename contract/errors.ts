import { z } from "zod";

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 409 for a stale version: the record as it is now (contract/versions.ts). */
  current: z.record(z.string(), z.unknown()).optional(),
});
