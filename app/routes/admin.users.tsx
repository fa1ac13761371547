import { parseForm, readForm, formFields } from "#app/lib/forms/read.server.ts";
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps, getSelectProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, href, Link, useNavigation, useSearchParams } from "react-router";
import { AdminTabs } from "#app/components/admin/admin-tabs.tsx";
import { ConfirmAction, ConfirmPanel } from "#app/components/confirm-action.tsx";
import { type DataTableColumn, DataTable } from "#app/components/data-table.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { ListFilterForm } from "#app/components/list-filter-form.tsx";
import { EmptyList, ResultCount } from "#app/components/list-results.tsx";
import { ListSearchBox } from "#app/components/list-search-box.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { ListPager } from "#app/components/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, Field, Input } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { ADMIN_PARAMS, idParamOf, USER_PANEL_PARAMS } from "#app/lib/admin/row-params.ts";
import { adminData } from "#app/lib/admin/screen-data.server.ts";
import { adminUserList, type AdminUserListParams } from "#app/lib/admin/user-list-params.ts";
import { handleIntent, refuse, runIntent, submitForm } from "#app/lib/actions/api-action.server.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { passwordResetFormSchema, userActiveFormSchema, userCreateFormSchema, userEditFormSchema } from "#app/lib/forms/admin.ts";
import { keepWithinPages, listUrlOf, readListState } from "#app/lib/lists/loader.server.ts";
import { listUrl } from "#app/lib/lists/state.ts";
import { apiOf } from "#app/services/api.server.ts";
import { createAdminUser, listAdminUsers, updateAdminUser } from "#app/services/admin.server.ts";
import { ADMIN_USER_MESSAGES, type AdminUser } from "#contract/auth/admin.ts";
import { DATA_INVALID } from "#contract/shared/errors.ts";
import { formValuesOf } from "#contract/fields/field-table.ts";
import { USER_FIELDS } from "#contract/auth/user-fields.ts";
import { TEAM_OPTIONS } from "#contract/shared/teams.ts";
import type { Pagination } from "#contract/shared/pagination.ts";
import type { Route } from "./+types/admin.users";

const HERE = href("/admin/users");
/** The loader's failure toast, and the empty list's text when it failed. */
const USERS_LOAD_FAILED = "Não foi possível carregar os usuários.";

/** A row's panel (edit, password, confirmation) opened over the list as it is: same search, same page. */
function panelHref(state: AdminUserListParams, param: (typeof USER_PANEL_PARAMS)[number], id: number) {
  const params = adminUserList.toSearchParams(state);
  params.set(param, String(id));
  return `${HERE}?${params}`;
}

export function meta() {
  return [{ title: "Usuários · Administração · Importadora" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readListState(request, adminUserList, USER_PANEL_PARAMS);
  const users = await adminData(listAdminUsers(apiOf(context), adminUserList.toApiQuery(state)), USERS_LOAD_FAILED);
  keepWithinPages(adminUserList, state, users);
  return data({ state, users: users.results, pagination: users.pagination });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const api = apiOf(context);
  // Every form posts to the address it is on: back to the same search and page, the panel closed.
  const back = listUrlOf(request, adminUserList);
  return handleIntent(formData, {
    create: () =>
      submitForm(context, parseForm(formData, userCreateFormSchema), (user) => createAdminUser(api, user), {
        intent: "create",
        hideFields: ["password"],
        failure: "Não foi possível criar o usuário.",
        success: ADMIN_USER_MESSAGES.created,
        redirectTo: back,
      }),
    edit: () =>
      submitForm(context, parseForm(formData, userEditFormSchema), (changes) => updateAdminUser(api, changes), {
        intent: "edit",
        failure: "Não foi possível salvar o usuário.",
        success: ADMIN_USER_MESSAGES.updated,
        redirectTo: back,
      }),
    "reset-password": () =>
      submitForm(context, parseForm(formData, passwordResetFormSchema), (reset) => updateAdminUser(api, reset), {
        intent: "reset-password",
        hideFields: ["password", "confirm_password"],
        failure: "Não foi possível redefinir a senha.",
        success: "Senha redefinida. As sessões do usuário foram encerradas.",
        redirectTo: back,
      }),
    "set-active": () => {
      const parsed = userActiveFormSchema.safeParse(formFields(formData));
      if (!parsed.success) return refuse(context, parsed.error.issues[0]?.message ?? DATA_INVALID, back);
      const { id, is_active } = parsed.data;
      return runIntent(context, () => updateAdminUser(api, { id, is_active }), {
        failure: "Não foi possível alterar a situação do usuário.",
        success: is_active ? "Usuário reativado." : "Usuário desativado. As sessões da conta foram encerradas.",
        redirectTo: back,
        back,
      });
    },
  });
}

type ActionData = Route.ComponentProps["actionData"];
const resultFor = (actionData: ActionData, intent: string) =>
  actionData && "intent" in actionData && actionData.intent === intent ? (actionData.result as SubmissionResult<string[]>) : undefined;

/** An e-mail that wraps, when it must, after the '@' rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <span className="break-words">{email}</span>;
  return (
    <span className="break-words">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}

const fullName = (user: AdminUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

export default function AdminUsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { state, users, pagination } = loaderData;
  const [params] = useSearchParams();
  const editing = users.find((user) => user.id === idParamOf(params, ADMIN_PARAMS.edit));
  const resetting = users.find((user) => user.id === idParamOf(params, ADMIN_PARAMS.password));
  const confirming = users.find((user) => user.id === idParamOf(params, ADMIN_PARAMS.active));
  // Where a panel's 'Cancelar' leads: the list as it was.
  const listHref = listUrl(adminUserList, state);
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Administração" subtitle="Usuários do escritório e listas de apoio dos formulários." />
      <AdminTabs />
      {/* Without JavaScript, the deactivation question is part of the page (`?situacao=<id>`). */}
      {confirming ? <ConfirmPanel {...activeConfirm(confirming)} cancelHref={listHref} /> : null}
      {editing ? (
        <EditUserCard key={`edit-${editing.id}`} user={editing} cancelHref={listHref} lastResult={resultFor(actionData, "edit")} />
      ) : null}
      {resetting ? (
        <PasswordResetCard
          key={`password-${resetting.id}`}
          user={resetting}
          cancelHref={listHref}
          lastResult={resultFor(actionData, "reset-password")}
        />
      ) : null}
      <NewUserCard lastResult={resultFor(actionData, "create")} />
      <UserList state={state} users={users} pagination={pagination} />
    </div>
  );
}

/** The users, a page at a time (the shared list state, search box, count and pager), by name as the API orders them. */
function UserList({ state, users, pagination }: { state: AdminUserListParams; users: AdminUser[]; pagination: Pagination }) {
  return (
    <section aria-labelledby="admin-users-heading" className="mt-8">
      <h2 id="admin-users-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Usuários
      </h2>
      <ListFilterForm list={adminUserList} state={state} label="Busca de usuários" submitLabel="Buscar">
        <ListSearchBox defaultValue={state.search} label="Buscar usuário" placeholder="Nome ou e-mail" />
      </ListFilterForm>
      <ResultCount total={pagination.total_items} failed={false} one="usuário" many="usuários" />
      {users.length === 0 ? (
        <EmptyList failed={false} emptyText="Nenhum usuário encontrado." failedText={USERS_LOAD_FAILED} />
      ) : (
        <DataTable caption="Usuários" columns={userColumns(state)} rows={users} rowKey={(user) => user.id} stackBelow="lg" />
      )}
      <ListPager list={adminUserList} state={state} pagination={pagination} />
    </section>
  );
}

const userColumns = (state: AdminUserListParams): DataTableColumn<AdminUser>[] => [
  { id: "nome", header: "Nome", stacked: "title", cell: (user) => <span className="font-medium text-slate-900">{fullName(user)}</span> },
  { id: "email", header: "E-mail", cell: (user) => <EmailText email={user.email} /> },
  {
    id: "equipe",
    header: "Equipe",
    nowrap: true,
    cell: (user) => (
      <>
        {user.team_name}
        {user.is_superuser ? <span className="ml-1 text-xs text-slate-600">(admin)</span> : null}
      </>
    ),
  },
  {
    id: "situacao",
    header: "Situação",
    nowrap: true,
    stacked: "corner",
    cellTestId: "user-status",
    cell: (user) => <Badge tone={user.is_active ? "success" : "neutral"}>{user.is_active ? "Ativo" : "Inativo"}</Badge>,
  },
  { id: "acesso", header: "Último acesso", nowrap: true, cell: (user) => (user.last_login ? formatDateTime(user.last_login) : "Nunca") },
  { id: "acoes", header: "Ações", width: "w-56", cell: (user) => <UserActions user={user} state={state} /> },
];

function UserActions({ user, state }: { user: AdminUser; state: AdminUserListParams }) {
  const name = fullName(user);
  const link = "text-sm font-medium text-primary hover:underline";
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1">
      <Link to={panelHref(state, ADMIN_PARAMS.edit, user.id)} preventScrollReset className={link} aria-label={`Editar ${name}`}>
        Editar
      </Link>
      <Link
        to={panelHref(state, ADMIN_PARAMS.password, user.id)}
        preventScrollReset
        className={link}
        aria-label={`Redefinir a senha de ${name}`}
      >
        Senha
      </Link>
      <ConfirmAction
        trigger={user.is_active ? "Desativar" : "Reativar"}
        triggerLabel={`${user.is_active ? "Desativar" : "Reativar"} ${name}`}
        triggerClassName={user.is_active ? "text-sm font-medium text-destructive hover:underline" : link}
        noJsHref={panelHref(state, ADMIN_PARAMS.active, user.id)}
        {...activeConfirm(user)}
      />
    </div>
  );
}

function activeConfirm(user: AdminUser) {
  const name = fullName(user);
  return user.is_active
    ? {
        title: "Desativar usuário",
        message: `Desativar ${name}? As sessões abertas terminam agora e a entrada fica bloqueada. Os registros criados por esta conta permanecem.`,
        confirmLabel: "Desativar",
        fields: { intent: "set-active", id: String(user.id), is_active: "false" },
      }
    : {
        title: "Reativar usuário",
        message: `Reativar ${name}? A entrada volta a ser permitida com a senha atual.`,
        confirmLabel: "Reativar",
        variant: "primary" as const,
        fields: { intent: "set-active", id: String(user.id), is_active: "true" },
      };
}

function useSaving(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

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

function NewUserCard({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const saving = useSaving("create");
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
          <Button type="submit" disabled={saving}>
            {saving ? "Criando..." : "Criar usuário"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function EditUserCard({ user, cancelHref, lastResult }: { user: AdminUser; cancelHref: string; lastResult?: SubmissionResult<string[]> }) {
  const saving = useSaving("edit");
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
        <div className="flex justify-end gap-2">
          <Link to={cancelHref} className={buttonClass("secondary")}>
            Cancelar
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? "Salvando..." : "Salvar"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function PasswordResetCard({
  user,
  cancelHref,
  lastResult,
}: {
  user: AdminUser;
  cancelHref: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const saving = useSaving("reset-password");
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
        <div className="flex justify-end gap-2">
          <Link to={cancelHref} className={buttonClass("secondary")}>
            Cancelar
          </Link>
          <Button type="submit" disabled={saving}>
            {saving ? "Salvando..." : "Redefinir senha"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
