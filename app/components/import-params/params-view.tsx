import { formatPercent } from "~/lib/format";
import type { ImportParams } from "../../../contract/import-params";
import { Card } from "../ui/field";
import { CONTAINER_MEASURES, CONTAINERS_HINT, shownMeasure } from "./containers";
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
      <Card title="Contêineres">
        <p className="mb-3 text-sm text-slate-600">{CONTAINERS_HINT}</p>
        <table className="w-full text-left text-sm" data-testid="import-params-containers">
          <caption className="sr-only">Tipos de contêiner: cubagem útil, carga máxima e frete</caption>
          <thead className="text-slate-600">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-1.5 font-medium sm:pr-3">
                Tipo
              </th>
              {CONTAINER_MEASURES.map(({ name, header }) => (
                <th key={name} scope="col" className="px-1.5 py-2 text-right text-xs font-medium last:pr-0 sm:px-3 sm:text-sm">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {params.conteineres.map((container) => (
              <tr key={container.tipo}>
                <th scope="row" className="py-2 pr-1.5 font-medium text-slate-900 sm:pr-3">
                  {container.tipo}
                </th>
                {CONTAINER_MEASURES.map(({ name }) => (
                  <td key={name} className="px-1.5 py-2 text-right whitespace-nowrap text-slate-700 tabular-nums last:pr-0 sm:px-3">
                    {shownMeasure(name, container[name])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
