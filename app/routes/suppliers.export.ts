import type { LoaderFunctionArgs } from "react-router";
import { listExport } from "#app/lib/lists/export.server.ts";
import { supplierList } from "#app/lib/suppliers/list-params.ts";
import { exportSuppliers } from "#app/services/suppliers.server.ts";

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
