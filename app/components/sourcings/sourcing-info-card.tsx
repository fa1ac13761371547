import type { ReactNode } from "react";
import { formatBrl, orDash } from "#app/lib/format.ts";
import { formatDayBr } from "#contract/time/days.ts";
import type { SourcingRecord } from "#contract/sourcings/sourcings.ts";
import { Card } from "#app/components/ui/field.tsx";

/** The card's title, in both modes. */
export const SOURCING_INFO_TITLE = "Informações";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

/** The dates the API sets itself (added, started, finished): shown in both modes, day/month/year. */
export function SetDates({ sourcing }: { sourcing: SourcingRecord }) {
  return (
    <>
      <Row label="Adicionado em">{formatDayBr(sourcing.sourcing_dt_adicionado)}</Row>
      <Row label="Iniciado em">{formatDayBr(sourcing.sourcing_dt_inicio)}</Row>
      <Row label="Finalizado em">{formatDayBr(sourcing.sourcing_dt_finalizado)}</Row>
    </>
  );
}

/** The information card, read-only. */
export function SourcingInfoView({ sourcing }: { sourcing: SourcingRecord }) {
  return (
    <Card title={SOURCING_INFO_TITLE}>
      <dl className="grid grid-cols-[9rem_1fr] gap-x-4 gap-y-3 text-sm">
        <Row label="Categoria">{orDash(sourcing.sourcing_nome_categoria)}</Row>
        <Row label="Orçamento">{formatBrl(sourcing.sourcing_budget)}</Row>
        <Row label="Responsável">{orDash(sourcing.sourcing_nome_responsavel)}</Row>
        <Row label="Comercial">{orDash(sourcing.sourcing_nome_comercial)}</Row>
        <Row label="Data estimada">{formatDayBr(sourcing.sourcing_dt_estimado)}</Row>
        <SetDates sourcing={sourcing} />
      </dl>
    </Card>
  );
}

/** The edit form's id, for a submit button outside it (the header's Salvar). */
export const sourcingFormId = (sourcing: SourcingRecord) => `sourcing-${sourcing.sourcing_id}`;
