import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import { ConfirmPanel } from "~/components/confirm-action";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { deleteFileQuestion } from "~/components/sourcings/sourcing-files-panel";
import { buttonClass } from "~/components/ui/button";
import { runIntent, streamUpload } from "~/lib/api-action.server";
import { FILE_DELETE_FAILED, FILE_DELETED, UPLOAD_FAILED } from "~/lib/file-messages";
import { isMultipart } from "~/lib/multipart";
import { requireRouteId } from "~/lib/route-id";
import { FILES_PANEL_ID, sourcingPanelHref } from "~/lib/sourcing-panels";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import { deleteSourcingFile, listSourcingFiles, uploadSourcingFile } from "~/services/sourcings.server";
import type { Route } from "./+types/sourcings.files";

const SOURCING_NOT_FOUND = "Sourcing não encontrado.";
const FILE_NOT_FOUND = "Arquivo não encontrado.";

export function meta() {
  return [{ title: "Deletar arquivo · Importadora" }];
}

/**
 * The files of a sourcing. A multipart body is an upload (sourcing_id, file_action, file), streamed to the API
 * without being parsed or buffered here: JSON `{ok, message}` for the progress-bar upload, a toast and the
 * sourcing's page for a plain form. Any other post names its intent.
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

const filenameSchema = z.string().min(1);

function deleteIntent(context: Route.ActionArgs["context"], id: number, formData: FormData) {
  const filename = filenameSchema.safeParse(formData.get("filename"));
  if (!filename.success) throw data("Informe o arquivo.", { status: 400 });
  const back = sourcingPanelHref(id, FILES_PANEL_ID);
  return runIntent(context, () => deleteSourcingFile(apiOf(context), id, filename.data), {
    failure: FILE_DELETE_FAILED,
    success: FILE_DELETED,
    redirectTo: back,
    back,
  });
}

/** Without JavaScript, deleting a file asks on this page (`?deletar=<filename>`); otherwise back to the sourcing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = requireRouteId(params.id, SOURCING_NOT_FOUND);
  const back = sourcingPanelHref(id, FILES_PANEL_ID);
  const filename = filenameSchema.safeParse(new URL(request.url).searchParams.get("deletar"));
  if (!filename.success) throw redirect(back);
  const files = await settle(listSourcingFiles(apiOf(context), id));
  if (files instanceof ApiFailure) throw data(files.messageOr(FILE_NOT_FOUND), { status: files.status });
  const file = files.find((f) => f.filename === filename.data);
  if (!file) throw data(FILE_NOT_FOUND, { status: 404 });
  return { sourcingId: id, filename: file.filename, back };
}

export default function ConfirmFileDelete({ loaderData }: Route.ComponentProps) {
  const { sourcingId, filename, back } = loaderData;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Arquivos do sourcing"
        subtitle={`Sourcing ${sourcingId}`}
        actions={
          <Link to={back} className={buttonClass("ghost")}>
            <ArrowLeft aria-hidden className="size-4" /> Voltar ao sourcing
          </Link>
        }
      />
      <ConfirmPanel
        title="Deletar arquivo"
        message={deleteFileQuestion(filename)}
        fields={{ intent: "delete", filename }}
        confirmLabel="Deletar"
        cancelHref={back}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
