import { formatPercent } from "#app/lib/format.ts";
import { IMPORTER_REGIME_LABELS, type ImportParams } from "#contract/landed-cost/import-params.ts";
import { Card } from "#app/components/ui/field.tsx";
import { CONTAINER_MEASURES, CONTAINERS_HINT, shownMeasure } from "./containers";
import { EstimateBadge } from "./list-fields";
import { countryName, type CountryNames, REGIME_FLAGS, REGIME_RATES, shownDay, shownDuty, shownVigencia } from "./lists";
import { IMPORTER_REGIME_LABEL, shownFields, shownNcm } from "./values";

/** What the regimes are, above the form's rows and the read-only list. */
export const REGIMES_HINT =
  "Os tributos de cada período da reforma tributária (EC 132/2023, LC 214/2025): o custo posto usa o regime vigente na data prevista de desembaraço. As vigências não podem se sobrepor.";
export const TRANSIT_HINT =
  "Dias do embarque ao desembaraço, por país de origem: somados à data da cotação e ao prazo de entrega, dão a data de desembaraço que escolhe o regime.";
export const ANTIDUMPING_HINT =
  "Direitos antidumping em vigor: um produto cujo NCM começa pelo prefixo, de fornecedor do país, mostra um aviso; confirmado no produto, o direito entra no custo posto.";

/** The regimes, one block each: vigência, rates, switches and, for an estimate, its source. */
function RegimesView({ regimes }: { regimes: ImportParams["regimes"] }) {
  return (
    <ul className="divide-y divide-border text-sm" data-testid="import-params-regimes">
      {regimes.map((regime) => (
        <li key={regime.nome} className="py-3" data-testid="import-params-regime">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-slate-900">Regime {regime.nome}</span>
            <span className="text-slate-600">{shownVigencia(regime)}</span>
            {regime.estimativa ? <EstimateBadge /> : null}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 tabular-nums sm:grid-cols-5">
            {REGIME_RATES.map(({ name, noun }) => (
              <div key={name}>
                <dt className="text-xs text-slate-600">{noun}</dt>
                <dd className="font-medium text-slate-900">{formatPercent(regime[name])}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            {REGIME_FLAGS.map(({ name, label }) => (
              <li key={name}>
                {regime[name] ? "✓" : "✗"} {label}
              </li>
            ))}
          </ul>
          {regime.estimativa ? <p className="mt-2 text-xs break-words text-amber-900">Fonte da estimativa: {regime.estimativa}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** The parameters in force, read-only (anyone who is not an administrator). */
export function ImportParamsView({ params, names }: { params: ImportParams; names: CountryNames }) {
  return (
    <>
      <Card title="Frete, seguro e tributos">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="import-params-values">
          {[
            ...shownFields(params).filter((field) => field.name !== "transito_dias_padrao"),
            { name: "regime_importador", label: IMPORTER_REGIME_LABEL, value: IMPORTER_REGIME_LABELS[params.regime_importador] },
          ].map((field) => (
            <div key={field.name}>
              <dt className="text-slate-600">{field.label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{field.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Regimes tributários">
        <p className="mb-3 text-sm text-slate-600">{REGIMES_HINT}</p>
        <RegimesView regimes={params.regimes} />
      </Card>
      <Card title="Categorias: NCM, II, IPI e IS">
        <ul className="divide-y divide-border text-sm" data-testid="import-params-categories">
          {params.categorias.map((category) => (
            <li key={category.id_categoria} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium text-slate-900">{category.nome}</span>
              <span className="text-slate-700 tabular-nums">
                NCM {shownNcm(category.ncm)} · II {formatPercent(category.ii_pct)} · IPI {formatPercent(category.ipi_pct)} · IS{" "}
                {formatPercent(category.is_pct)}
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
      <Card title="Trânsito até o desembaraço">
        <p className="mb-3 text-sm text-slate-600">{TRANSIT_HINT}</p>
        <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="import-params-transit">
          {params.transito.map((t) => (
            <li key={t.cod_pais} className="flex justify-between gap-2 border-b border-border py-1.5">
              <span className="text-slate-900">{countryName(t.cod_pais, names)}</span>
              <span className="text-slate-700 tabular-nums">{t.dias} dias</span>
            </li>
          ))}
          <li className="flex justify-between gap-2 border-b border-border py-1.5">
            <span className="text-slate-900">Demais países</span>
            <span className="text-slate-700 tabular-nums">{params.transito_dias_padrao} dias</span>
          </li>
        </ul>
      </Card>
      <Card title="Antidumping">
        <p className="mb-3 text-sm text-slate-600">{ANTIDUMPING_HINT}</p>
        {params.antidumping.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma medida antidumping cadastrada.</p>
        ) : (
          <ul className="divide-y divide-border text-sm" data-testid="import-params-antidumping">
            {params.antidumping.map((m) => (
              <li key={`${m.ncm_prefixo}-${m.cod_pais}-${m.resolucao}`} className="py-2">
                <p className="font-medium text-slate-900">
                  NCM {m.ncm_prefixo}… de {countryName(m.cod_pais, names)}: {m.descricao}
                </p>
                <p className="text-slate-700">
                  {shownDuty(m)} · {m.resolucao} · vigente de {shownDay(m.vigente_de, "sem início")} a {shownDay(m.vigente_ate, "sem fim")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
