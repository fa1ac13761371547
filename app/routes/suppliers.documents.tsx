import { data, redirect } from "react-router";
import { UPLOAD_FAILED } from "~/components/suppliers/document-slot";
import { requireSupplierId } from "~/lib/supplier-id";
import { errorToast, successToast } from "~/lib/toast";
import { ApiFailure, apiOf } from "~/services/api.server";
import { uploadSupplierDocument } from "~/services/suppliers.server";
import { sessionContext } from "~/sessions.server";
import type { Route } from "./+types/suppliers.documents";

/**
 * A document upload: the browser's multipart body (supplier_id, file_type, file_action, file) is streamed
 * to the API without being buffered. Requests that accept JSON (the progress-bar upload) get
 * `{ok, message}`; a plain form post gets a flash toast and goes back to the supplier.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requireSupplierId(params.id);
  const wantsJson = request.headers.get("accept")?.includes("application/json") ?? false;
  const contentType = request.headers.get("content-type") ?? "";
  let outcome: { ok: boolean; message: string; status: number };
  try {
    if (!request.body || !contentType.includes("multipart/form-data")) {
      throw new ApiFailure(400, "Envie o arquivo como formulário multipart.");
    }
    const reply = await uploadSupplierDocument(apiOf(context), request.body, contentType);
    outcome = { ok: true, message: reply.message, status: 200 };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    outcome = { ok: false, message: error.messageOr(UPLOAD_FAILED), status: error.status };
  }
  if (wantsJson) return data({ ok: outcome.ok, message: outcome.message }, { status: outcome.status });
  context.get(sessionContext).flash(outcome.ok ? successToast(outcome.message) : errorToast(outcome.message));
  throw redirect(`/suppliers/${id}`);
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/suppliers/${params.id}`);
}
