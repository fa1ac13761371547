import { z } from "zod";
import { certificateListReplySchema } from "#contract/suppliers/certificates.ts";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import { lookupSchema } from "#contract/suppliers/suppliers.ts";
import type { CertificateFields } from "#app/lib/forms/certificate.ts";
import { type ApiClient, RevalidatedReplies } from "./api.server";

// A supplier's certificates (docs/decisions/0070-supplier-certificates.md).
const PATH = "/api/suppliers/certificados/";

/** GET /api/suppliers/certificados/?id_supplier: the nearest expiry first, each with its situation today. */
export async function listCertificates(api: ApiClient, supplierId: number) {
  return (await api.json(PATH, certificateListReplySchema, { query: { id_supplier: supplierId } })).results;
}

const typeLists = new RevalidatedReplies(z.array(lookupSchema));

/** GET /api/suppliers/certificados/tipos/: the form's types, kept with their ETag as the other lookups. */
export function getCertificateTypes(api: ApiClient) {
  return api.revalidated(`${PATH}tipos/`, typeLists);
}

/** POST /api/suppliers/certificados/post/ (JSON: the file is sent on its own, `uploadCertificateFile`). */
export function createCertificate(api: ApiClient, payload: CertificateFields & { id_supplier: number }) {
  return api.json(`${PATH}post/`, createdIdReplySchema, { method: "POST", json: payload });
}

/**
 * PUT /api/suppliers/certificados/alter/: every field of the form (an empty one clears it), or `remover_arquivo`;
 * `id_supplier`, the page's supplier, so that another supplier's certificate is not found (ADR 0074).
 */
export function alterCertificate(
  api: ApiClient,
  payload: { id: number; id_supplier: number } & (CertificateFields | { remover_arquivo: true }),
) {
  return api.json(`${PATH}alter/`, messageReplySchema, { method: "PUT", json: payload });
}

/** DELETE /api/suppliers/certificados/delete/ (its file goes too): one of the page's supplier's certificates. */
export function deleteCertificate(api: ApiClient, owner: { id: number; id_supplier: number }) {
  return api.json(`${PATH}delete/`, messageReplySchema, { method: "DELETE", json: owner });
}

/** PUT /api/suppliers/certificados/alter/ as multipart (`id`, `file`): the browser's body streamed through, never buffered. */
export async function uploadCertificateFile(api: ApiClient, body: ReadableStream<Uint8Array>, contentType: string, supplierId: number) {
  await api.ensureFresh();
  return api.json(`${PATH}alter/`, messageReplySchema, { method: "PUT", body, contentType, query: { id_supplier: supplierId } });
}
