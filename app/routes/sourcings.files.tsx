import { data, redirect } from "react-router";
import { z } from "zod";
import { runIntent, streamUpload } from "~/lib/api-action.server";
import { FILE_DELETE_FAILED, FILE_DELETED, UPLOAD_FAILED } from "~/lib/file-messages";
import { isMultipart } from "~/lib/multipart";
import { requireRouteId } from "~/lib/route-id";
import { FILES_PANEL_ID, sourcingPanelHref } from "~/lib/sourcing-panels";
import { apiOf } from "~/services/api.server";
import { deleteSourcingFile, uploadSourcingFile } from "~/services/sourcings.server";
import type { Route } from "./+types/sourcings.files";

const SOURCING_NOT_FOUND = "Sourcing não encontrado.";

/**
 * The files of a sourcing (a resource route: the files panel posts here). A multipart body is an upload
 * (sourcing_id, file_action, file), streamed to the API without being parsed or buffered here: JSON
 * `{ok, message}` for the progress-bar upload, a toast and the sourcing's files panel for a plain form.
 * Any other post names its intent.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requireRouteId(params.id, SOURCING_NOT_FOUND);
  const back = sourcingPanelHref(id, FILES_PANEL_ID);
  if (isMultipart(request)) {
    return streamUpload(request, context, (body, contentType) => uploadSourcingFile(apiOf(context), body, contentType), { failure: UPLOAD_FAILED, back });
  }
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "delete":
      return deleteIntent(context, id, formData);
    default:
      throw data("Ação desconhecida.", { status: 400 });
  }
}

function deleteIntent(context: Route.ActionArgs["context"], id: number, formData: FormData) {
  const filename = z.string().min(1).safeParse(formData.get("filename"));
  if (!filename.success) throw data("Informe o arquivo.", { status: 400 });
  const back = sourcingPanelHref(id, FILES_PANEL_ID);
  return runIntent(context, () => deleteSourcingFile(apiOf(context), id, filename.data), {
    failure: FILE_DELETE_FAILED,
    success: FILE_DELETED,
    redirectTo: back,
    back,
  });
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(sourcingPanelHref(requireRouteId(params.id, SOURCING_NOT_FOUND), FILES_PANEL_ID));
}
