import { parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { Icon } from "#app/components/icon.tsx";
import { data, href, type ShouldRevalidateFunction, useRouteLoaderData } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { ImportParamsForm } from "#app/components/import-params/params-form.tsx";
import { ImportParamsView } from "#app/components/import-params/params-view.tsx";
import { importParamsConflict } from "#app/components/import-params/conflict.ts";
import { shownVigencia } from "#app/components/import-params/lists.ts";
import { authorOf } from "#app/components/import-params/values.ts";
import { VersionHistory } from "#app/components/import-params/version-history.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { handleIntent, submitForm } from "#app/lib/actions/api-action.server.ts";
import { importParamsFormSchema } from "#app/lib/forms/import-params.ts";
import { conflictOf } from "#app/lib/records/conflict.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { apiOf } from "#app/services/api.server.ts";
import { getImportParams, getImportParamVersions, saveImportParams } from "#app/services/import-params.server.ts";
import { getCountries } from "#app/services/suppliers.server.ts";
import { IMPORT_PARAMS_SAVED } from "#contract/landed-cost/import-params.ts";
import type { Route } from "./+types/settings.import";
import type { loader as shellLoader } from "./shell";

export const IMPORT_PARAMS_TITLE = "Parâmetros de importação";

export function meta() {
  return [{ title: `${IMPORT_PARAMS_TITLE} · Importadora` }];
}

/**
 * A refused save is not reloaded by default (4xx), but a conflict (409) means another version is in force: the
 * note and the history then name the version the notice describes, as the page reloaded without JavaScript does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => args.actionStatus === 409 || notWhileSigningOut(args);

export async function loader({ context }: Route.LoaderArgs) {
  const api = apiOf(context);
  const [params, versions, countries] = await Promise.all([getImportParams(api), getImportParamVersions(api), getCountries(api)]);
  // Only the countries the page names (transit, antidumping) and those it suggests: code and name.
  return data({ params, versions, countries: countries.map(({ code, nome }) => [code.toLowerCase(), nome] as const) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const countryNames = new Map((await getCountries(apiOf(context))).map(({ code, nome }) => [code.toLowerCase(), nome]));
  return handleIntent(formData, {
    save: () => {
      const submission = parseForm(formData, importParamsFormSchema);
      return submitForm(context, submission, (value) => saveImportParams(apiOf(context), value), {
        intent: "save",
        // Compared with the values as parsed (numbers, NCM digits), not as typed: see importParamsConflict.
        conflict: (current) => (submission.status === "success" ? importParamsConflict(current, submission.value, countryNames) : null),
        failure: "Não foi possível salvar os parâmetros de importação.",
        success: IMPORT_PARAMS_SAVED,
        redirectTo: href("/settings/import"),
      });
    },
  });
}

/**
 * 'Parâmetros de importação' (ADR 0045): the freight, insurance and tax figures of the landed cost.
 * Administrators edit them (each save a new version); everyone else reads them. The history follows.
 */
export default function ImportParamsPage({ loaderData, actionData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  const { params, versions, countries } = loaderData;
  const editable = shell?.profile.is_superuser === true;
  const names = new Map(countries);
  const estimates = params.regimes.filter((r) => r.estimativa);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={IMPORT_PARAMS_TITLE}
        subtitle="Frete, seguro e tributos do custo posto: a estimativa, em R$, de uma unidade posta no Brasil."
      />
      <div className="flex flex-col gap-6">
        <div
          role="note"
          className="flex items-start gap-2 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-900"
          data-testid="import-params-note"
        >
          <Icon name="info" className="mt-0.5 size-4 shrink-0" />
          <p>
            Versão {params.versao}, de {formatDateTime(params.alterado_em)}, {authorOf(params)}. Cada custo posto usa o regime tributário
            vigente na data prevista de desembaraço: {params.regimes.map((r) => `${r.nome} (${shownVigencia(r)})`).join("; ")}.
            {estimates.length > 0
              ? ` Estimativa: ${estimates.map((r) => `a CBS do regime ${r.nome}`).join(", ")} (alíquota de referência ainda não fixada pelo Senado).`
              : ""}{" "}
            Os valores iniciais são exemplos, não orientação fiscal: confira as alíquotas do NCM de cada produto.
            {editable ? "" : " Somente administradores alteram estes parâmetros."}
          </p>
        </div>
        {editable ? (
          <ImportParamsForm
            key={params.versao}
            params={params}
            names={names}
            lastResult={actionData?.result}
            conflict={conflictOf(actionData)}
          />
        ) : (
          <ImportParamsView params={params} names={names} />
        )}
        <VersionHistory versions={versions} names={names} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
