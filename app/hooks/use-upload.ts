import { useCallback, useState } from "react";

interface UploadOutcome {
  ok: boolean;
  message: string;
}

/**
 * The route's JSON answer, checked by hand: the upload forms are on the detail pages' first load, which carries
 * no zod (docs/decisions/0051-lean-first-load.md).
 */
function isUploadOutcome(payload: unknown): payload is UploadOutcome {
  return (
    typeof payload === "object" &&
    payload !== null &&
    "ok" in payload &&
    typeof payload.ok === "boolean" &&
    "message" in payload &&
    typeof payload.message === "string"
  );
}

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
          finish(isUploadOutcome(payload) ? { ok: payload.ok, message: payload.message } : { ok: false, message: failure });
        };
        request.onerror = () => finish({ ok: false, message: failure });
        setProgress(0);
        request.send(body);
      }),
    [],
  );
  return { progress, upload };
}
