import { href, redirect } from "react-router";
import { streamUpload } from "~/lib/actions/api-action.server";
import { apiOf } from "~/services/api.server";
import { uploadProfilePicture } from "~/services/auth.server";
import type { Route } from "./+types/profile.picture";

/** The picture form posts here: its multipart body is streamed to the API without being buffered. */
export async function action({ request, context }: Route.ActionArgs) {
  return streamUpload(
    request,
    context,
    async (body, contentType) => ({ message: (await uploadProfilePicture(apiOf(context), body, contentType)).detail }),
    { failure: "Não foi possível atualizar a foto.", back: href("/profile") },
  );
}

export function loader() {
  throw redirect(href("/profile"));
}
