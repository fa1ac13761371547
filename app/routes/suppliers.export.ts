import type { LoaderFunctionArgs } from "react-router";
import { listExport } from "~/lib/lists/export.server";
import { supplierList } from "~/lib/suppliers/list-params";
import { exportSuppliers } from "~/services/suppliers.server";

/** `/suppliers/export.csv` and `/suppliers/export.xlsx`: every supplier of the list's filters, as a file. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return listExport({
    request,
    context,
    list: supplierList,
    call: (api, state, format) => exportSuppliers(api, supplierList.toExportApiQuery(state), format),
    failure: "Erro ao exportar fornecedores",
  });
}
