import { useCallback, useState } from "react";
import type { UploadOutcome } from "#app/lib/uploads/outcome.ts";

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
        // The answer is checked by its zod schema, loaded with the answer: zod is not part of the detail pages'
        // first load (docs/decisions/0051-lean-first-load.md), and an upload has seconds to spare.
        request.onload = () => {
          import("#app/lib/uploads/outcome.ts").then(
            ({ readUploadOutcome }) => finish(readUploadOutcome(request.responseText, failure)),
            () => finish({ ok: false, message: failure }),
          );
        };
        request.onerror = () => finish({ ok: false, message: failure });
        setProgress(0);
        request.send(body);
      }),
    [],
  );
  return { progress, upload };
}
