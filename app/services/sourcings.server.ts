import type { ExportFormat } from "#contract/lists/list-export.ts";
import { z } from "zod";
import { teamUsersReplySchema } from "#contract/auth/auth.ts";
import {
  commentListReplySchema,
  type SourcingCreate,
  type SourcingListApiQuery,
  sourcingFilesReplySchema,
  sourcingListReplySchema,
  type SourcingUpdate,
  sourcingUploadReplySchema,
} from "#contract/sourcings/sourcings.ts";
import { lookupSchema, sourcingSupplierLinksSchema, supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { type RfqCreate, rfqCreatedReplySchema, type RfqDelete, rfqStatusReplySchema } from "#contract/rfq/rfq.ts";
import { rfqMatrixReplySchema } from "#contract/rfq/rfq-matrix.ts";
import { type ItemCreate, type ItemDelete, sourcingItemsReplySchema } from "#contract/sourcings/sourcing-items.ts";
import { COMERCIAL_TEAM, RESPONSAVEL_TEAM } from "#contract/shared/teams.ts";
import { type ApiClient, RevalidatedReplies } from "./api.server";

const SOURCINGS_PATH = "/api/sourcings/";
const LINKS_PATH = "/api/sourcings-suppliers/";

/** GET /api/sourcings/ with the list's page, filters and sort. */
export function listSourcings(api: ApiClient, query: SourcingListApiQuery) {
  return api.json(SOURCINGS_PATH, sourcingListReplySchema, { query });
}

/** GET /api/sourcings/export/: every row of the list with these filters and sort, as a file the API streams. */
export function exportSourcings(api: ApiClient, query: Partial<SourcingListApiQuery>, format: ExportFormat) {
  return api.file(`${SOURCINGS_PATH}export/`, { query: { ...query, format } });
}

/** GET /api/sourcings/?id: the first item, or null when there is none. */
export async function getSourcing(api: ApiClient, id: number) {
  const reply = await api.json(SOURCINGS_PATH, sourcingListReplySchema, { query: { id } });
  return reply.results[0] ?? null;
}

const categoryLists = new RevalidatedReplies(z.array(lookupSchema));

/** GET /api/sourcings/categorias/ (revalidated: it almost never changes). */
export function getSourcingCategories(api: ApiClient) {
  return api.revalidated("/api/sourcings/categorias/", categoryLists);
}

/** The people of the owner dropdowns: responsible (team 2) and commercial (team 3). */
export async function getSourcingOwners(api: ApiClient) {
  const [responsaveis, comerciais] = await Promise.all([
    api.json(`/auth/users/team/${RESPONSAVEL_TEAM}/`, teamUsersReplySchema),
    api.json(`/auth/users/team/${COMERCIAL_TEAM}/`, teamUsersReplySchema),
  ]);
  return { responsaveis, comerciais };
}

/** The dropdowns of the sourcing screens: categories, responsible people (team 2) and commercial people (team 3). */
export async function getSourcingLookups(api: ApiClient) {
  const [categorias, owners] = await Promise.all([getSourcingCategories(api), getSourcingOwners(api)]);
  return { categorias, ...owners };
}
export type SourcingLookups = Awaited<ReturnType<typeof getSourcingLookups>>;

/** POST /api/sourcings/post/ */
export function createSourcing(api: ApiClient, payload: SourcingCreate) {
  return api.json("/api/sourcings/post/", createdIdReplySchema, { method: "POST", json: payload });
}

/** PUT /api/sourcings/alter/ (also the header badge's status change). */
export function updateSourcing(api: ApiClient, payload: SourcingUpdate) {
  return api.json("/api/sourcings/alter/", messageReplySchema, { method: "PUT", json: payload });
}

/** DELETE /api/sourcings/delete/ */
export function deleteSourcing(api: ApiClient, id: number) {
  return api.json("/api/sourcings/delete/", messageReplySchema, { method: "DELETE", json: { id } });
}

// ---------------------------------------------------------------- suppliers of a sourcing

/** GET /api/sourcings-suppliers/?id_sourcing */
export function listSourcingLinks(api: ApiClient, sourcingId: number) {
  return api.json(LINKS_PATH, sourcingSupplierLinksSchema, { query: { id_sourcing: sourcingId } });
}

/** The supplier picker: a server-side search by name (never the whole directory), one page of matches. */
export function searchSuppliers(api: ApiClient, search: string, pageSize = 20) {
  return api.json("/api/suppliers/", supplierListReplySchema, { query: { search, page_size: pageSize, order_by: "nome" } });
}

/** POST /api/sourcings-suppliers/post/ */
export function addSourcingSupplier(api: ApiClient, link: { id_sourcing: number; id_supplier: number; status: string }) {
  return api.json(`${LINKS_PATH}post/`, messageReplySchema, { method: "POST", json: link });
}

/** POST /api/sourcings-suppliers/alter/: status, nota and justificativa together. */
export function alterSourcingSupplier(
  api: ApiClient,
  link: { id_sourcing: number; id_supplier: number; status: string; nota: number | string | null; justificativa: string },
) {
  return api.json(`${LINKS_PATH}alter/`, messageReplySchema, { method: "POST", json: link });
}

/** DELETE /api/sourcings-suppliers/delete/ */
export function removeSourcingSupplier(api: ApiClient, link: { id_sourcing: number; id_supplier: number }) {
  return api.json(`${LINKS_PATH}delete/`, messageReplySchema, { method: "DELETE", json: link });
}

// ---------------------------------------------------------------- items

const ITEMS_PATH = "/api/sourcings/items/";

/** GET /api/sourcings/items/?id_sourcing: the products the sourcing asks to quote. */
export async function listSourcingItems(api: ApiClient, sourcingId: number) {
  return (await api.json(ITEMS_PATH, sourcingItemsReplySchema, { query: { id_sourcing: sourcingId } })).results;
}

/** POST /api/sourcings/items/post/ */
export function addSourcingItem(api: ApiClient, item: ItemCreate) {
  return api.json(`${ITEMS_PATH}post/`, createdIdReplySchema, { method: "POST", json: item });
}

/** DELETE /api/sourcings/items/delete/ */
export function removeSourcingItem(api: ApiClient, item: ItemDelete) {
  return api.json(`${ITEMS_PATH}delete/`, messageReplySchema, { method: "DELETE", json: item });
}

// ---------------------------------------------------------------- quote requests by link

const RFQ_PATH = "/api/sourcings/rfq/";

/** GET /api/sourcings/rfq/?id_sourcing: each supplier's quote request situation. */
export async function listRfqs(api: ApiClient, sourcingId: number) {
  return (await api.json(RFQ_PATH, rfqStatusReplySchema, { query: { id_sourcing: sourcingId } })).results;
}

/** GET /api/sourcings/rfq/respostas/?id_sourcing: the suppliers' answers, each item against each supplier asked. */
export function getRfqAnswers(api: ApiClient, sourcingId: number) {
  return api.json(`${RFQ_PATH}respostas/`, rfqMatrixReplySchema, { query: { id_sourcing: sourcingId } });
}

/** POST /api/sourcings/rfq/post/: the reply is the only place the link's address is given. */
export function createRfq(api: ApiClient, request: RfqCreate) {
  return api.json(`${RFQ_PATH}post/`, rfqCreatedReplySchema, { method: "POST", json: request });
}

/** DELETE /api/sourcings/rfq/delete/ */
export function revokeRfq(api: ApiClient, request: RfqDelete) {
  return api.json(`${RFQ_PATH}delete/`, messageReplySchema, { method: "DELETE", json: request });
}

// ---------------------------------------------------------------- files and comments

/** GET /files/sourcings/get/?sourcing_id */
export async function listSourcingFiles(api: ApiClient, sourcingId: number) {
  return (await api.json("/files/sourcings/get/", sourcingFilesReplySchema, { query: { sourcing_id: sourcingId } })).files;
}

/** POST /files/sourcings/upload/: the browser's multipart body streamed through, never buffered. */
export async function uploadSourcingFile(api: ApiClient, body: ReadableStream<Uint8Array>, contentType: string, sourcingId: number) {
  await api.ensureFresh();
  return api.json("/files/sourcings/upload/", sourcingUploadReplySchema, {
    method: "POST",
    body,
    contentType,
    query: { sourcing_id: sourcingId },
  });
}

/** DELETE /files/sourcings/delete/ */
export function deleteSourcingFile(api: ApiClient, sourcingId: number, filename: string) {
  return api.json("/files/sourcings/delete/", messageReplySchema, { method: "DELETE", json: { sourcing_id: sourcingId, filename } });
}

/** GET /files/comments_sourcings/list/?id_sourcing[&limit]: oldest first; with `limit`, only the latest that many. */
export function listSourcingComments(api: ApiClient, sourcingId: number, limit?: number) {
  return api.json("/files/comments_sourcings/list/", commentListReplySchema, { query: { id_sourcing: sourcingId, limit } });
}

/** POST /files/comments_sourcings/post/: multipart (id_sourcing, comentario, repeated arquivos), streamed through. */
export async function postSourcingComment(api: ApiClient, body: ReadableStream<Uint8Array>, contentType: string, sourcingId: number) {
  await api.ensureFresh();
  return api.json("/files/comments_sourcings/post/", createdIdReplySchema, {
    method: "POST",
    body,
    contentType,
    query: { id_sourcing: sourcingId },
  });
}

/** DELETE /files/comments_sourcings/delete/ */
export function deleteSourcingComment(api: ApiClient, comment: { id: number; id_sourcing: number }) {
  return api.json("/files/comments_sourcings/delete/", messageReplySchema, { method: "DELETE", json: comment });
}
