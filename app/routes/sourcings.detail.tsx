import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { data, href, Link, redirect, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import { ConfirmAction, ConfirmPanel } from "~/components/confirm-action";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LinkGradePanel } from "~/components/sourcings/link-grade-form";
import { editOptionsOf, SourcingEditForm, SourcingInfoView, sourcingFormId } from "~/components/sourcings/sourcing-info-card";
import { SourcingStatusBadge, SourcingStatusPanel } from "~/components/sourcings/sourcing-status-control";
import { StatusBadge } from "~/components/sourcings/status-badge";
import { SourcingCommentsPanel } from "~/components/sourcings/sourcing-comments-panel";
import { SourcingFilesPanel } from "~/components/sourcings/sourcing-files-panel";
import { REMOVE_LINK_TITLE, removeLinkQuestion, SuppliersPanel } from "~/components/sourcings/suppliers-panel";
import { loadSourcingPanels } from "~/lib/sourcing-panels.server";
import { Button, buttonClass } from "~/components/ui/button";
import { useBackHref } from "~/hooks/use-back-href";
import { runIntent, submitForm } from "~/lib/api-action.server";
import { linkAddFormSchema, linkChangeFormSchema, sourcingEditFormSchema, sourcingStatusFormSchema, sourcingUpdateOf } from "~/lib/forms/sourcing";
import { notWhileSigningOut } from "~/lib/revalidate";
import { routeId } from "~/lib/route-id";
import { requireSourcingId, SOURCING_NOT_FOUND } from "~/lib/sourcing-id";
import { findUnlinkedSuppliers } from "~/lib/supplier-picker.server";
import { errorToast, type Toast } from "~/lib/toast";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import {
  addSourcingSupplier,
  alterSourcingSupplier,
  deleteSourcing,
  getSourcing,
  getSourcingLookups,
  listSourcingLinks,
  removeSourcingSupplier,
  updateSourcing,
} from "~/services/sourcings.server";
import { sessionContext } from "~/sessions.server";
import { idSchema } from "../../contract/ids";
import { isFinalLinkStatus } from "../../contract/link-statuses";
import type { Sourcing } from "../../contract/sourcings";
import type { SourcingSupplierLink } from "../../contract/suppliers";
import type { Route } from "./+types/sourcings.detail";
import type { loader as shellLoader } from "./shell";

export const shouldRevalidate = notWhileSigningOut;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData && "sourcing" in loaderData ? loaderData.sourcing.sourcing_descricao : "Sourcing";
  return [{ title: `${name} · Importadora` }];
}

const SEARCH_FAILED = "Falha ao buscar suppliers.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  if (id === null) return data({ notFound: true as const }, { status: 404 });
  const api = apiOf(context);
  const query = new URL(request.url).searchParams;
  const editing = query.get("editar") === "1";
  const [sourcing, links, lookups, panels] = await Promise.all([
    settle(getSourcing(api, id)),
    settle(listSourcingLinks(api, id)),
    editing ? settle(getSourcingLookups(api)) : Promise.resolve(null),
    loadSourcingPanels(api, id),
  ]);
  if (sourcing instanceof ApiFailure && sourcing.status !== 404) {
    throw data(sourcing.messageOr("Falha ao carregar sourcing"), { status: sourcing.status });
  }
  if (!sourcing || sourcing instanceof ApiFailure) return data({ notFound: true as const }, { status: 404 });

  const toasts: Toast[] = [...panels.toasts];
  if (lookups instanceof ApiFailure) toasts.push(errorToast(lookups.messageOr("Falha ao carregar dropdowns")));
  const linked = links instanceof ApiFailure ? [] : links;

  // Without JavaScript the picker is a GET search (`?buscar=`) answered here, with the same rules.
  const buscar = (query.get("buscar") ?? "").trim().slice(0, 200);
  let search: { query: string; results: Awaited<ReturnType<typeof findUnlinkedSuppliers>> } | null = null;
  if (buscar) {
    const results = await settle(findUnlinkedSuppliers(api, buscar, new Set(linked.map((link) => link.id_supplier))));
    if (results instanceof ApiFailure) toasts.push(errorToast(results.messageOr(SEARCH_FAILED)));
    search = { query: buscar, results: results instanceof ApiFailure ? [] : results };
  }

  return data({
    notFound: false as const,
    sourcing,
    links: linked,
    linksFailed: links instanceof ApiFailure,
    lookups: lookups instanceof ApiFailure ? null : lookups,
    search,
    files: panels.files,
    comments: panels.comments,
    toasts,
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = requireSourcingId(params.id);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "update":
      return updateIntent(context, id, formData);
    case "status":
      return statusIntent(context, id, formData);
    case "delete":
      return deleteIntent(context, id);
    case "add-supplier":
      return addSupplierIntent(context, id, formData);
    case "link-status":
      return linkStatusIntent(context, id, formData);
    case "remove-supplier":
      return removeSupplierIntent(context, id, formData);
    default:
      throw data("Ação desconhecida.", { status: 400 });
  }
}

type ActionContext = Route.ActionArgs["context"];
const sourcingHref = (id: number) => href("/sourcings/:id", { id: String(id) });
const UPDATE_FAILED = "Falha ao atualizar sourcing.";
const UPDATED = "Sourcing atualizado!";
const LINK_SAVED = "Supplier adicionado/atualizado!";

function fail(context: ActionContext, message: string, to: string): never {
  context.get(sessionContext).flash(errorToast(message));
  throw redirect(to);
}

function updateIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseWithZod(formData, { schema: sourcingEditFormSchema });
  return submitForm(context, submission, (value) => updateSourcing(apiOf(context), { ...value, id }), {
    intent: "update",
    failure: UPDATE_FAILED,
    success: UPDATED,
    redirectTo: sourcingHref(id),
  });
}

/** The header badge: the process status changes, everything else is sent as it is saved now. */
function statusIntent(context: ActionContext, id: number, formData: FormData) {
  const here = sourcingHref(id);
  const submission = parseWithZod(formData, { schema: sourcingStatusFormSchema });
  if (submission.status !== "success") fail(context, UPDATE_FAILED, here);
  const { status } = submission.value;
  const api = apiOf(context);
  return runIntent(
    context,
    async () => {
      const current = await getSourcing(api, id);
      if (!current) throw new ApiFailure(404, SOURCING_NOT_FOUND);
      return updateSourcing(api, sourcingUpdateOf(current, { status }));
    },
    { failure: UPDATE_FAILED, success: UPDATED, redirectTo: here, back: here },
  );
}

function deleteIntent(context: ActionContext, id: number) {
  return runIntent(context, () => deleteSourcing(apiOf(context), id), {
    failure: "Falha ao deletar sourcing.",
    success: "Sourcing deletado!",
    redirectTo: href("/sourcings"),
    back: sourcingHref(id),
  });
}

function addSupplierIntent(context: ActionContext, id: number, formData: FormData) {
  const here = sourcingHref(id);
  const submission = parseWithZod(formData, { schema: linkAddFormSchema });
  if (submission.status !== "success") {
    fail(context, Object.values(submission.error ?? {}).flat()[0] ?? "Falha ao adicionar supplier.", here);
  }
  const link = { id_sourcing: id, ...submission.value };
  return runIntent(context, () => addSourcingSupplier(apiOf(context), link), {
    failure: "Falha ao adicionar supplier.",
    success: LINK_SAVED,
    redirectTo: here,
    back: here,
  });
}

/** A final status is sent only once nota and justificativa are given: without JavaScript the page asks first. */
function linkStatusIntent(context: ActionContext, id: number, formData: FormData) {
  const here = sourcingHref(id);
  const submission = parseWithZod(formData, { schema: linkChangeFormSchema });
  if (submission.status === "success" && isFinalLinkStatus(submission.value.status) && !submission.value.confirmed) {
    throw redirect(`${here}?${new URLSearchParams({ status_link: String(submission.value.id_supplier), status: submission.value.status })}`);
  }
  return submitForm(
    context,
    submission,
    ({ confirmed: _confirmed, ...change }) => alterSourcingSupplier(apiOf(context), { id_sourcing: id, ...change }),
    { intent: "link-status", failure: "Falha ao atualizar status.", success: LINK_SAVED, redirectTo: here },
  );
}

function removeSupplierIntent(context: ActionContext, id: number, formData: FormData) {
  const here = sourcingHref(id);
  const supplier = idSchema("Falha ao remover supplier.").safeParse(formData.get("id_supplier"));
  if (!supplier.success) fail(context, "Falha ao remover supplier.", here);
  return runIntent(context, () => removeSourcingSupplier(apiOf(context), { id_sourcing: id, id_supplier: supplier.data }), {
    failure: "Falha ao remover supplier.",
    success: "Supplier removido do sourcing!",
    redirectTo: here,
    back: here,
  });
}

export default function SourcingPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFound />;
  return <SourcingScreen {...loaderData} actionData={actionData} />;
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{SOURCING_NOT_FOUND}</h1>
      <Link to={href("/sourcings")} className={buttonClass("secondary")}>
        <ArrowLeft aria-hidden className="size-4" /> Voltar para Sourcings
      </Link>
    </div>
  );
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { notFound: false }>;
type ActionData = Route.ComponentProps["actionData"];

function SourcingScreen({ sourcing, links, linksFailed, lookups, search, files, comments, actionData }: Loaded & { actionData: ActionData }) {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  const [params] = useSearchParams();
  const updateResult = actionData?.intent === "update" ? actionData.result : undefined;
  const editing = params.get("editar") === "1" || Boolean(updateResult);
  const backHref = useBackHref(href("/sourcings"));
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update";
  const here = sourcingHref(sourcing.sourcing_id);

  return (
    <div className="mx-auto max-w-7xl">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-64 flex-1 items-start gap-3">
          <Link to={backHref} className={buttonClass("ghost", "shrink-0 px-2")} aria-label="Voltar para Sourcings">
            <ArrowLeft aria-hidden className="size-5" />
          </Link>
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{sourcing.sourcing_descricao}</h1>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
              <span>ID {sourcing.sourcing_id}</span>
              <SourcingStatusBadge status={sourcing.sourcing_status} interactive={!editing} />
              {sourcing.sourcing_atrasado ? <StatusBadge status="Atrasado" /> : null}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Link to={here} replace preventScrollReset className={buttonClass("secondary")}>
                Cancelar
              </Link>
              <Button type="submit" form={sourcingFormId(sourcing)} disabled={saving}>
                {saving ? "Salvando..." : "Salvar"}
              </Button>
            </>
          ) : (
            <>
              <Link to="?editar=1" replace preventScrollReset className={buttonClass("secondary")}>
                <Pencil aria-hidden className="size-4" /> Editar
              </Link>
              <ConfirmAction
                title="Excluir sourcing"
                message="Tem certeza que deseja excluir este sourcing?"
                fields={{ intent: "delete" }}
                confirmLabel="Excluir"
                noJsHref="?excluir=1"
                triggerClassName={buttonClass("destructive")}
                trigger={
                  <>
                    <Trash2 aria-hidden className="size-4" /> Excluir
                  </>
                }
              />
            </>
          )}
        </div>
      </div>

      <NoScriptPanels sourcing={sourcing} links={links} linkResult={actionData?.intent === "link-status" ? actionData.result : undefined} />

      {/* Two columns on wide screens: the information and the suppliers, then the files and the comments. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {editing ? (
          <SourcingEditForm sourcing={sourcing} options={editOptionsOf(sourcing, lookups)} lastResult={updateResult} />
        ) : (
          <SourcingInfoView sourcing={sourcing} />
        )}
        <SuppliersPanel sourcingId={sourcing.sourcing_id} links={links} failed={linksFailed} search={search} />
        <SourcingFilesPanel sourcingId={sourcing.sourcing_id} files={files} />
        <SourcingCommentsPanel sourcingId={sourcing.sourcing_id} comments={comments} currentUserId={shell?.profile.id ?? 0} />
      </div>
    </div>
  );
}

type LinkResult = NonNullable<ActionData>["result"];

/** Without JavaScript, dialogs are part of the page, chosen by the query (`?excluir=1`, `?status=1`, ...). */
function NoScriptPanels({ sourcing, links, linkResult }: { sourcing: Sourcing; links: SourcingSupplierLink[]; linkResult?: LinkResult }) {
  const [params] = useSearchParams();
  const here = sourcingHref(sourcing.sourcing_id);
  const linkOf = (name: string) => links.find((link) => String(link.id_supplier) === params.get(name));

  if (params.get("excluir") === "1") {
    return (
      <ConfirmPanel
        title="Excluir sourcing"
        message="Tem certeza que deseja excluir este sourcing?"
        fields={{ intent: "delete" }}
        confirmLabel="Excluir"
        cancelHref={here}
      />
    );
  }
  const graded = linkOf("status_link");
  const finalStatus = params.get("status");
  if (graded && finalStatus && isFinalLinkStatus(finalStatus)) {
    return <LinkGradePanel link={graded} status={finalStatus} cancelHref={here} lastResult={linkResult} />;
  }
  if (params.get("status") === "1") return <SourcingStatusPanel status={sourcing.sourcing_status} cancelHref={here} />;
  const removed = linkOf("remover");
  if (removed) {
    return (
      <ConfirmPanel
        title={REMOVE_LINK_TITLE}
        message={removeLinkQuestion(removed.supplier_nome)}
        fields={{ intent: "remove-supplier", id_supplier: String(removed.id_supplier) }}
        confirmLabel="Remover"
        cancelHref={here}
      />
    );
  }
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
