import { RefusalAlert } from "#app/components/ui/refusal-alert.tsx";
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getInputProps, getSelectProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { ConflictNotice as Notice } from "#app/lib/records/conflict.ts";
import { formatInput } from "#app/lib/format.ts";
import {
  type ImportParamsFormInput,
  type ImportParamsFormValues,
  importParamsFormSchema,
  NEW_ANTIDUMPING,
  NEW_CONTAINER,
  NEW_REGIME,
  NEW_TRANSIT,
} from "#app/lib/forms/import-params.ts";
import {
  ANTIDUMPING_VALUE_RULE,
  CONTAINER_FIELDS,
  II_RULE,
  IMPORT_PARAM_FIELDS,
  IMPORTER_REGIME_LABELS,
  type ImportParamField,
  type ImportParams,
  IPI_RULE,
  IS_RULE,
  REGIME_RATE_FIELDS,
} from "#contract/landed-cost/import-params.ts";
import { formatNcm } from "#contract/products/ncm.ts";
import { ConflictNotice } from "#app/components/conflict-notice.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, Field, Input } from "#app/components/ui/field.tsx";
import { ContainerFields } from "./container-fields";
import { CONTAINERS_HINT } from "./containers";
import { AntidumpingFields, RegimeFields, TransitFields } from "./list-fields";
import type { CountryNames } from "./lists";
import { ANTIDUMPING_HINT, REGIMES_HINT, TRANSIT_HINT } from "./params-view";
import { categoryLabels, IMPORTER_REGIME_LABEL } from "./values";

/** The default transit time, shown with the transit per country rather than with the other scalars. */
const TRANSIT_DEFAULT = "transito_dias_padrao";

const on = (flag: boolean) => (flag ? "on" : undefined);

/** The form starts from the version in force: numbers as people type them ('9,65', '3.000'), NCM as people write it. */
function startingValues(params: ImportParams) {
  const scalars = Object.fromEntries(IMPORT_PARAM_FIELDS.map(({ name, rule }) => [name, formatInput(params[name], rule.decimals)]));
  return {
    ...scalars,
    categorias: params.categorias.map((c) => ({
      id_categoria: String(c.id_categoria),
      ncm: c.ncm ? formatNcm(c.ncm) : "",
      ii_pct: formatInput(c.ii_pct, II_RULE.decimals),
      ipi_pct: formatInput(c.ipi_pct, IPI_RULE.decimals),
      is_pct: formatInput(c.is_pct, IS_RULE.decimals),
    })),
    regime_importador: params.regime_importador,
    conteineres: params.conteineres.map((c) => ({
      tipo: c.tipo,
      m3_util: formatInput(c.m3_util, CONTAINER_FIELDS.m3_util.decimals),
      kg_max: formatInput(c.kg_max, CONTAINER_FIELDS.kg_max.decimals),
      frete_usd: formatInput(c.frete_usd, CONTAINER_FIELDS.frete_usd.decimals),
    })),
    regimes: params.regimes.map((r) => ({
      nome: r.nome,
      vigente_de: r.vigente_de ?? "",
      vigente_ate: r.vigente_ate ?? "",
      ...Object.fromEntries(
        Object.entries(REGIME_RATE_FIELDS).map(([name, rule]) => [
          name,
          formatInput(r[name as keyof typeof REGIME_RATE_FIELDS], rule.decimals),
        ]),
      ),
      cbs_ibs_cobrados: on(r.cbs_ibs_cobrados),
      ipi_somente_zfm: on(r.ipi_somente_zfm),
      imposto_seletivo: on(r.imposto_seletivo),
      cbs_ibs_na_base_do_icms: on(r.cbs_ibs_na_base_do_icms),
      estimativa: r.estimativa ?? "",
    })),
    transito: params.transito.map((t) => ({ cod_pais: t.cod_pais, dias: formatInput(t.dias, 0) })),
    antidumping: params.antidumping.map((m) => ({
      ...m,
      valor: formatInput(m.valor, ANTIDUMPING_VALUE_RULE.decimals),
      vigente_de: m.vigente_de ?? "",
      vigente_ate: m.vigente_ate ?? "",
    })),
  };
}

/**
 * A save the server refused, at the top of the form: every message once, with the focus (a `RefusalAlert`, the first
 * `autofocus` of the page, before the fields in error), so the reason is in view however many rows are below. Each
 * message is also at its field, further down.
 */
function RefusalSummary({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const messages = [...new Set(Object.values(result?.error ?? {}).flatMap((errors) => errors ?? []))];
  if (messages.length === 0) return null;
  return (
    <RefusalAlert
      answer={result ?? {}}
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
      testId="import-params-refused"
    >
      <p className="font-medium">Nada foi salvo. Corrija:</p>
      <ul className="mt-1 list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </RefusalAlert>
  );
}

/**
 * The administrators' form: a plain POST (works without JavaScript), checked with the API's own schema in the
 * browser when there is JavaScript and again by the action; saving writes a new version. It names the version it
 * was loaded from; when another administrator saved meanwhile, `conflict` lists what they saved and carries the
 * newer version, so saving again applies this form on purpose (docs/decisions/0057-import-params-optimistic-concurrency.md).
 */
export function ImportParamsForm({
  params,
  names,
  lastResult,
  conflict,
}: {
  params: ImportParams;
  names: CountryNames;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: Notice | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<ImportParamsFormInput, ImportParamsFormValues>({
    id: `import-params-${params.versao}`,
    lastResult,
    defaultValue: startingValues(params),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importParamsFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // The save button is at the foot of a long form and the page keeps its scroll after a refusal: bring the notice
  // into view once per conflict (without JavaScript the page reloads at its top, where the notice is).
  const notice = useRef<HTMLDivElement>(null);
  const conflictVersion = conflict?.version;
  useEffect(() => {
    if (conflictVersion !== undefined) notice.current?.scrollIntoView({ block: "start" });
  }, [conflictVersion]);
  const categoryNames = new Map(params.categorias.map((c) => [String(c.id_categoria), c.nome]));
  const scalar = (name: ImportParamField) => {
    const field = fields[name];
    const { label, rule } = IMPORT_PARAM_FIELDS.find((f) => f.name === name)!;
    return (
      <Field key={name} label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
        <Input
          {...getInputProps(field, { type: "text" })}
          required={false}
          inputMode={rule.decimals === 0 ? "numeric" : "decimal"}
          autoComplete="off"
        />
      </Field>
    );
  };
  return (
    <Form method="post" {...getFormProps(form)} replace preventScrollReset className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="versao" value={conflict?.version ?? params.versao} />
      {conflict ? (
        <div ref={notice} className="scroll-mt-24">
          <ConflictNotice notice={conflict} />
        </div>
      ) : null}
      <RefusalSummary result={lastResult} />
      <Card title="Frete, seguro e tributos">
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_PARAM_FIELDS.filter(({ name }) => name !== TRANSIT_DEFAULT).map(({ name }) => scalar(name))}
          <Field
            label={IMPORTER_REGIME_LABEL}
            htmlFor={fields.regime_importador.id}
            errors={fields.regime_importador.errors}
            errorId={fields.regime_importador.errorId}
          >
            <select {...getSelectProps(fields.regime_importador)} required={false} className="input">
              {Object.entries(IMPORTER_REGIME_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </Card>
      <Card title="Regimes tributários">
        <p className="mb-3 text-sm text-slate-600">{REGIMES_HINT}</p>
        <RegimeFields
          rows={fields.regimes.getFieldList().map((item) => ({ key: item.key ?? item.id, row: item.getFieldset() }))}
          added={fields[NEW_REGIME].getFieldset()}
          list={fields.regimes}
        />
      </Card>
      <Card title="Categorias: NCM, II, IPI e IS">
        <ul className="divide-y divide-border" data-testid="import-params-categories">
          {fields.categorias.getFieldList().map((item) => {
            const category = item.getFieldset();
            const nome = categoryNames.get(String(category.id_categoria.initialValue)) ?? "";
            const labels = categoryLabels(nome);
            return (
              <li key={item.key} className="py-3">
                <input {...getInputProps(category.id_categoria, { type: "hidden" })} />
                <p className="mb-2 text-sm font-medium text-slate-900">{nome}</p>
                <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
                  <Field label={labels.ncm} htmlFor={category.ncm.id} errors={category.ncm.errors} errorId={category.ncm.errorId}>
                    <Input
                      {...getInputProps(category.ncm, { type: "text" })}
                      required={false}
                      inputMode="numeric"
                      placeholder="0000.00.00"
                      autoComplete="off"
                    />
                  </Field>
                  <Field
                    label={labels.ii_pct}
                    htmlFor={category.ii_pct.id}
                    errors={category.ii_pct.errors}
                    errorId={category.ii_pct.errorId}
                  >
                    <Input {...getInputProps(category.ii_pct, { type: "text" })} required={false} inputMode="decimal" autoComplete="off" />
                  </Field>
                  <Field
                    label={labels.ipi_pct}
                    htmlFor={category.ipi_pct.id}
                    errors={category.ipi_pct.errors}
                    errorId={category.ipi_pct.errorId}
                  >
                    <Input {...getInputProps(category.ipi_pct, { type: "text" })} required={false} inputMode="decimal" autoComplete="off" />
                  </Field>
                  <Field
                    label={labels.is_pct}
                    htmlFor={category.is_pct.id}
                    errors={category.is_pct.errors}
                    errorId={category.is_pct.errorId}
                  >
                    <Input {...getInputProps(category.is_pct, { type: "text" })} required={false} inputMode="decimal" autoComplete="off" />
                  </Field>
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <Card title="Contêineres">
        <p className="mb-3 text-sm text-slate-600">{CONTAINERS_HINT}</p>
        <ContainerFields
          rows={fields.conteineres.getFieldList().map((item) => ({ key: item.key ?? item.id, row: item.getFieldset() }))}
          added={fields[NEW_CONTAINER].getFieldset()}
          list={fields.conteineres}
        />
      </Card>
      <Card title="Trânsito até o desembaraço">
        <p className="mb-3 text-sm text-slate-600">{TRANSIT_HINT}</p>
        <div className="max-w-sm">{scalar(TRANSIT_DEFAULT)}</div>
        <TransitFields
          names={names}
          rows={fields.transito.getFieldList().map((item) => ({ key: item.key ?? item.id, row: item.getFieldset() }))}
          added={fields[NEW_TRANSIT].getFieldset()}
          list={fields.transito}
        />
      </Card>
      <Card title="Antidumping">
        <p className="mb-3 text-sm text-slate-600">{ANTIDUMPING_HINT}</p>
        <AntidumpingFields
          rows={fields.antidumping.getFieldList().map((item) => ({ key: item.key ?? item.id, row: item.getFieldset() }))}
          added={fields[NEW_ANTIDUMPING].getFieldset()}
          list={fields.antidumping}
        />
      </Card>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? "Salvando..." : "Salvar nova versão"}
        </Button>
      </div>
    </Form>
  );
}
