import { data, href } from "react-router";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { UPLOAD_FAILED } from "#app/lib/actions/file-messages.ts";
import { streamUpload } from "#app/lib/actions/api-action.server.ts";
import { isMultipart } from "#app/lib/actions/multipart.ts";
import { requireSupplierId } from "#app/lib/records/route-id.ts";
import { CERTIFICATES_PANEL_ID } from "#app/lib/suppliers/certificates.ts";
import { apiOf } from "#app/services/api.server.ts";
import { uploadCertificateFile } from "#app/services/certificates.server.ts";
import type { Route } from "./+types/suppliers.certificates";

/**
 * A certificate's file, sent or replaced (docs/decisions/0070-supplier-certificates.md): the browser's multipart body
 * (`id`, `file`) streamed to the API's alter without being buffered, as the supplier's documents are. JSON
 * `{ok, message}` for the progress-bar upload; a plain form post gets a toast and goes back to the panel.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requireSupplierId(params.id);
  if (!isMultipart(request)) throw data("Envie o arquivo como formulário multipart.", { status: 400 });
  return streamUpload(
    request,
    context,
    async (body, contentType) => ({ message: (await uploadCertificateFile(apiOf(context), body, contentType, id)).detail }),
    { failure: UPLOAD_FAILED, back: `${href("/suppliers/:id", { id: String(id) })}#${CERTIFICATES_PANEL_ID}` },
  );
}

export function loader({ params, context }: Route.LoaderArgs) {
  throw redirectCarryingBack(context, href("/suppliers/:id", { id: params.id }));
}
