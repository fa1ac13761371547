import { href, useNavigation } from "react-router";
import { DetailHeader } from "#app/components/detail-header.tsx";
import { sourcingFormId } from "#app/components/sourcings/sourcing-info-card.tsx";
import { SourcingStatusBadge } from "#app/components/sourcings/sourcing-status-control.tsx";
import { StatusBadge } from "#app/components/sourcings/status-badge.tsx";
import { useBackHref } from "#app/hooks/use-back-href.ts";
import { sourcingHref } from "#app/lib/sourcings/panels.ts";
import type { SourcingRecord } from "#contract/sourcings/sourcings.ts";

/** The sourcing's delete: the header's button, and its confirmation without JavaScript (`?excluir=1`). */
export const DELETE_SOURCING = {
  title: "Excluir sourcing",
  message: "Tem certeza que deseja excluir este sourcing?",
  label: "Excluir",
  noJsHref: "?excluir=1",
};

/**
 * The sourcing page's head: the way back to the list, the description with its ID and status badges (the process
 * status changes from its badge, except while editing), and Editar / Excluir, or Cancelar / Salvar while editing.
 */
export function SourcingDetailHeader({ sourcing, editing }: { sourcing: SourcingRecord; editing: boolean }) {
  const backHref = useBackHref(href("/sourcings"));
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update";
  return (
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
      here={sourcingHref(sourcing.sourcing_id)}
      editing={editing}
      formId={sourcingFormId(sourcing)}
      saving={saving}
      remove={DELETE_SOURCING}
    />
  );
}
