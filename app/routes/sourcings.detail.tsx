import { lazy, Suspense } from "react";
import { data, href, useRouteLoaderData, useSearchParams } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { RecordNotFound } from "#app/components/record-not-found.tsx";
import { ANSWERS_PARAM, AnswersPanel, rfqCountsOf } from "#app/components/sourcings/answers-panel.tsx";
import { ItemsPanel } from "#app/components/sourcings/items-panel.tsx";
import { LazyAnswersTable, loadAnswersTable } from "#app/components/sourcings/lazy-answers-table.tsx";
import { SourcingDetailHeader } from "#app/components/sourcings/sourcing-detail-header.tsx";
import { SourcingCommentsPanel } from "#app/components/sourcings/sourcing-comments-panel.tsx";
import { SourcingFilesPanel } from "#app/components/sourcings/sourcing-files-panel.tsx";
import { SourcingInfoView } from "#app/components/sourcings/sourcing-info-card.tsx";
import { SourcingNoScriptPanels } from "#app/components/sourcings/sourcing-no-script-panels.tsx";
import { SuppliersPanel } from "#app/components/sourcings/suppliers-panel.tsx";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import { handleIntent } from "#app/lib/actions/api-action.server.ts";
import { loadSourcingChanges } from "#app/lib/activity/panel.server.ts";
import { readForm } from "#app/lib/forms/read.server.ts";
import { productPickerSearchOf } from "#app/lib/products/picker.server.ts";
import { conflictOf } from "#app/lib/records/conflict.ts";
import { detailRequest, lookupsOrNull, lookupsWhileEditing, notFound, recordOrNull } from "#app/lib/records/detail-loader.server.ts";
import { requireSourcingId } from "#app/lib/records/route-id.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import type { Toast } from "#app/lib/shell/toast.ts";
import { loadSourcingPanels } from "#app/lib/sourcings/panels.server.ts";
import { allSuppliersShown, linkViewOf, suppliersPanelOf } from "#app/lib/sourcings/panels.ts";
import { rfqViewOf } from "#app/lib/sourcings/rfq-messages.ts";
import { supplierPickerSearchOf } from "#app/lib/suppliers/picker.server.ts";
import { ApiFailure, settle } from "#app/services/api.server.ts";
import {
  getRfqAnswers,
  getSourcing,
  getSourcingLookups,
  listRfqs,
  listSourcingItems,
  listSourcingLinks,
} from "#app/services/sourcings.server.ts";
import { SOURCING_SUPPLIERS_PAGE_SIZE } from "#contract/shared/limits.ts";
import { SOURCING_NOT_FOUND } from "#contract/sourcings/sourcing-rules.ts";
import { saoPauloDay } from "#contract/time/days.ts";
import type { Route } from "./+types/sourcings.detail";
import type { loader as shellLoader } from "./shell";
import {
  addItemIntent,
  addSupplierIntent,
  createRfqIntent,
  deleteIntent,
  linkStatusIntent,
  removeItemIntent,
  removeSupplierIntent,
  revokeRfqIntent,
  statusIntent,
  updateIntent,
} from "./sourcings.detail.server.ts";

export const shouldRevalidate = notWhileSigningOut;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData && "sourcing" in loaderData ? loaderData.sourcing.sourcing_descricao : "Sourcing";
  return [{ title: `${name} · Importadora` }];
}

export async function loader(args: Route.LoaderArgs) {
  const start = detailRequest(args);
  if (!start) return notFound();
  const { id, api, query } = start;
  const changesToasts: Toast[] = [];
  // The answers only when shown (`?respostas=1`): the rest of the time the panel counts them from the links' statuses.
  const answersShown = query.get(ANSWERS_PARAM) === "1";
  const [settled, links, items, rfqs, answers, lookups, panels, changes] = await Promise.all([
    settle(getSourcing(api, id)),
    settle(listSourcingLinks(api, id)),
    settle(listSourcingItems(api, id)),
    settle(listRfqs(api, id)),
    answersShown ? settle(getRfqAnswers(api, id)) : undefined,
    lookupsWhileEditing(start, getSourcingLookups),
    loadSourcingPanels(api, id, query),
    loadSourcingChanges(api, id, query, changesToasts),
  ]);
  const found = recordOrNull(settled, "Falha ao carregar sourcing");
  if (!found) return notFound();
  // Its suppliers and files are the panels' own lists (`links`, `files`): the page does not carry them twice.
  const { suppliers: _suppliers, sourcing_files: _files, ...sourcing } = found;

  const toasts: Toast[] = [...panels.toasts, ...changesToasts];
  const editLookups = lookupsOrNull(lookups, toasts);
  const linked = links instanceof ApiFailure ? [] : links;
  const asked = items instanceof ApiFailure ? [] : items;
  // The panel's first entries, in their order, unless all are asked for (`?fornecedores=todos`); the picker's
  // exclusions (below, and the picker's own route) are made of all of them.
  const shownLinks = allSuppliersShown(query) ? linked : linked.slice(0, SOURCING_SUPPLIERS_PAGE_SIZE);
  const shownIds = new Set(shownLinks.map((link) => link.id_supplier));
  const requests = rfqs instanceof ApiFailure ? [] : rfqs;

  // Without JavaScript the pickers are GET searches (`?buscar=`, `?buscar_produto=`) answered here, with the same rules.
  const [search, productSearch] = await Promise.all([
    supplierPickerSearchOf(
      api,
      query,
      linked.map((link) => link.id_supplier),
      toasts,
    ),
    productPickerSearchOf(
      api,
      query,
      asked.map((item) => item.id_product),
      toasts,
    ),
  ]);

  return data({
    notFound: false as const,
    sourcing,
    links: shownLinks.map(linkViewOf),
    suppliersTotal: linked.length,
    linksFailed: links instanceof ApiFailure,
    items: asked,
    itemsFailed: items instanceof ApiFailure,
    rfqs: requests.filter((status) => shownIds.has(status.id_supplier)).map(rfqViewOf),
    rfqCounts: rfqCountsOf(requests),
    answers: answers instanceof ApiFailure ? null : answers,
    now: new Date().toISOString(),
    productSearch,
    lookups: editLookups,
    search,
    files: panels.files,
    comments: panels.comments,
    olderComments: panels.olderComments,
    confirmingComment: panels.confirmingComment,
    changes,
    toasts,
  });
}

/**
 * Asked for with JavaScript (the 'Mostrar respostas' link), the answers come with their table's code: the panel is
 * not drawn without the table first, which would leave the page scrolled short of the panel's anchor.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const shown = new URL(request.url).searchParams.get(ANSWERS_PARAM) === "1";
  const [data] = await Promise.all([serverLoader(), shown ? loadAnswersTable() : undefined]);
  return data;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = requireSourcingId(params.id);
  const formData = await readForm(request);
  // A change made with all the suppliers shown comes back to them (the forms post to the page's own address).
  const panel = suppliersPanelOf(id, allSuppliersShown(new URL(request.url).searchParams));
  return handleIntent(formData, {
    update: () => updateIntent(context, id, formData),
    status: () => statusIntent(context, id, formData),
    delete: () => deleteIntent(context, id),
    "add-supplier": () => addSupplierIntent(context, id, formData, panel),
    "link-status": () => linkStatusIntent(context, id, formData, panel),
    "remove-supplier": () => removeSupplierIntent(context, id, formData, panel),
    "add-item": () => addItemIntent(context, id, formData),
    "rfq-create": () => createRfqIntent(context, id, formData, panel),
    "rfq-revoke": () => revokeRfqIntent(context, id, formData, panel),
    "remove-item": () => removeItemIntent(context, id, formData),
  });
}

export default function SourcingPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound)
    return <RecordNotFound message={SOURCING_NOT_FOUND} backHref={href("/sourcings")} backLabel="Voltar para Sourcings" />;
  return <SourcingScreen {...loaderData} actionData={actionData} />;
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { notFound: false }>;
type ActionData = Route.ComponentProps["actionData"];

// Not part of the page's first load: the information card's edit form (Conform and zod), a quote request link just
// created (after its dialog), the answers' table (shown when asked), all fetched once the browser is idle (the
// answers' table and the final-status question without JavaScript are lazy in their own modules). The server renders
// each as any other part when the address or the action's reply opens it.
const loadEditForm = () => import("#app/components/sourcings/sourcing-edit-form.tsx");
const loadRfqCreated = () => import("#app/components/sourcings/rfq-created.tsx");
const SourcingEditForm = lazy(loadEditForm);
const RfqCreated = lazy(loadRfqCreated);

function SourcingScreen({
  sourcing,
  links,
  suppliersTotal,
  linksFailed,
  items,
  itemsFailed,
  rfqs,
  rfqCounts,
  answers,
  now,
  lookups,
  search,
  productSearch,
  files,
  comments,
  olderComments,
  confirmingComment,
  changes,
  actionData,
}: Loaded & { actionData: ActionData }) {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  const [params] = useSearchParams();
  const updateResult = actionData?.intent === "update" ? actionData.result : undefined;
  const editing = params.get("editar") === "1" || Boolean(updateResult);
  // The answers once the sourcing has products and asked at least one supplier (a failed read says so there).
  const showAnswers = answers ? answers.itens.length > 0 && answers.suppliers.length > 0 : items.length > 0 && rfqCounts.asked > 0;
  const created = actionData?.intent === "rfq-create" && "saved" in actionData ? actionData.saved : undefined;
  useIdlePrefetch(loadEditForm);
  useIdlePrefetch(loadRfqCreated);
  useIdlePrefetch(loadAnswersTable);

  return (
    <div className="mx-auto max-w-7xl">
      <SourcingDetailHeader sourcing={sourcing} editing={editing} />

      {created !== undefined ? (
        <Suspense fallback={null}>
          <RfqCreated
            saved={created}
            links={links}
            sourcing={sourcing.sourcing_descricao}
            items={items}
            closeHref={suppliersPanelOf(sourcing.sourcing_id, allSuppliersShown(params)).here}
          />
        </Suspense>
      ) : (
        // A link just created ends its own form (still named in the address without JavaScript).
        <SourcingNoScriptPanels
          sourcing={sourcing}
          links={links}
          items={items}
          rfqs={rfqs}
          now={new Date(now)}
          linkResult={actionData?.intent === "link-status" ? actionData.result : undefined}
        />
      )}

      {/* Two columns on wide screens: the information and the suppliers, then the files and the comments. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {editing ? (
          // While the form's code is on its way, the card stays as it was.
          <Suspense fallback={<SourcingInfoView sourcing={sourcing} />}>
            <SourcingEditForm sourcing={sourcing} lookups={lookups} lastResult={updateResult} conflict={conflictOf(actionData)} />
          </Suspense>
        ) : (
          <SourcingInfoView sourcing={sourcing} />
        )}
        <SuppliersPanel
          sourcingId={sourcing.sourcing_id}
          links={links}
          total={suppliersTotal}
          failed={linksFailed}
          search={search}
          rfqs={rfqs}
          now={new Date(now)}
        />
        <ItemsPanel sourcingId={sourcing.sourcing_id} items={items} failed={itemsFailed} search={productSearch} />
        <SourcingFilesPanel sourcingId={sourcing.sourcing_id} files={files} />
        {showAnswers ? (
          <AnswersPanel
            answers={answers}
            counts={rfqCounts}
            table={(shown, headingId) => <LazyAnswersTable answers={shown} headingId={headingId} today={saoPauloDay(new Date(now))} />}
          />
        ) : null}
        <SourcingCommentsPanel
          sourcingId={sourcing.sourcing_id}
          comments={comments}
          olderComments={olderComments}
          confirming={confirmingComment}
          currentUserId={shell?.profile.id ?? 0}
          changes={changes}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
