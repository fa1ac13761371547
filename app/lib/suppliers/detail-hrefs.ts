import { href } from "react-router";
import { CERTIFICATES_PANEL_ID } from "#app/lib/suppliers/certificates.ts";

/** The supplier's page: where its edits, deletes and link status changes come back to. */
export const supplierHref = (id: number) => href("/suppliers/:id", { id: String(id) });

/** A supplier's certificates (docs/decisions/0070-supplier-certificates.md): every write comes back to their panel. */
export const certificatesHref = (id: number) => `${supplierHref(id)}#${CERTIFICATES_PANEL_ID}`;
