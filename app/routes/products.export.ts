import type { LoaderFunctionArgs } from "react-router";
import { listExport } from "#app/lib/lists/export.server.ts";
import { productList } from "#app/lib/products/list-params.ts";
import { exportProducts } from "#app/services/products.server.ts";

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
