import type { ExportFormat } from "#contract/lists/list-export.ts";
import { z } from "zod";
import {
  countrySchema,
  type DocumentType,
  lookupSchema,
  sourcingSupplierLinksSchema,
  type SupplierCreate,
  supplierDetailListReplySchema,
  type SupplierDetail,
  type SupplierListApiQuery,
  supplierListItemSchema,
  type SupplierUpdate,
  uploadReplySchema,
} from "#contract/suppliers/suppliers.ts";
import { createdIdReplySchema, listPageReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { SUPPLIER_ROW_OMITS } from "#app/lib/suppliers/rows.ts";
import { type ApiClient, RevalidatedReplies } from "./api.server";

const SUPPLIERS_PATH = "/api/suppliers/";
const LINKS_PATH = "/api/sourcings-suppliers/";

/** The list page's rows (`SupplierRow`): zod drops the fields it leaves out before they reach the loader's data. */
const supplierPageSchema = listPageReplySchema(supplierListItemSchema.omit(SUPPLIER_ROW_OMITS));

/** GET /api/suppliers/ with the list's page, filters and sort. */
export function listSuppliers(api: ApiClient, query: SupplierListApiQuery) {
  return api.json(SUPPLIERS_PATH, supplierPageSchema, { query });
}

/** GET /api/suppliers/export/: every row of the list with these filters and sort, as a file the API streams. */
export function exportSuppliers(api: ApiClient, query: Partial<SupplierListApiQuery>, format: ExportFormat) {
  return api.file(`${SUPPLIERS_PATH}export/`, { query: { ...query, format } });
}

/** GET /api/suppliers/?id: the first entry, or null when there is none. */
export async function getSupplier(api: ApiClient, id: number): Promise<SupplierDetail | null> {
  const reply = await api.json(SUPPLIERS_PATH, supplierDetailListReplySchema, { query: { id } });
  return reply.results[0] ?? null;
}

const lookupLists = new RevalidatedReplies(z.array(lookupSchema));
const countryLists = new RevalidatedReplies(z.array(countrySchema));

/**
 * The four lookup lists of the forms, fetched together; `countriesInUse` for the list's filter, which offers
 * only the countries suppliers are from (the forms offer every country).
 */
export async function getSupplierLookups(api: ApiClient, { countriesInUse = false } = {}) {
  const [tipos, segmentos, sources, paises] = await Promise.all([
    api.revalidated("/api/suppliers/tipos/", lookupLists),
    api.revalidated("/api/suppliers/segmentos/", lookupLists),
    api.revalidated("/api/suppliers/sources/", lookupLists),
    api.revalidated("/api/suppliers/paises/", countryLists, { query: { em_uso: countriesInUse ? 1 : undefined } }),
  ]);
  return { tipos, segmentos, sources, paises };
}
export type SupplierLookups = Awaited<ReturnType<typeof getSupplierLookups>>;

/** GET /api/suppliers/paises/: every country, for naming one by its code (the import parameters' transit). */
export const getCountries = (api: ApiClient) => api.revalidated("/api/suppliers/paises/", countryLists);

/** POST /api/suppliers/post/ (blacklisted is always 0 and the documents empty on creation). */
export function createSupplier(api: ApiClient, payload: SupplierCreate) {
  return api.json("/api/suppliers/post/", createdIdReplySchema, {
    method: "POST",
    json: { ...payload, blacklisted: 0, documents_qc: "", documents_audit: "", documents_catalogo: "" },
  });
}

/** PUT /api/suppliers/alter/ */
export function updateSupplier(api: ApiClient, payload: SupplierUpdate) {
  return api.json("/api/suppliers/alter/", messageReplySchema, { method: "PUT", json: payload });
}

/** DELETE /api/suppliers/delete/ */
export function deleteSupplier(api: ApiClient, id: number) {
  return api.json("/api/suppliers/delete/", messageReplySchema, { method: "DELETE", json: { id } });
}

/** GET /api/sourcings-suppliers/?id_supplier: entries without a status dropped, sorted by sourcing name. */
export async function listSupplierLinks(api: ApiClient, supplierId: number) {
  const links = await api.json(LINKS_PATH, sourcingSupplierLinksSchema, {
    query: { id_supplier: supplierId },
  });
  return links.filter((link) => link.status.trim() !== "").sort((a, b) => a.sourcing_nome.localeCompare(b.sourcing_nome, "pt-BR"));
}

/** PUT /api/sourcings-suppliers/alter-status/ */
export function alterLinkStatus(api: ApiClient, change: { id: number; id_supplier: number; status: string; justificativa?: string }) {
  return api.json("/api/sourcings-suppliers/alter-status/", messageReplySchema, { method: "PUT", json: change });
}

/** POST /files/suppliers/upload/: the browser's multipart body streamed through, never buffered. */
export async function uploadSupplierDocument(api: ApiClient, body: ReadableStream<Uint8Array>, contentType: string, supplierId: number) {
  await api.ensureFresh();
  // The page's parent rides beside the body it does not read: the API refuses a body naming another (ADR 0074).
  return api.json("/files/suppliers/upload/", uploadReplySchema, { method: "POST", body, contentType, query: { supplier_id: supplierId } });
}

/** DELETE /files/suppliers/delete/ */
export function deleteSupplierDocument(api: ApiClient, supplierId: number, fileType: DocumentType) {
  return api.json("/files/suppliers/delete/", messageReplySchema, {
    method: "DELETE",
    json: { supplier_id: supplierId, file_type: fileType },
  });
}
