import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { ConflictNotice as Notice } from "~/lib/records/conflict";
import { formatInput } from "~/lib/format";
import { type ImportParamsFormInput, type ImportParamsFormValues, importParamsFormSchema, NEW_CONTAINER } from "~/lib/forms/import-params";
import { CONTAINER_FIELDS, II_RULE, IMPORT_PARAM_FIELDS, type ImportParams, IPI_RULE } from "../../../contract/import-params";
import { formatNcm } from "../../../contract/ncm";
import { ConflictNotice } from "../conflict-notice";
import { Button } from "../ui/button";
import { Card, Field, Input } from "../ui/field";
import { ContainerFields } from "./container-fields";
import { CONTAINERS_HINT } from "./containers";
import { categoryLabels } from "./values";

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
    })),
    conteineres: params.conteineres.map((c) => ({
      tipo: c.tipo,
      m3_util: formatInput(c.m3_util, CONTAINER_FIELDS.m3_util.decimals),
      kg_max: formatInput(c.kg_max, CONTAINER_FIELDS.kg_max.decimals),
      frete_usd: formatInput(c.frete_usd, CONTAINER_FIELDS.frete_usd.decimals),
    })),
  };
}

/**
 * The administrators' form: a plain POST (works without JavaScript), checked with the API's own schema in the
 * browser when there is JavaScript and again by the action; saving writes a new version. It names the version it
 * was loaded from; when another administrator saved meanwhile, `conflict` lists what they saved and carries the
 * newer version, so saving again applies this form on purpose (docs/decisions/0057-import-params-optimistic-concurrency.md).
 */
export function ImportParamsForm({
  params,
  lastResult,
  conflict,
}: {
  params: ImportParams;
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
  const names = new Map(params.categorias.map((c) => [String(c.id_categoria), c.nome]));
  return (
    <Form method="post" {...getFormProps(form)} replace preventScrollReset className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="versao" value={conflict?.version ?? params.versao} />
      {conflict ? (
        <div ref={notice} className="scroll-mt-24">
          <ConflictNotice notice={conflict} />
        </div>
      ) : null}
      <Card title="Frete, seguro e tributos">
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_PARAM_FIELDS.map(({ name, label, rule }) => {
            const field = fields[name];
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
          })}
        </div>
      </Card>
      <Card title="Categorias: NCM, II e IPI">
        <ul className="divide-y divide-border" data-testid="import-params-categories">
          {fields.categorias.getFieldList().map((item) => {
            const category = item.getFieldset();
            const nome = names.get(String(category.id_categoria.initialValue)) ?? "";
            const labels = categoryLabels(nome);
            return (
              <li key={item.key} className="py-3">
                <input {...getInputProps(category.id_categoria, { type: "hidden" })} />
                <p className="mb-2 text-sm font-medium text-slate-900">{nome}</p>
                <div className="grid gap-x-4 sm:grid-cols-3">
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
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? "Salvando..." : "Salvar nova versão"}
        </Button>
      </div>
    </Form>
  );
}
