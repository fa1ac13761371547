// The sourcing statuses and sort names: what the sourcing list needs at first, apart from ./sourcing-rules.ts (which
// re-exports them) so that the list does not load the record page's rules and messages (ADR 0069).

/** The sourcing process status, changed from the header badge. */
export const SOURCING_STATUSES = ["Não iniciado", "Em andamento", "Cancelado", "Concluído", "Arquivo"] as const;
export type SourcingStatus = (typeof SOURCING_STATUSES)[number];
export const FINAL_SOURCING_STATUSES: readonly SourcingStatus[] = ["Cancelado", "Concluído", "Arquivo"];
export const isFinalSourcingStatus = (status: string) => (FINAL_SOURCING_STATUSES as readonly string[]).includes(status);
export const STARTED_SOURCING_STATUS: SourcingStatus = "Em andamento";
/** The list's status filter also takes the derived 'Atrasado'. */
export const SOURCING_STATUS_FILTERS = [...SOURCING_STATUSES, "Atrasado"] as const;

/** Sort names accepted by `sort_field` (anything else is a 400). */
export const SOURCING_SORT_FIELDS = [
  "descricao",
  "categoria",
  "status",
  "dt_adicionado",
  "dt_inicio",
  "dt_estimado",
  "dt_finalizado",
  "responsavel",
  "comercial",
] as const;
export type SourcingSortField = (typeof SOURCING_SORT_FIELDS)[number];
