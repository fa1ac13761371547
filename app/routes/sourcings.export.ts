import type { LoaderFunctionArgs } from "react-router";
import { listExport } from "#app/lib/lists/export.server.ts";
import { sourcingList } from "#app/lib/sourcings/list-params.ts";
import { exportSourcings } from "#app/services/sourcings.server.ts";

/** `/sourcings/export.csv` and `/sourcings/export.xlsx`: every sourcing of the list's filters, as a file. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return listExport({
    request,
    context,
    list: sourcingList,
    call: (api, state, format) => exportSourcings(api, sourcingList.toExportApiQuery(state), format),
    failure: "Erro ao exportar sourcings",
  });
}
