// The messages of a supplier's place in a sourcing (/api/sourcings-suppliers/), said once for the API and the pages;
// its statuses are in ./link-statuses.ts.
import { FINISHED_LINK_ALIAS, INITIAL_LINK_STATUSES, LINK_STATUSES } from "./link-statuses";

export const LINK_QUERY_REQUIRED = "Informe id_supplier ou id_sourcing.";
/** No link with this id (a status change from the supplier detail). */
export const LINK_NOT_FOUND = "Vínculo não encontrado.";
/** No link for this sourcing and supplier pair (a change or removal from the sourcing detail). */
export const LINK_PAIR_NOT_FOUND = "Este supplier não está neste sourcing.";
export const LINK_EXISTS = "Este supplier já está neste sourcing.";
export const FINAL_LINK_STATUS_LOCKED = "Status final não pode ser alterado.";
export const LINK_STATUS_INVALID = `Status inválido. Use: ${LINK_STATUSES.join(", ")} (ou ${FINISHED_LINK_ALIAS}).`;
export const LINK_INITIAL_STATUS_INVALID = `Um supplier entra no sourcing como ${INITIAL_LINK_STATUSES.join(" ou ")}.`;
export const LINK_STATUS_REQUIRED = "Informe o status.";
/** Longest justification of a status change (the API and the suppliers panel's form). */
export const LINK_JUSTIFICATIVA_MAX = 2000;
export const LINK_JUSTIFICATIVA_TOO_LONG = `Máximo de ${LINK_JUSTIFICATIVA_MAX} caracteres.`;
export const LINK_STATUS_UPDATED = "Status atualizado.";
/** Adding a supplier and changing its status, grade or note answer the same words. */
export const LINK_SAVED = "Supplier adicionado/atualizado!";
export const LINK_REMOVED = "Supplier removido do sourcing!";
