import { data, href } from "react-router";
import { redirectCarryingBack } from "~/lib/lists/back-to.server";
import { UPLOAD_FAILED } from "~/lib/actions/file-messages";
import { streamUpload } from "~/lib/actions/api-action.server";
import { isMultipart } from "~/lib/actions/multipart";
import { requireSupplierId } from "~/lib/records/route-id";
import { CERTIFICATES_PANEL_ID } from "~/lib/suppliers/certificates";
import { apiOf } from "~/services/api.server";
import { uploadCertificateFile } from "~/services/certificates.server";
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
