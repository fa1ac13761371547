import { parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { lazy, Suspense } from "react";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { data, href, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import { RemoveMemberPanel } from "#app/components/remove-member.tsx";
import { DeleteConfirmPanel, DetailHeader } from "#app/components/detail-header.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { RecordNotFound } from "#app/components/record-not-found.tsx";
import { SourcingInfoView, sourcingFormId } from "#app/components/sourcings/sourcing-info-card.tsx";
import { SourcingStatusBadge, SourcingStatusPanel } from "#app/components/sourcings/sourcing-status-control.tsx";
import { StatusBadge } from "#app/components/sourcings/status-badge.tsx";
import { SourcingCommentsPanel } from "#app/components/sourcings/sourcing-comments-panel.tsx";
import { SourcingFilesPanel } from "#app/components/sourcings/sourcing-files-panel.tsx";
import { removeLinkQuestion, SuppliersPanel } from "#app/components/sourcings/suppliers-panel.tsx";
import { loadSourcingPanels } from "#app/lib/sourcings/panels.server.ts";
import {
  ALL_SUPPLIERS,
  allSuppliersShown,
  type LinkView,
  linkViewOf,
  itemAnchor,
  SUPPLIERS_PANEL_ID,
  SUPPLIERS_SHOWN_PARAM,
} from "#app/lib/sourcings/panels.ts";
import { SOURCING_SUPPLIERS_PAGE_SIZE } from "#contract/shared/limits.ts";
import { ItemsPanel, REMOVE_ITEM_PARAM } from "#app/components/sourcings/items-panel.tsx";
import { RFQ_ASK_PARAM, RFQ_REVOKE_PARAM, RfqAskPanel, RfqRevokePanel } from "#app/components/sourcings/rfq-controls.tsx";
import type { CreatedRfq } from "#app/components/sourcings/rfq-created.tsx";
import { ANSWERS_PARAM, AnswersPanel, rfqCountsOf } from "#app/components/sourcings/answers-panel.tsx";
import type { AnswersTable as AnswersTableView } from "#app/components/sourcings/answers-matrix.tsx";
import { RFQ_CREATED, RFQ_REVOKED } from "#contract/rfq/rfq-rules.ts";
import { saoPauloDay } from "#contract/time/days.ts";
import { type RfqView, rfqViewOf } from "#app/lib/sourcings/rfq-messages.ts";
import { productPickerSearchOf } from "#app/lib/products/picker.server.ts";
import { ITEM_ADDED, ITEM_REMOVED } from "#contract/sourcings/sourcing-item-rules.ts";
import type { SourcingItem } from "#contract/sourcings/sourcing-items.ts";
import { loadSourcingChanges } from "#app/lib/activity/panel.server.ts";
import { useBackHref } from "#app/hooks/use-back-href.ts";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import { handleIntent, refuse, runIntent, submitForm } from "#app/lib/actions/api-action.server.ts";
import { detailRequest, lookupsOrNull, lookupsWhileEditing, notFound, recordOrNull } from "#app/lib/records/detail-loader.server.ts";
import {
  itemAddFormSchema,
  rfqFormSchema,
  linkAddFormSchema,
  linkChangeFormSchema,
  sourcingEditFormSchema,
  sourcingStatusFormSchema,
  sourcingUpdateOf,
} from "#app/lib/forms/sourcing.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { requireSourcingId } from "#app/lib/records/route-id.ts";
import { supplierPickerSearchOf } from "#app/lib/suppliers/picker.server.ts";
import type { Toast } from "#app/lib/shell/toast.ts";
import { type ApiClient, ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import {
  addSourcingItem,
  createRfq,
  addSourcingSupplier,
  alterSourcingSupplier,
  deleteSourcing,
  getSourcing,
  getSourcingLookups,
  getRfqAnswers,
  listRfqs,
  listSourcingItems,
  listSourcingLinks,
  removeSourcingItem,
  revokeRfq,
  removeSourcingSupplier,
  updateSourcing,
} from "#app/services/sourcings.server.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { isFinalLinkStatus } from "#contract/sourcings/link-statuses.ts";
import { SOURCING_DELETED, SOURCING_NOT_FOUND, SOURCING_UPDATED } from "#contract/sourcings/sourcing-rules.ts";
import { LINK_REMOVED, LINK_SAVED } from "#contract/sourcings/sourcing-supplier-rules.ts";
import { type SourcingRecord, sourcingSchema } from "#contract/sourcings/sourcings.ts";
import { conflictFieldsOf } from "#contract/fields/field-table.ts";
import { SOURCING_INPUT_FIELDS, sourcingValuesOf } from "#contract/sourcings/sourcing-fields.ts";
import type { Route } from "./+types/sourcings.detail";
import type { loader as shellLoader } from "./shell";
import { conflictNotice, conflictOf } from "#app/lib/records/conflict.ts";

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

type ActionContext = Route.ActionArgs["context"];
const sourcingHref = (id: number) => href("/sourcings/:id", { id: String(id) });

/**
 * Where a change of the suppliers panel comes back to: the page, or with all its suppliers shown, the panel
 * (`?fornecedores=todos#fornecedores`); `query` is what the panel's view adds to another query of the page.
 */
interface SuppliersPanelView {
  here: string;
  query: Record<string, string>;
}
function suppliersPanelOf(id: number, all: boolean): SuppliersPanelView {
  if (!all) return { here: sourcingHref(id), query: {} };
  const query = { [SUPPLIERS_SHOWN_PARAM]: ALL_SUPPLIERS };
  return { here: `${sourcingHref(id)}?${new URLSearchParams(query)}#${SUPPLIERS_PANEL_ID}`, query };
}
const UPDATE_FAILED = "Falha ao atualizar sourcing.";

function updateIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseForm(formData, sourcingEditFormSchema);
  return submitForm(context, submission, (value) => updateSourcing(apiOf(context), { ...value, id }), {
    intent: "update",
    conflict: sourcingConflict,
    failure: UPDATE_FAILED,
    success: SOURCING_UPDATED,
    redirectTo: sourcingHref(id),
  });
}

/**
 * What another person saved, in the edit form's terms (docs/decisions/0035-optimistic-concurrency.md): the fields the
 * table compares (contract/sourcings/sourcing-fields.ts), in the payload's order.
 */
const sourcingConflict = conflictNotice(sourcingSchema, (s) => conflictFieldsOf(SOURCING_INPUT_FIELDS, sourcingValuesOf(s)));

/** The header badge: the process status changes, everything else is sent as it is saved now. */
function statusIntent(context: ActionContext, id: number, formData: FormData) {
  const here = sourcingHref(id);
  const submission = parseForm(formData, sourcingStatusFormSchema);
  if (submission.status !== "success") refuse(context, UPDATE_FAILED, here);
  const { status } = submission.value;
  const api = apiOf(context);
  return runIntent(
    context,
    async () => {
      const current = await getSourcing(api, id);
      if (!current) throw new ApiFailure(404, SOURCING_NOT_FOUND);
      return updateSourcing(api, sourcingUpdateOf(current, { status }));
    },
    { failure: UPDATE_FAILED, success: SOURCING_UPDATED, redirectTo: here, back: here },
  );
}

function deleteIntent(context: ActionContext, id: number) {
  return runIntent(context, () => deleteSourcing(apiOf(context), id), {
    failure: "Falha ao deletar sourcing.",
    success: SOURCING_DELETED,
    redirectTo: href("/sourcings"),
    back: sourcingHref(id),
  });
}

function addSupplierIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
  const submission = parseForm(formData, linkAddFormSchema);
  if (submission.status !== "success") {
    refuse(context, Object.values(submission.error ?? {}).flat()[0] ?? "Falha ao adicionar supplier.", here);
  }
  const link = { id_sourcing: id, ...submission.value };
  return runIntent(context, () => addSourcingSupplier(apiOf(context), link), {
    failure: "Falha ao adicionar supplier.",
    success: LINK_SAVED,
    // The new entry may sort past the panel's first ones: the panel comes back with all of them, the new one among them.
    redirectTo: suppliersPanelOf(id, true).here,
    back: here,
  });
}

/** A final status is sent only once nota and justificativa are given: without JavaScript the page asks first. */
function linkStatusIntent(context: ActionContext, id: number, formData: FormData, { here, query }: SuppliersPanelView) {
  const submission = parseForm(formData, linkChangeFormSchema);
  if (submission.status === "success" && isFinalLinkStatus(submission.value.status) && !submission.value.confirmed) {
    throw redirectCarryingBack(
      context,
      `${sourcingHref(id)}?${new URLSearchParams({ status_link: String(submission.value.id_supplier), status: submission.value.status, ...query })}`,
    );
  }
  return submitForm(
    context,
    submission,
    async ({ confirmed, ...change }) => {
      const api = apiOf(context);
      // Only a final status asks for nota and justificativa; any other change keeps the saved ones, read here: the
      // panel's entries do not carry them back (docs/decisions/0069-lean-pages.md).
      const grade = confirmed ? change : await savedGrade(api, id, change.id_supplier);
      return alterSourcingSupplier(api, { id_sourcing: id, ...change, nota: grade.nota, justificativa: grade.justificativa });
    },
    { intent: "link-status", failure: "Falha ao atualizar status.", success: LINK_SAVED, redirectTo: here },
  );
}

/** A link's nota and justificativa as saved (none when the link is gone: the API then says so). */
async function savedGrade(api: ApiClient, sourcingId: number, supplierId: number) {
  const link = (await listSourcingLinks(api, sourcingId)).find((saved) => saved.id_supplier === supplierId);
  return { nota: link?.nota ?? null, justificativa: link?.justificativa ?? "" };
}

function removeSupplierIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
  const supplier = idSchema("Falha ao remover supplier.").safeParse(formData.get("id_supplier"));
  if (!supplier.success) refuse(context, "Falha ao remover supplier.", here);
  return runIntent(context, () => removeSourcingSupplier(apiOf(context), { id_sourcing: id, id_supplier: supplier.data }), {
    failure: "Falha ao remover supplier.",
    success: LINK_REMOVED,
    redirectTo: here,
    back: here,
  });
}

const ADD_ITEM_FAILED = "Falha ao adicionar produto.";
const REMOVE_ITEM_FAILED = "Falha ao remover produto.";

function addItemIntent(context: ActionContext, id: number, formData: FormData) {
  const here = sourcingHref(id);
  const submission = parseForm(formData, itemAddFormSchema);
  if (submission.status !== "success") {
    refuse(context, Object.values(submission.error ?? {}).flat()[0] ?? ADD_ITEM_FAILED, here);
  }
  const item = { id_sourcing: id, ...submission.value };
  return runIntent(context, () => addSourcingItem(apiOf(context), item), {
    failure: ADD_ITEM_FAILED,
    success: ITEM_ADDED,
    // Back at the new row: the browser scrolls to it, and with JavaScript it has the focus (useFocusHashTarget).
    redirectTo: `${here}#${itemAnchor(item.id_product)}`,
    back: here,
  });
}

function removeItemIntent(context: ActionContext, id: number, formData: FormData) {
  const here = sourcingHref(id);
  const product = idSchema(REMOVE_ITEM_FAILED).safeParse(formData.get("id_product"));
  if (!product.success) refuse(context, REMOVE_ITEM_FAILED, here);
  return runIntent(context, () => removeSourcingItem(apiOf(context), { id_sourcing: id, id_product: product.data }), {
    failure: REMOVE_ITEM_FAILED,
    success: ITEM_REMOVED,
    redirectTo: here,
    back: here,
  });
}

const RFQ_CREATE_FAILED = "Falha ao criar link de cotação.";
const RFQ_REVOKE_FAILED = "Falha ao revogar link de cotação.";

/**
 * The link's address is in this reply only: the page shows it (and the messages to paste) instead of redirecting. A
 * refusal (a deadline past or too far) is answered in place, so the dialog (or the no-JavaScript panel) stays
 * with the deadline as typed and the message at its field.
 */
function createRfqIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
  const submission = parseForm(formData, rfqFormSchema);
  const id_supplier = submission.status === "success" ? submission.value.id_supplier : 0;
  return submitForm(context, submission, (value) => createRfq(apiOf(context), { id_sourcing: id, ...value }), {
    intent: "rfq-create",
    failure: RFQ_CREATE_FAILED,
    success: RFQ_CREATED,
    redirectTo: here,
    stayWith: (created): CreatedRfq => ({ id_supplier, url: created.url, expira_em: created.expira_em }),
  });
}

function revokeRfqIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
  const supplier = idSchema(RFQ_REVOKE_FAILED).safeParse(formData.get("id_supplier"));
  if (!supplier.success) refuse(context, RFQ_REVOKE_FAILED, here);
  return runIntent(context, () => revokeRfq(apiOf(context), { id_sourcing: id, id_supplier: supplier.data }), {
    failure: RFQ_REVOKE_FAILED,
    success: RFQ_REVOKED,
    redirectTo: here,
    back: here,
  });
}

export default function SourcingPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound)
    return <RecordNotFound message={SOURCING_NOT_FOUND} backHref={href("/sourcings")} backLabel="Voltar para Sourcings" />;
  return <SourcingScreen {...loaderData} actionData={actionData} />;
}

const DELETE_SOURCING = {
  title: "Excluir sourcing",
  message: "Tem certeza que deseja excluir este sourcing?",
  label: "Excluir",
  noJsHref: "?excluir=1",
};

type Loaded = Extract<Route.ComponentProps["loaderData"], { notFound: false }>;
type ActionData = Route.ComponentProps["actionData"];

// Not part of the page's first load: the information card's edit form (Conform and zod), a quote request link just
// created (after its dialog), the answers' table (shown when asked), all fetched once the browser is idle, and the
// final-status question as a panel (without JavaScript). The server renders each as any other part when the address
// or the action's reply opens it.
const loadEditForm = () => import("#app/components/sourcings/sourcing-edit-form.tsx");
const loadRfqCreated = () => import("#app/components/sourcings/rfq-created.tsx");
/** The answers' table once its code has arrived: drawn at once from then on, not after a round of Suspense. */
let answersTable: typeof AnswersTableView | undefined;
const loadAnswersTable = () =>
  import("#app/components/sourcings/answers-matrix.tsx").then((module) => {
    answersTable = module.AnswersTable;
    return module;
  });
const SourcingEditForm = lazy(loadEditForm);
const RfqCreated = lazy(loadRfqCreated);
const LazyAnswersTable = lazy(() => loadAnswersTable().then((module) => ({ default: module.AnswersTable })));
const LinkGradePanel = lazy(() =>
  import("#app/components/sourcings/link-grade-form.tsx").then((module) => ({ default: module.LinkGradePanel })),
);

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
  const backHref = useBackHref(href("/sourcings"));
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update";
  const here = sourcingHref(sourcing.sourcing_id);
  // The answers once the sourcing has products and asked at least one supplier (a failed read says so there).
  const showAnswers = answers ? answers.itens.length > 0 && answers.suppliers.length > 0 : items.length > 0 && rfqCounts.asked > 0;
  const created = actionData?.intent === "rfq-create" && "saved" in actionData ? actionData.saved : undefined;
  const AnswersTable = answersTable ?? LazyAnswersTable;
  useIdlePrefetch(loadEditForm);
  useIdlePrefetch(loadRfqCreated);
  useIdlePrefetch(loadAnswersTable);

  return (
    <div className="mx-auto max-w-7xl">
      <DetailHeader
        title={sourcing.sourcing_descricao}
        meta={
          <>
            <span>ID {sourcing.sourcing_id}</span>
            <SourcingStatusBadge status={sourcing.sourcing_status} interactive={!editing} />
            {sourcing.sourcing_atrasado ? <StatusBadge status="Atrasado" /> : null}
          </>
        }
        backHref={backHref}
        backLabel="Voltar para Sourcings"
        here={here}
        editing={editing}
        formId={sourcingFormId(sourcing)}
        saving={saving}
        remove={DELETE_SOURCING}
      />

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
        <NoScriptPanels
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
            table={(shown, headingId) => (
              // While the table's code is on its way (the first page asked for it), the panel without it.
              <Suspense fallback={null}>
                <AnswersTable answers={shown} headingId={headingId} today={saoPauloDay(new Date(now))} />
              </Suspense>
            )}
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

type LinkResult = NonNullable<ActionData>["result"];

/** Without JavaScript, dialogs are part of the page, chosen by the query (`?excluir=1`, `?status=1`, ...). */
function NoScriptPanels({
  sourcing,
  links,
  items,
  rfqs,
  now,
  linkResult,
}: {
  sourcing: SourcingRecord;
  links: LinkView[];
  items: SourcingItem[];
  rfqs: RfqView[];
  now: Date;
  linkResult?: LinkResult;
}) {
  const [params] = useSearchParams();
  const here = sourcingHref(sourcing.sourcing_id);
  // The suppliers' questions go back to the panel as it was shown.
  const panelHere = suppliersPanelOf(sourcing.sourcing_id, allSuppliersShown(params)).here;
  const linkOf = (name: string) => links.find((link) => String(link.id_supplier) === params.get(name));

  if (params.get("excluir") === "1") {
    return <DeleteConfirmPanel remove={DELETE_SOURCING} cancelHref={here} />;
  }
  const graded = linkOf("status_link");
  const finalStatus = params.get("status");
  if (graded && finalStatus && isFinalLinkStatus(finalStatus)) {
    return (
      <Suspense fallback={null}>
        <LinkGradePanel link={graded} status={finalStatus} cancelHref={panelHere} lastResult={linkResult} />
      </Suspense>
    );
  }
  if (params.get("status") === "1") return <SourcingStatusPanel status={sourcing.sourcing_status} cancelHref={here} />;
  const removed = linkOf("remover");
  if (removed) {
    return (
      <RemoveMemberPanel
        member="supplier"
        id={removed.id_supplier}
        name={removed.supplier_nome}
        question={removeLinkQuestion}
        cancelHref={panelHere}
      />
    );
  }
  const rfqOf = (name: string) => rfqs.find((status) => String(status.id_supplier) === params.get(name));
  const asked = rfqOf(RFQ_ASK_PARAM);
  if (asked) return <RfqAskPanel status={asked} now={now} cancelHref={panelHere} />;
  const revoked = rfqOf(RFQ_REVOKE_PARAM);
  if (revoked) return <RfqRevokePanel status={revoked} cancelHref={panelHere} />;
  const removedItem = items.find((item) => String(item.id_product) === params.get(REMOVE_ITEM_PARAM));
  if (removedItem) {
    return (
      <RemoveMemberPanel
        member="product"
        id={removedItem.id_product}
        name={removedItem.nome}
        question={removeLinkQuestion}
        cancelHref={here}
      />
    );
  }
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
