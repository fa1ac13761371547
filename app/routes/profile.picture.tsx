import { redirect } from "react-router";
import { errorToast, successToast } from "~/lib/toast";
import { ApiFailure, apiOf } from "~/services/api.server";
import { uploadProfilePicture } from "~/services/auth.server";
import { sessionContext } from "~/sessions.server";
import type { Route } from "./+types/profile.picture";

/** The picture form posts here: its multipart body is streamed to the API without being buffered. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const contentType = request.headers.get("content-type") ?? "";
  try {
    if (!request.body || !contentType.includes("multipart/form-data")) {
      throw new ApiFailure(400, "Envie a foto como formulário multipart.");
    }
    const reply = await uploadProfilePicture(apiOf(context), request.body, contentType);
    session.flash(successToast(reply.detail));
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    session.flash(errorToast(error.messageOr("Não foi possível atualizar a foto.")));
  }
  throw redirect("/profile");
}

export function loader() {
  throw redirect("/profile");
}
