import { z } from "zod";

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A 409 for a stale version: the record as it is now (contract/shared/versions.ts). */
  current: z.record(z.string(), z.unknown()).optional(),
});

// The API-wide messages: the defaults of server/api/errors.ts and the replies no route writes itself (an unknown
// path, a body over the limit, a failure nobody caught), said once for the API and the pages.
/** A 401 without (or with an unusable) token. */
export const NOT_AUTHENTICATED = "Credenciais de autenticação não fornecidas.";
export const NOT_ALLOWED = "Você não tem permissão para executar esta ação.";
export const RESOURCE_NOT_FOUND = "Recurso não encontrado.";
export const BODY_TOO_LARGE = "O corpo da requisição é grande demais.";
/** Any other refusal raised by the framework without a message of its own. */
export const REQUEST_INVALID = "Requisição inválida.";
/** A validation failure without an issue's message (the API's, and a page's action checking its form before calling it). */
export const DATA_INVALID = "Dados inválidos.";
export const INTERNAL_ERROR = "Erro interno do servidor.";
