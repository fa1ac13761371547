import { readForm } from "#app/lib/forms/read.server.ts";
import { data, redirect } from "react-router";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { z } from "zod";
import { refuse, runIntent, streamUpload, UNKNOWN_ACTION } from "#app/lib/actions/api-action.server.ts";
import { DOWNLOAD_LINK_FAILED, FILE_DELETE_FAILED, UPLOAD_FAILED } from "#app/lib/actions/file-messages.ts";
import { isMultipart } from "#app/lib/actions/multipart.ts";
import { requireRouteId } from "#app/lib/records/route-id.ts";
import { DOWNLOAD_FILE_PARAM, FILES_PANEL_ID, sourcingPanelHref } from "#app/lib/sourcings/panels.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { deleteSourcingFile, listSourcingFiles, uploadSourcingFile } from "#app/services/sourcings.server.ts";
import { FILE_DELETED, FILE_NOT_FOUND } from "#contract/shared/file-rules.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import type { Route } from "./+types/sourcings.files";

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
    return streamUpload(request, context, (body, contentType) => uploadSourcingFile(apiOf(context), body, contentType, id), {
      failure: UPLOAD_FAILED,
      back,
    });
  }
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "delete":
      return deleteIntent(context, id, formData);
    default:
      throw data(UNKNOWN_ACTION, { status: 400 });
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

/**
 * `?baixar=<name>`: a download asks for a fresh signed link when it is clicked (the one in a page left open
 * for hours has expired) and goes there; when it cannot, back to the files panel with specification §8's message.
 * Without the parameter, the panel itself.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = requireRouteId(params.id, SOURCING_NOT_FOUND);
  const back = sourcingPanelHref(id, FILES_PANEL_ID);
  const filename = new URL(request.url).searchParams.get(DOWNLOAD_FILE_PARAM);
  if (!filename) throw redirectCarryingBack(context, back);
  const files = await settle(listSourcingFiles(apiOf(context), id));
  if (files instanceof ApiFailure) return refuse(context, files.messageOr(DOWNLOAD_LINK_FAILED), back);
  const file = files.find((candidate) => candidate.filename === filename);
  if (!file) return refuse(context, FILE_NOT_FOUND, back);
  throw redirect(file.fileurl);
}
