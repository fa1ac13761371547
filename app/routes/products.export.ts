import type { LoaderFunctionArgs } from "react-router";
import { listExport } from "~/lib/lists/export.server";
import { productList } from "~/lib/products/list-params";
import { exportProducts } from "~/services/products.server";

/** `/products/export.csv` and `/products/export.xlsx`: every product of the list's filters, as a file. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return listExport({
    request,
    context,
    list: productList,
    call: (api, state, format) => exportProducts(api, productList.toExportApiQuery(state), format),
    failure: "Erro ao exportar produtos",
  });
}
