import type { SubmissionResult } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { DeleteConfirmPanel } from "#app/components/detail-header.tsx";
import { RemoveMemberPanel } from "#app/components/remove-member.tsx";
import { REMOVE_ITEM_PARAM } from "#app/components/sourcings/items-panel.tsx";
import { DELETE_SOURCING } from "#app/components/sourcings/sourcing-detail-header.tsx";
import { RFQ_ASK_PARAM, RFQ_REVOKE_PARAM, RfqAskPanel, RfqRevokePanel } from "#app/components/sourcings/rfq-controls.tsx";
import { SourcingStatusPanel } from "#app/components/sourcings/sourcing-status-control.tsx";
import { removeLinkQuestion } from "#app/components/sourcings/suppliers-panel.tsx";
import { allSuppliersShown, type LinkView, sourcingHref, suppliersPanelOf } from "#app/lib/sourcings/panels.ts";
import type { RfqView } from "#app/lib/sourcings/rfq-messages.ts";
import { isFinalLinkStatus } from "#contract/sourcings/link-statuses.ts";
import type { SourcingItem } from "#contract/sourcings/sourcing-items.ts";
import type { SourcingRecord } from "#contract/sourcings/sourcings.ts";

// Not part of the page's first load: the final-status question as a panel (without JavaScript), rendered by the
// server as any other part when the address opens it.
const LinkGradePanel = lazy(() =>
  import("#app/components/sourcings/link-grade-form.tsx").then((module) => ({ default: module.LinkGradePanel })),
);

/** Without JavaScript, dialogs are part of the page, chosen by the query (`?excluir=1`, `?status=1`, ...). */
export function SourcingNoScriptPanels({
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
  linkResult?: SubmissionResult<string[]>;
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
