/**
 * The status of a supplier inside a sourcing (docs/decisions/0018). One state has two names: the
 * sourcing detail says 'Concluído', the supplier detail 'Finalizado'. The API stores and returns
 * 'Concluído' and accepts 'Finalizado' on input as the same state.
 */
export const LINK_STATUSES = ["Não iniciado", "Doing", "Arquivo", "Cancelado", "Concluído"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
const FINISHED_LINK_STATUS: LinkStatus = "Concluído";
export const FINISHED_LINK_ALIAS = "Finalizado";
const LINK_STATUS_ALIASES: Readonly<Record<string, LinkStatus>> = { [FINISHED_LINK_ALIAS]: FINISHED_LINK_STATUS };

/** Arquivo, Cancelado and Concluído are final: the API refuses any change from them (409). */
const FINAL_LINK_STATUSES: readonly LinkStatus[] = ["Arquivo", "Cancelado", "Concluído"];
/** A new link starts in one of these (default 'Não iniciado'). */
export const INITIAL_LINK_STATUSES: readonly LinkStatus[] = ["Não iniciado", "Doing"];
export const DEFAULT_LINK_STATUS: LinkStatus = "Não iniciado";

/** A status as sent by a client, in its stored name; null when it is no link status at all. */
export function canonicalLinkStatus(name: string): LinkStatus | null {
  const trimmed = name.trim();
  return LINK_STATUS_ALIASES[trimmed] ?? LINK_STATUSES.find((s) => s === trimmed) ?? null;
}

/** Final under either of its names. */
export const isFinalLinkStatus = (status: string) => {
  const canonical = canonicalLinkStatus(status);
  return canonical !== null && FINAL_LINK_STATUSES.includes(canonical);
};

/** The supplier detail's names of the five statuses: the finished state reads 'Finalizado' there. */
export const SUPPLIER_SCREEN_LINK_STATUSES = LINK_STATUSES.map((s) => (s === FINISHED_LINK_STATUS ? FINISHED_LINK_ALIAS : s));
export const supplierScreenLinkStatus = (status: string) => (status === FINISHED_LINK_STATUS ? FINISHED_LINK_ALIAS : status);
