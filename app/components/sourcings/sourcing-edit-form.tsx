import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps, getSelectProps, getTextareaProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ConflictNotice } from "#app/components/conflict-notice.tsx";
import { numberKeystrokes, sourcingEditFormSchema, sourcingFormValues } from "#app/lib/forms/sourcing.ts";
import type { ConflictNotice as ConflictNoticeData } from "#app/lib/records/conflict.ts";
import { withCurrent } from "#app/lib/records/with-current.ts";
import type { TeamUser } from "#contract/auth/auth.ts";
import type { SourcingRecord } from "#contract/sourcings/sourcings.ts";
import type { Lookup } from "#contract/suppliers/suppliers.ts";
import { Card, Field, Input, inputClass } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { PersonPicker } from "./person-picker";
import { SetDates, SOURCING_INFO_TITLE, sourcingFormId } from "./sourcing-info-card";

/** The dropdowns of the edit form; the sourcing's own values stay choosable even when a list failed to load. */
interface SourcingEditOptions {
  categorias: readonly Lookup[];
  responsaveis: readonly TeamUser[];
  comerciais: readonly TeamUser[];
}

function editOptionsOf(sourcing: SourcingRecord, loaded: SourcingEditOptions | null): SourcingEditOptions {
  const person = (id: number | null, nome: string | null): TeamUser | null =>
    id === null ? null : { id, nome: nome ?? `#${id}`, profile_pic: null };
  return {
    categorias: withCurrent(loaded?.categorias ?? [], { id: sourcing.sourcing_id_categoria, nome: sourcing.sourcing_nome_categoria }),
    responsaveis: withCurrent(loaded?.responsaveis ?? [], person(sourcing.sourcing_id_responsavel, sourcing.sourcing_nome_responsavel)),
    comerciais: withCurrent(loaded?.comerciais ?? [], person(sourcing.sourcing_id_comercial, sourcing.sourcing_nome_comercial)),
  };
}

/**
 * The information card as a form (edit mode, `?editar=1`), validated in the browser by the schema the action uses,
 * with the lists loaded for it (`lookups`, null when they failed). It starts anew from whatever was saved last
 * (Conform keeps its first default values for the life of the hook). Loaded when opened, with Conform and zod
 * (docs/decisions/0051-lean-first-load.md); without JavaScript the server renders it all the same.
 */
export default function SourcingEditForm({
  lookups,
  ...props
}: {
  sourcing: SourcingRecord;
  lookups: SourcingEditOptions | null;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: ConflictNoticeData | null;
}) {
  return (
    <SourcingEditFormFrom
      key={JSON.stringify(sourcingFormValues(props.sourcing))}
      options={editOptionsOf(props.sourcing, lookups)}
      {...props}
    />
  );
}

function SourcingEditFormFrom({
  sourcing,
  options,
  lastResult,
  conflict,
}: {
  sourcing: SourcingRecord;
  options: SourcingEditOptions;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: ConflictNoticeData | null;
}) {
  const [form, fields] = useSourcingEditForm(sourcing, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} replace preventScrollReset>
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={sourcing.sourcing_id} />
      <input type="hidden" name="version" value={conflict?.version ?? sourcing.version} />
      {conflict ? <ConflictNotice notice={conflict} className="mb-4" /> : null}
      <SourcingInfoEdit sourcing={sourcing} fields={fields} options={options} focusFirst={focusesFirstField(lastResult)} />
    </Form>
  );
}

function useSourcingEditForm(sourcing: SourcingRecord, lastResult: SubmissionResult<string[]> | undefined) {
  return useForm({
    id: sourcingFormId(sourcing),
    lastResult,
    defaultValue: sourcingFormValues(sourcing),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sourcingEditFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
type SourcingEditFields = ReturnType<typeof useSourcingEditForm>[1];

/** The information card as inputs (edit mode): description, category, budget, people and the estimated date. */
function SourcingInfoEdit({
  sourcing,
  fields,
  options,
  focusFirst,
}: {
  sourcing: SourcingRecord;
  fields: SourcingEditFields;
  options: SourcingEditOptions;
  focusFirst: boolean;
}) {
  const { descricao, id_categoria, budget, id_responsavel, id_comercial, dt_estimado } = fields;
  return (
    <Card title={SOURCING_INFO_TITLE}>
      <Field label="Descrição" htmlFor={descricao.id} errors={descricao.errors} errorId={descricao.errorId}>
        <textarea {...getTextareaProps(descricao, undefined, { first: focusFirst })} required={false} rows={2} className={inputClass} />
      </Field>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Categoria" htmlFor={id_categoria.id} errors={id_categoria.errors} errorId={id_categoria.errorId}>
          <Select {...getSelectProps(id_categoria)} required={false}>
            <option value="">Selecione...</option>
            {options.categorias.map((categoria) => (
              <option key={categoria.id} value={categoria.id}>
                {categoria.nome}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Orçamento (R$)" htmlFor={budget.id} errors={budget.errors} errorId={budget.errorId}>
          <Input
            {...getInputProps(budget, { type: "text" })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            onInput={(event) => {
              const input = event.currentTarget;
              const kept = numberKeystrokes(input.value);
              if (kept !== input.value) input.value = kept;
            }}
          />
        </Field>
        <PersonPicker field={id_responsavel} label="Responsável" people={options.responsaveis} />
        <PersonPicker field={id_comercial} label="Comercial" people={options.comerciais} optional />
        <Field label="Data estimada" htmlFor={dt_estimado.id} errors={dt_estimado.errors} errorId={dt_estimado.errorId}>
          <Input {...getInputProps(dt_estimado, { type: "date" })} />
        </Field>
      </div>
      <dl className="mt-1 grid grid-cols-[9rem_1fr] gap-x-4 gap-y-3 text-sm">
        <SetDates sourcing={sourcing} />
      </dl>
    </Card>
  );
}
