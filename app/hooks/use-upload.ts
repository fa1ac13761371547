import { useCallback, useState } from "react";
import { z } from "zod";

const uploadOutcomeSchema = z.object({ ok: z.boolean(), message: z.string() });
export type UploadOutcome = z.infer<typeof uploadOutcomeSchema>;

/**
 * Posts a multipart body with XMLHttpRequest, so its upload progress (0–100) can be shown; the
 * resource route answers JSON `{ok, message}` to requests that accept it.
 */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    (url: string, body: FormData, failure: string) =>
      new Promise<UploadOutcome>((resolve) => {
        const request = new XMLHttpRequest();
        request.open("POST", url);
        request.setRequestHeader("Accept", "application/json");
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
        };
        const finish = (outcome: UploadOutcome) => {
          setProgress(null);
          resolve(outcome);
        };
        request.onload = () => {
          let payload: unknown = null;
          try {
            payload = JSON.parse(request.responseText);
          } catch {
            payload = null;
          }
          const parsed = uploadOutcomeSchema.safeParse(payload);
          finish(parsed.success ? parsed.data : { ok: false, message: failure });
        };
        request.onerror = () => finish({ ok: false, message: failure });
        setProgress(0);
        request.send(body);
      }),
    [],
  );
  return { progress, upload };
}
