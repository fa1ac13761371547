import type { RfqAnswerInput } from "#contract/rfq/rfq-answer.ts";
import { rfqAnswerReplySchema, rfqPublicReplySchema } from "#contract/rfq/rfq-public.ts";
import { type RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import type { ApiClient } from "./api.server";

/** GET /api/rfq/<token>/: the quote request as its supplier sees it (no session: the token is the credential), the API's refusals in `language`. */
export function getPublicRfq(api: ApiClient, token: string, language: RfqLanguage) {
  return api.json(`/api/rfq/${encodeURIComponent(token)}/`, rfqPublicReplySchema, { query: { lang: language }, auth: false });
}

/** POST /api/rfq/<token>/: the supplier's draft (`enviar` false) or a submitted revision, refused in `language`. */
export function answerPublicRfq(api: ApiClient, token: string, answer: RfqAnswerInput, language: RfqLanguage) {
  return api.json(`/api/rfq/${encodeURIComponent(token)}/`, rfqAnswerReplySchema, {
    method: "POST",
    json: answer,
    query: { lang: language },
    auth: false,
  });
}

/** POST /api/rfq/<token>/arquivos/: the supplier's files, the browser's multipart body streamed through, never buffered. */
export function attachPublicRfqFiles(
  api: ApiClient,
  token: string,
  body: ReadableStream<Uint8Array>,
  contentType: string,
  language: RfqLanguage,
) {
  return api.json(`/api/rfq/${encodeURIComponent(token)}/arquivos/`, rfqAnswerReplySchema, {
    method: "POST",
    body,
    contentType,
    query: { lang: language },
    auth: false,
  });
}

/** DELETE /api/rfq/<token>/arquivos/: one of the supplier's own files. */
export function removePublicRfqFile(api: ApiClient, token: string, id: number, language: RfqLanguage) {
  return api.json(`/api/rfq/${encodeURIComponent(token)}/arquivos/`, rfqAnswerReplySchema, {
    method: "DELETE",
    json: { id },
    query: { lang: language },
    auth: false,
  });
}
