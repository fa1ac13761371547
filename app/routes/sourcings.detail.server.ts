// The sourcing page's intents (app/routes/sourcings.detail.tsx dispatches to them): server-only, so the page's
// module stays its screen and none of this reaches the browser's bundle.
import { href, type RouterContextProvider } from "react-router";
import type { CreatedRfq } from "#app/components/sourcings/rfq-created.tsx";
import { refuse, runIntent, submitForm } from "#app/lib/actions/api-action.server.ts";
import { parseForm } from "#app/lib/forms/read.server.ts";
import {
  itemAddFormSchema,
  linkAddFormSchema,
  linkChangeFormSchema,
  rfqFormSchema,
  sourcingEditFormSchema,
  sourcingStatusFormSchema,
  sourcingUpdateOf,
} from "#app/lib/forms/sourcing.ts";
import { redirectCarryingBack } from "#app/lib/lists/back-to.server.ts";
import { conflictNotice } from "#app/lib/records/conflict.ts";
import { itemAnchor, sourcingHref, type SuppliersPanelView, suppliersPanelOf } from "#app/lib/sourcings/panels.ts";
import { type ApiClient, ApiFailure, apiOf } from "#app/services/api.server.ts";
import {
  addSourcingItem,
  addSourcingSupplier,
  alterSourcingSupplier,
  createRfq,
  deleteSourcing,
  getSourcing,
  listSourcingLinks,
  removeSourcingItem,
  removeSourcingSupplier,
  revokeRfq,
  updateSourcing,
} from "#app/services/sourcings.server.ts";
import { conflictFieldsOf } from "#contract/fields/field-table.ts";
import { RFQ_CREATED, RFQ_REVOKED } from "#contract/rfq/rfq-rules.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { isFinalLinkStatus } from "#contract/sourcings/link-statuses.ts";
import { SOURCING_INPUT_FIELDS, sourcingValuesOf } from "#contract/sourcings/sourcing-fields.ts";
import { ITEM_ADDED, ITEM_REMOVED } from "#contract/sourcings/sourcing-item-rules.ts";
import { SOURCING_DELETED, SOURCING_NOT_FOUND, SOURCING_UPDATED } from "#contract/sourcings/sourcing-rules.ts";
import { LINK_REMOVED, LINK_SAVED } from "#contract/sourcings/sourcing-supplier-rules.ts";
import { sourcingSchema } from "#contract/sourcings/sourcings.ts";

type ActionContext = Readonly<RouterContextProvider>;

const UPDATE_FAILED = "Falha ao atualizar sourcing.";

export function updateIntent(context: ActionContext, id: number, formData: FormData) {
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
export function statusIntent(context: ActionContext, id: number, formData: FormData) {
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

export function deleteIntent(context: ActionContext, id: number) {
  return runIntent(context, () => deleteSourcing(apiOf(context), id), {
    failure: "Falha ao deletar sourcing.",
    success: SOURCING_DELETED,
    redirectTo: href("/sourcings"),
    back: sourcingHref(id),
  });
}

export function addSupplierIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
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
export function linkStatusIntent(context: ActionContext, id: number, formData: FormData, { here, query }: SuppliersPanelView) {
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

export function removeSupplierIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
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

export function addItemIntent(context: ActionContext, id: number, formData: FormData) {
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

export function removeItemIntent(context: ActionContext, id: number, formData: FormData) {
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
export function createRfqIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
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

export function revokeRfqIntent(context: ActionContext, id: number, formData: FormData, { here }: SuppliersPanelView) {
  const supplier = idSchema(RFQ_REVOKE_FAILED).safeParse(formData.get("id_supplier"));
  if (!supplier.success) refuse(context, RFQ_REVOKE_FAILED, here);
  return runIntent(context, () => revokeRfq(apiOf(context), { id_sourcing: id, id_supplier: supplier.data }), {
    failure: RFQ_REVOKE_FAILED,
    success: RFQ_REVOKED,
    redirectTo: here,
    back: here,
  });
}
