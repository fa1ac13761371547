import { href, redirect } from "react-router";
import { streamUpload } from "#app/lib/actions/api-action.server.ts";
import { apiOf } from "#app/services/api.server.ts";
import { uploadProfilePicture } from "#app/services/auth.server.ts";
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
