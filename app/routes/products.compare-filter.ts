import { redirect, type LoaderFunctionArgs } from "react-router";
import { compareHref } from "#app/lib/products/compare-params.ts";
import { parseList } from "#app/lib/lists/parse.ts";
import { productList } from "#app/lib/products/list-params.ts";
import { errorToast } from "#app/lib/shell/toast.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { listProducts } from "#app/services/products.server.ts";
import { sessionContext } from "#app/sessions.server.ts";
import { COMPARE_PRODUCTS_MAX } from "#contract/landed-cost/compare-params.ts";

export const COMPARE_FILTER_EMPTY = "Nenhum produto com estes filtros para comparar.";

/**
 * `/products/compare/filtro?<the list's filters and sort>` ('Comparar todos do filtro', a plain link): the list's
 * state read by the list's own declaration, its first COMPARE_PRODUCTS_MAX products in the list's order, then the
 * compare page with their ids. The list itself fetches only its page, so this costs nothing until it is clicked.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = parseList(productList, new URL(request.url).searchParams);
  const back = `${productList.path}${productList.exportSearch(state)}`;
  const reply = await settle(listProducts(apiOf(context), { ...productList.toApiQuery(state), page: 1, page_size: COMPARE_PRODUCTS_MAX }));
  const session = context.get(sessionContext);
  if (reply instanceof ApiFailure) {
    session.flash(errorToast(reply.messageOr("Erro ao carregar produtos")));
    throw redirect(back);
  }
  const ids = reply.results.map((product) => product.id);
  if (ids.length === 0) {
    session.flash(errorToast(COMPARE_FILTER_EMPTY));
    throw redirect(back);
  }
  throw redirect(compareHref(ids));
}
