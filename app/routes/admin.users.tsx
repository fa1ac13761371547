import type { SubmissionResult } from "@conform-to/react";
import { data, href, Link, useSearchParams } from "react-router";
import { AdminTabs } from "#app/components/admin/admin-tabs.tsx";
import { EditUserCard, NewUserCard, PasswordResetCard } from "#app/components/admin/user-forms.tsx";
import { ConfirmAction, ConfirmPanel } from "#app/components/confirm-action.tsx";
import { type DataTableColumn, DataTable } from "#app/components/data-table.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { ListFilterForm } from "#app/components/list-filter-form.tsx";
import { EmptyList, ResultCount } from "#app/components/list-results.tsx";
import { ListSearchBox } from "#app/components/list-search-box.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { ListPager } from "#app/components/pager.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { ADMIN_PARAMS, idParamOf, USER_PANEL_PARAMS } from "#app/lib/admin/row-params.ts";
import { adminData } from "#app/lib/admin/screen-data.server.ts";
import { fullName } from "#app/lib/admin/user-name.ts";
import { adminUserList, type AdminUserListParams } from "#app/lib/admin/user-list-params.ts";
import { formatDateTime } from "#app/lib/format.ts";
import { keepWithinPages, readListState } from "#app/lib/lists/loader.server.ts";
import { listUrl } from "#app/lib/lists/state.ts";
import { apiOf } from "#app/services/api.server.ts";
import { listAdminUsers } from "#app/services/admin.server.ts";
import type { AdminUser } from "#contract/auth/admin.ts";
import type { Pagination } from "#contract/shared/pagination.ts";
import type { Route } from "./+types/admin.users";
import { adminUsersAction } from "./admin.users.server.ts";

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

export function action(args: Route.ActionArgs) {
  return adminUsersAction(args);
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
