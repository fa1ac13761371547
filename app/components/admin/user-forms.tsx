import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps, getSelectProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { SubmitButton } from "#app/components/submit-button.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, Field, Input } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { fullName } from "#app/lib/admin/user-name.ts";
import { passwordResetFormSchema, userCreateFormSchema, userEditFormSchema } from "#app/lib/forms/admin.ts";
import type { AdminUser } from "#contract/auth/admin.ts";
import { formValuesOf } from "#contract/fields/field-table.ts";
import { USER_FIELDS } from "#contract/auth/user-fields.ts";
import { TEAM_OPTIONS } from "#contract/shared/teams.ts";

// The users screen's three forms (app/routes/admin.users.tsx): each posts its `intent` to the screen's action
// (app/routes/admin.users.server.ts) and gets its own refusal back as `lastResult`.

type LastResult = SubmissionResult<string[]> | undefined;

function TeamSelect({ meta, label = "Equipe" }: { meta: Parameters<typeof getSelectProps>[0]; label?: string }) {
  return (
    <Field label={label} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId}>
      <Select {...getSelectProps(meta)}>
        <option value="">Escolha...</option>
        {TEAM_OPTIONS.map((team) => (
          <option key={team.id} value={team.id}>
            {team.nome}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A row's panel opened over the list: 'Cancelar' back to the list as it was, and its submit. */
function PanelActions({ cancelHref, intent, label }: { cancelHref: string; intent: string; label: string }) {
  return (
    <div className="flex justify-end gap-2">
      <Link to={cancelHref} className={buttonClass("secondary")}>
        Cancelar
      </Link>
      <SubmitButton intent={intent}>{label}</SubmitButton>
    </div>
  );
}

export function NewUserCard({ lastResult }: { lastResult: LastResult }) {
  const [form, fields] = useForm({
    id: "new-user",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userCreateFormSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Card title="Novo usuário">
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-x-4 sm:grid-cols-2 xl:grid-cols-5">
          <Field label="Nome" htmlFor={fields.first_name.id} errors={fields.first_name.errors} errorId={fields.first_name.errorId}>
            <Input {...getInputProps(fields.first_name, { type: "text" })} autoComplete="off" />
          </Field>
          <Field label="Sobrenome" htmlFor={fields.last_name.id} errors={fields.last_name.errors} errorId={fields.last_name.errorId}>
            <Input {...getInputProps(fields.last_name, { type: "text" })} autoComplete="off" />
          </Field>
          <Field label="E-mail" htmlFor={fields.email.id} errors={fields.email.errors} errorId={fields.email.errorId}>
            <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="off" />
          </Field>
          <TeamSelect meta={fields.team} />
          <Field label="Senha inicial" htmlFor={fields.password.id} errors={fields.password.errors} errorId={fields.password.errorId}>
            <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
          </Field>
        </div>
        <div className="flex justify-end">
          <SubmitButton intent="create" pendingLabel="Criando...">
            Criar usuário
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

export function EditUserCard({ user, cancelHref, lastResult }: { user: AdminUser; cancelHref: string; lastResult: LastResult }) {
  const [form, fields] = useForm({
    id: "edit-user",
    lastResult,
    // Every editable field from the user's table (contract/auth/user-fields.ts).
    defaultValue: { id: String(user.id), ...formValuesOf(USER_FIELDS, user) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userEditFormSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Card title={`Editar ${fullName(user)}`} className="mb-6">
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="intent" value="edit" />
        <input {...getInputProps(fields.id, { type: "hidden" })} />
        <p className="mb-3 text-sm text-slate-600">{user.email}</p>
        <div className="grid gap-x-4 md:grid-cols-3">
          <Field label="Nome" htmlFor={fields.first_name.id} errors={fields.first_name.errors} errorId={fields.first_name.errorId}>
            <Input {...getInputProps(fields.first_name, { type: "text" }, { first: focusesFirstField(lastResult) })} />
          </Field>
          <Field label="Sobrenome" htmlFor={fields.last_name.id} errors={fields.last_name.errors} errorId={fields.last_name.errorId}>
            <Input {...getInputProps(fields.last_name, { type: "text" })} />
          </Field>
          <TeamSelect meta={fields.team} />
        </div>
        <PanelActions cancelHref={cancelHref} intent="edit" label="Salvar" />
      </Form>
    </Card>
  );
}

export function PasswordResetCard({ user, cancelHref, lastResult }: { user: AdminUser; cancelHref: string; lastResult: LastResult }) {
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    defaultValue: { id: String(user.id) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordResetFormSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Card title={`Redefinir a senha de ${fullName(user)}`} className="mb-6">
      <Form method="post" {...getFormProps(form)} noValidate preventScrollReset>
        <input type="hidden" name="intent" value="reset-password" />
        <input {...getInputProps(fields.id, { type: "hidden" })} />
        <p className="mb-3 text-sm text-slate-600">As sessões abertas do usuário terminam; ele entra com a nova senha.</p>
        <div className="grid gap-x-4 md:grid-cols-2">
          <Field label="Nova senha" htmlFor={fields.password.id} errors={fields.password.errors} errorId={fields.password.errorId}>
            <Input
              {...getInputProps(fields.password, { type: "password" }, { first: focusesFirstField(lastResult) })}
              autoComplete="new-password"
            />
          </Field>
          <Field
            label="Confirmar nova senha"
            htmlFor={fields.confirm_password.id}
            errors={fields.confirm_password.errors}
            errorId={fields.confirm_password.errorId}
          >
            <Input {...getInputProps(fields.confirm_password, { type: "password" })} autoComplete="new-password" />
          </Field>
        </div>
        <PanelActions cancelHref={cancelHref} intent="reset-password" label="Redefinir senha" />
      </Form>
    </Card>
  );
}
