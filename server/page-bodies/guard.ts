import type { Context, MiddlewareHandler } from "hono";
import type { FrontEnv } from "#server/front.ts";
import { declaredLength, readAtMost } from "./bounded.ts";
import { checkedUpload, type UploadProblem } from "./checked-upload.ts";
import { type BodyPolicy, bodyPolicyOf, type PageRefusalTexts } from "./policy.ts";

export const BODY_TOO_LARGE_MESSAGE = "O conteúdo enviado é grande demais para este formulário.";
const NOT_A_FORM_MESSAGE = "Envie os dados como formulário (application/x-www-form-urlencoded ou multipart/form-data).";
const BROKEN_FORM_MESSAGE = "O formulário enviado está incompleto ou malformado.";
const INTERRUPTED_MESSAGE = "O envio foi interrompido.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Refusal = { status: 400 | 413 | 415; text: keyof PageRefusalTexts; reason: string };

const TOO_LARGE: Refusal = { status: 413, text: "tooLarge", reason: "corpo grande demais" };
const NOT_A_FORM: Refusal = { status: 415, text: "notForm", reason: "corpo que não é formulário" };
const BROKEN: Refusal = { status: 400, text: "broken", reason: "formulário malformado" };
const INTERRUPTED: Refusal = { status: 400, text: "interrupted", reason: "envio interrompido" };
const UPLOAD_REFUSALS: Record<UploadProblem, Refusal> = { "too-large": TOO_LARGE, broken: BROKEN };

/** The staff pages' texts; a route may say its own (the supplier's page, in its reader's language: ./policy.ts). */
const PORTUGUESE: PageRefusalTexts = {
  tooLarge: BODY_TOO_LARGE_MESSAGE,
  notForm: NOT_A_FORM_MESSAGE,
  broken: BROKEN_FORM_MESSAGE,
  interrupted: INTERRUPTED_MESSAGE,
};

/** What a refused post to `url` is told under its route's `policy`. */
export const refusalTextsOf = (policy: BodyPolicy, url: URL): PageRefusalTexts => policy.refusalsOf?.(url) ?? PORTUGUESE;

/** The two bodies a browser's form sends (React Router's `<Form>` and fetchers too, on the page's `.data` URL). */
function formKindOf(contentType: string | null): "urlencoded" | "multipart" | null {
  const media = contentType?.split(";")[0]?.trim().toLowerCase();
  return media === "application/x-www-form-urlencoded" ? "urlencoded" : media === "multipart/form-data" ? "multipart" : null;
}

/**
 * A short text (Portuguese, or the route's own language), never cached. A warning in the request log, not an error: the client sent something
 * no page of ours sends. Where the body was left unread, the front closes the connection (server/unread-body.ts).
 */
function refuse(c: Context<FrontEnv>, refusal: Refusal, texts: PageRefusalTexts): Response {
  c.get("facts").refusal = refusal.reason;
  return new Response(texts[refusal.text], {
    status: refusal.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Every page action's body, checked before React Router sees it (docs/decisions/0062-page-action-bodies.md):
 * only forms (415 otherwise); a form is read whole up to its route's limit (413 at once by its declared length,
 * or as soon as more has come) and must parse (400), so an action's `request.formData()` never throws; an upload
 * route's multipart body is streamed on, counted and checked as it goes (./checked-upload.ts).
 */
export function guardPageBodies(routeIdOf: (path: string) => string | undefined): MiddlewareHandler<FrontEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const request = c.req.raw;
    const policy = bodyPolicyOf(routeIdOf(c.req.path));
    const texts = refusalTextsOf(policy, new URL(request.url));
    const contentType = request.headers.get("content-type");
    const kind = formKindOf(contentType);
    if (kind === null || contentType === null) return refuse(c, NOT_A_FORM, texts);
    const declared = declaredLength(request.headers);

    if (kind === "multipart" && policy.uploadMaxBytes !== undefined) {
      if (declared !== null && declared > policy.uploadMaxBytes) return refuse(c, TOO_LARGE, texts);
      const upload = request.body ? checkedUpload(request.body, contentType, policy.uploadMaxBytes) : null;
      if (!upload) return refuse(c, BROKEN, texts);
      const streamed: RequestInit & { duplex: "half" } = {
        method: request.method,
        headers: request.headers,
        body: upload.body,
        duplex: "half",
        signal: request.signal,
      };
      c.req.raw = new Request(request.url, streamed);
      await next();
      const problem = upload.problem();
      if (problem) {
        // The action's own reply (a refused upload's toast and redirect) gives way; the session cookie it may
        // have renewed (a token refreshed on the way) is kept.
        const cookies = c.res.headers.getSetCookie();
        c.res = undefined;
        c.res = refuse(c, UPLOAD_REFUSALS[problem], texts);
        for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
      }
      return;
    }

    if (declared !== null && declared > policy.formMaxBytes) return refuse(c, TOO_LARGE, texts);
    let bytes: Uint8Array<ArrayBuffer> | "too-large";
    try {
      bytes = await readAtMost(request.body, policy.formMaxBytes);
    } catch {
      return refuse(c, INTERRUPTED, texts);
    }
    if (bytes === "too-large") return refuse(c, TOO_LARGE, texts);
    const buffered = () =>
      new Request(request.url, { method: request.method, headers: request.headers, body: bytes, signal: request.signal });
    try {
      await buffered().formData();
    } catch {
      return refuse(c, BROKEN, texts);
    }
    c.req.raw = buffered();
    return next();
  };
}
