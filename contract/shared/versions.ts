import { idSchema } from "./ids";

/**
 * Optimistic concurrency (docs/decisions/0035-optimistic-concurrency.md): suppliers, sourcings and products carry
 * a `version`, bumped by every save of their own fields. A save that names the version it was edited from is
 * refused with 409 when the record has changed since; one that names none (specification §7 clients) saves as before.
 * The import parameters do the same with their `versao` (docs/decisions/0057-import-params-optimistic-concurrency.md).
 */
export const STALE_VERSION_MESSAGE =
  "Este registro foi alterado por outra pessoa enquanto você editava. Confira os valores atuais e salve novamente.";

/** The version a form was loaded with: optional, a whole number from 1 (or its text, from a form). */
export const versionField = idSchema("Versão inválida: recarregue a página.").optional();
