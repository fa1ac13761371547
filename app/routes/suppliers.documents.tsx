import { href } from "react-router";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { UPLOAD_FAILED } from "#app/lib/actions/file-messages.ts";
import { streamUpload } from "#app/lib/actions/api-action.server.ts";
import { requireSupplierId } from "#app/lib/records/route-id.ts";
import { apiOf } from "#app/services/api.server.ts";
import { uploadSupplierDocument } from "#app/services/suppliers.server.ts";
import type { Route } from "./+types/suppliers.documents";

/**
 * A document upload: the browser's multipart body (supplier_id, file_type, file_action, file) is streamed
 * to the API without being buffered. Requests that accept JSON (the progress-bar upload) get
 * `{ok, message}`; a plain form post gets a flash toast and goes back to the supplier.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requireSupplierId(params.id);
  return streamUpload(request, context, (body, contentType) => uploadSupplierDocument(apiOf(context), body, contentType, id), {
    failure: UPLOAD_FAILED,
    back: href("/suppliers/:id", { id: String(id) }),
  });
}

export function loader({ params, context }: Route.LoaderArgs) {
  throw redirectCarryingBack(context, href("/suppliers/:id", { id: params.id }));
}
