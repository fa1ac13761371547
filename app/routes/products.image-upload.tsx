import { data } from "react-router";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { streamUpload } from "#app/lib/actions/api-action.server.ts";
import { isMultipart } from "#app/lib/actions/multipart.ts";
import { PRODUCT_IMAGE_FAILED, productHref, productImageHref } from "#app/lib/products/detail-messages.ts";
import { requireProductId } from "#app/lib/records/route-id.ts";
import { apiOf } from "#app/services/api.server.ts";
import { uploadProductImage } from "#app/services/products.server.ts";
import type { Route } from "./+types/products.image-upload";

/**
 * The product's image upload (a resource route: the progress-bar upload must get JSON, not a page). The
 * browser's multipart body (product_id, overwrite, file) is streamed to the API unparsed: JSON `{ok, message}`
 * for the progress-bar upload; the plain form of the upload page gets its toast and goes back to the product,
 * or to the upload page again when refused.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = requireProductId(params.id);
  if (!isMultipart(request)) throw data("Envie a imagem como formulário multipart.", { status: 400 });
  return streamUpload(
    request,
    context,
    async (body, contentType) => ({ message: (await uploadProductImage(apiOf(context), body, contentType, id)).detail }),
    {
      failure: PRODUCT_IMAGE_FAILED,
      back: productHref(id),
      backOnFailure: productImageHref(id),
    },
  );
}

export function loader({ params, context }: Route.LoaderArgs) {
  throw redirectCarryingBack(context, productImageHref(requireProductId(params.id)));
}
