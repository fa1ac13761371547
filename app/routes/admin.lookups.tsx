import { readForm, formFields } from "#app/lib/forms/read.server.ts";
import { data, Form, href, Link, useSearchParams } from "react-router";
import type { z } from "zod";
import { AdminTabs } from "#app/components/admin/admin-tabs.tsx";
import { ConfirmAction, ConfirmPanel } from "#app/components/confirm-action.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, Input } from "#app/components/ui/field.tsx";
import { ADMIN_PARAMS, lookupKey } from "#app/lib/admin/row-params.ts";
import { adminData } from "#app/lib/admin/screen-data.server.ts";
import { handleIntent, refuse, runIntent } from "#app/lib/actions/api-action.server.ts";
import { LOOKUP_KIND_UNKNOWN, lookupAddFormSchema, lookupDeleteFormSchema, lookupRenameFormSchema } from "#app/lib/forms/admin.ts";
import { apiOf } from "#app/services/api.server.ts";
import { addLookup, deleteLookup, listAdminLookup, renameLookup } from "#app/services/admin.server.ts";
import {
  type AdminLookup,
  isLookupKind,
  LOOKUP_KIND_LIST,
  LOOKUP_KINDS,
  LOOKUP_MESSAGES,
  LOOKUP_NAME_MAX,
  lookupIdSchema,
  lookupInUse,
  type LookupKind,
} from "#contract/auth/admin.ts";
import { DATA_INVALID } from "#contract/shared/errors.ts";
import type { Route } from "./+types/admin.lookups";

const HERE = href("/admin/lookups");

export function meta() {
  return [{ title: "Listas de apoio · Administração · Importadora" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const api = apiOf(context);
  const lists = await adminData(
    Promise.all(LOOKUP_KIND_LIST.map(async (kind) => ({ kind, values: await listAdminLookup(api, kind) }))),
    "Não foi possível carregar as listas de apoio.",
  );
  return data({ lists });
}

/** The form's fields by `schema`; invalid input goes back with its message in the 'Erro' toast. */
function parsed<S extends z.ZodType>(context: Route.ActionArgs["context"], schema: S, formData: FormData, back: string): z.output<S> {
  const result = schema.safeParse(formFields(formData));
  if (!result.success) return refuse(context, result.error.issues[0]?.message ?? DATA_INVALID, back);
  return result.data;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const api = apiOf(context);
  // Every way back names the list in its address (`#lista-<kind>`): the list is checked before anything is built
  // from it, since a raw value would put line breaks or any character into the `Location` header.
  const sentKind = formData.get("kind");
  if (!isLookupKind(sentKind)) return refuse(context, LOOKUP_KIND_UNKNOWN, HERE);
  const anchor = `${HERE}#lista-${sentKind}`;
  return handleIntent(formData, {
    add: () => {
      const { kind, nome } = parsed(context, lookupAddFormSchema, formData, anchor);
      return runIntent(context, () => addLookup(api, kind, nome), {
        failure: "Não foi possível adicionar o item.",
        success: LOOKUP_MESSAGES.added,
        redirectTo: anchor,
        back: anchor,
      });
    },
    rename: () => {
      // The rename form again (`?renomear=<kind>.<id>`) when the id is one, else the list.
      const sentId = lookupIdSchema.safeParse(formData.get("id"));
      const retry = sentId.success
        ? `${HERE}?${new URLSearchParams({ [ADMIN_PARAMS.rename]: lookupKey(sentKind, sentId.data) })}#lista-${sentKind}`
        : anchor;
      const { kind, id, nome } = parsed(context, lookupRenameFormSchema, formData, retry);
      return runIntent(context, () => renameLookup(api, kind, id, nome), {
        failure: "Não foi possível renomear o item.",
        success: LOOKUP_MESSAGES.renamed,
        redirectTo: anchor,
        back: retry,
      });
    },
    delete: () => {
      const { kind, id } = parsed(context, lookupDeleteFormSchema, formData, HERE);
      return runIntent(context, () => deleteLookup(api, kind, id), {
        failure: "Não foi possível excluir o item.",
        success: LOOKUP_MESSAGES.deleted,
        redirectTo: anchor,
        back: anchor,
      });
    },
  });
}

export default function AdminLookupsPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const renaming = params.get(ADMIN_PARAMS.rename);
  const removing = params.get(ADMIN_PARAMS.remove);
  // A value in use cannot be deleted: its row says so, and no confirmation is offered for it.
  const removed = loaderData.lists.flatMap(({ kind, values }) =>
    values.filter((value) => lookupKey(kind, value.id) === removing && value.em_uso === 0).map((value) => ({ kind, value })),
  )[0];
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Administração" subtitle="Usuários do escritório e listas de apoio dos formulários." />
      <AdminTabs />
      {removed ? <ConfirmPanel {...deleteConfirm(removed.kind, removed.value)} cancelHref={HERE} /> : null}
      <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
        {loaderData.lists.map(({ kind, values }) => (
          <LookupCard key={kind} kind={kind} values={values} renaming={renaming} />
        ))}
      </div>
    </div>
  );
}

function deleteConfirm(kind: LookupKind, value: AdminLookup) {
  return {
    title: "Excluir item",
    message: `Excluir "${value.nome}" de ${LOOKUP_KINDS[kind]}?`,
    confirmLabel: "Excluir",
    fields: { intent: "delete", kind, id: String(value.id) },
  };
}

/** How many records use the value: 'Sem uso', or the refusal a delete would meet ('Em uso por 8 registros.'), said before asking. */
const inUseText = (count: number) => (count === 0 ? "Sem uso" : lookupInUse(count));

function LookupCard({ kind, values, renaming }: { kind: LookupKind; values: AdminLookup[]; renaming: string | null }) {
  const link = "text-sm font-medium text-primary hover:underline";
  return (
    <Card title={LOOKUP_KINDS[kind]} id={`lista-${kind}`}>
      <ul className="-mt-2 divide-y divide-border" data-testid={`lookup-${kind}`}>
        {values.map((value) =>
          renaming === lookupKey(kind, value.id) ? (
            <li key={value.id} className="py-2">
              <Form method="post" action={HERE} className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="intent" value="rename" />
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="id" value={value.id} />
                <Input
                  name="nome"
                  defaultValue={value.nome}
                  aria-label={`Novo nome de ${value.nome}`}
                  maxLength={LOOKUP_NAME_MAX}
                  required
                  className="min-w-0 flex-1"
                  autoFocus
                />
                <Button type="submit">Salvar</Button>
                <Link to={`${HERE}#lista-${kind}`} className={buttonClass("secondary")}>
                  Cancelar
                </Link>
              </Form>
            </li>
          ) : (
            <li key={value.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 break-words text-sm text-slate-900">
                {value.nome}
                <span id={`uso-${lookupKey(kind, value.id)}`} className="ml-2 text-xs text-slate-600" data-testid="lookup-uses">
                  {inUseText(value.em_uso)}
                </span>
              </span>
              <span className="ml-auto flex gap-3">
                <Link
                  to={`?${ADMIN_PARAMS.rename}=${lookupKey(kind, value.id)}#lista-${kind}`}
                  preventScrollReset
                  className={link}
                  aria-label={`Renomear ${value.nome}`}
                >
                  Renomear
                </Link>
                {value.em_uso > 0 ? (
                  // Deleting would be refused: the button says why beside the name, instead of asking first.
                  <button
                    type="button"
                    disabled
                    aria-label={`Excluir ${value.nome}`}
                    aria-describedby={`uso-${lookupKey(kind, value.id)}`}
                    className="cursor-not-allowed text-sm font-medium text-slate-500"
                  >
                    Excluir
                  </button>
                ) : (
                  <ConfirmAction
                    trigger="Excluir"
                    triggerLabel={`Excluir ${value.nome}`}
                    triggerClassName="text-sm font-medium text-destructive hover:underline"
                    noJsHref={`?${ADMIN_PARAMS.remove}=${lookupKey(kind, value.id)}`}
                    {...deleteConfirm(kind, value)}
                  />
                )}
              </span>
            </li>
          ),
        )}
        {values.length === 0 ? <li className="py-2 text-sm text-slate-600">Nenhum item.</li> : null}
      </ul>
      <Form method="post" action={HERE} className="mt-4 flex gap-2">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="kind" value={kind} />
        <Input
          name="nome"
          placeholder="Novo item"
          aria-label={`Novo item de ${LOOKUP_KINDS[kind]}`}
          maxLength={LOOKUP_NAME_MAX}
          required
          className="min-w-0 flex-1"
        />
        <Button type="submit">Adicionar</Button>
      </Form>
    </Card>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
