import type { LoaderFunctionArgs } from "react-router";
import { listExport } from "~/lib/lists/export.server";
import { sourcingList } from "~/lib/sourcings/list-params";
import { exportSourcings } from "~/services/sourcings.server";

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
