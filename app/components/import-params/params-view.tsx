import { formatPercent } from "~/lib/format";
import type { ImportParams } from "../../../contract/import-params";
import { Card } from "../ui/field";
import { shownFields, shownNcm } from "./values";

/** The parameters in force, read-only (anyone who is not an administrator). */
export function ImportParamsView({ params }: { params: ImportParams }) {
  return (
    <>
      <Card title="Frete, seguro e tributos">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="import-params-values">
          {shownFields(params).map((field) => (
            <div key={field.name}>
              <dt className="text-slate-600">{field.label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{field.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Categorias: NCM, II e IPI">
        <ul className="divide-y divide-border text-sm" data-testid="import-params-categories">
          {params.categorias.map((category) => (
            <li key={category.id_categoria} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium text-slate-900">{category.nome}</span>
              <span className="text-slate-700 tabular-nums">
                NCM {shownNcm(category.ncm)} · II {formatPercent(category.ii_pct)} · IPI {formatPercent(category.ipi_pct)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
