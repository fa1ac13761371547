import { SUPPLIER_DOCUMENT_MAX_BYTES } from "../../contract/suppliers";

export const DOCUMENT_TOO_LARGE_TITLE = "Arquivo muito grande";
export const DOCUMENT_TOO_LARGE_MESSAGE = "O arquivo não pode exceder 300MB.";

/** Checked in the browser before sending: the API refuses it too (413). */
export function isDocumentTooLarge(size: number): boolean {
  return size > SUPPLIER_DOCUMENT_MAX_BYTES;
}
