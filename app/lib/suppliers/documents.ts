import {
  DOCUMENT_TYPES,
  type DocumentType,
  SUPPLIER_DOCUMENT_MAX_BYTES,
  SUPPLIER_DOCUMENT_TOO_LARGE,
} from "#contract/suppliers/supplier-rules.ts";
import { FILE_TOO_LARGE_TITLE } from "#app/lib/actions/file-messages.ts";

const DOCUMENT_TOO_LARGE_TITLE = FILE_TOO_LARGE_TITLE;

/** Checked in the browser before sending: the API refuses it too (413). */
export function isDocumentTooLarge(size: number): boolean {
  return size > SUPPLIER_DOCUMENT_MAX_BYTES;
}

/** The browser's check before a document upload. */
export const DOCUMENT_UPLOAD_LIMIT = {
  tooLarge: isDocumentTooLarge,
  title: DOCUMENT_TOO_LARGE_TITLE,
  message: SUPPLIER_DOCUMENT_TOO_LARGE,
};

/** The document a form or the address names (`file_type`, `?deletar_arquivo=`), or null for anything else. */
export const documentTypeOf = (value: unknown): DocumentType | null => DOCUMENT_TYPES.find((type) => type === value) ?? null;
