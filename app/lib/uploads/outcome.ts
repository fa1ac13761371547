import { z } from "zod";

/** A resource route's JSON answer to an upload that accepts it (hooks/use-upload.ts). */
const uploadOutcomeSchema = z.object({ ok: z.boolean(), message: z.string() });
export type UploadOutcome = z.infer<typeof uploadOutcomeSchema>;

/** The answer's body read as an outcome; anything else (not JSON, another shape) is the failure given. */
export function readUploadOutcome(body: string, failure: string): UploadOutcome {
  let payload: unknown = null;
  try {
    payload = JSON.parse(body);
  } catch {
    payload = null;
  }
  const parsed = uploadOutcomeSchema.safeParse(payload);
  return parsed.success ? parsed.data : { ok: false, message: failure };
}
