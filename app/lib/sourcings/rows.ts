import type { Sourcing } from "#contract/sourcings/sourcings.ts";

/**
 * What the sourcing list renders of a sourcing: the loader sends only this. The table shows the nine columns;
 * the cards also show the suppliers' names and the files, sent only for that view.
 */
export type SourcingRow = Pick<
  Sourcing,
  | "sourcing_id"
  | "sourcing_descricao"
  | "sourcing_nome_categoria"
  | "sourcing_status"
  | "sourcing_atrasado"
  | "sourcing_pendente_hoje"
  | "sourcing_dt_adicionado"
  | "sourcing_dt_inicio"
  | "sourcing_dt_estimado"
  | "sourcing_dt_finalizado"
  | "sourcing_nome_responsavel"
  | "sourcing_nome_comercial"
> & {
  suppliers?: Pick<Sourcing["suppliers"][number], "id_supplier" | "nome_supplier">[];
  sourcing_files?: Sourcing["sourcing_files"];
};

export function toSourcingRow(sourcing: Sourcing, view: "list" | "cards"): SourcingRow {
  const row: SourcingRow = {
    sourcing_id: sourcing.sourcing_id,
    sourcing_descricao: sourcing.sourcing_descricao,
    sourcing_nome_categoria: sourcing.sourcing_nome_categoria,
    sourcing_status: sourcing.sourcing_status,
    sourcing_atrasado: sourcing.sourcing_atrasado,
    sourcing_pendente_hoje: sourcing.sourcing_pendente_hoje,
    sourcing_dt_adicionado: sourcing.sourcing_dt_adicionado,
    sourcing_dt_inicio: sourcing.sourcing_dt_inicio,
    sourcing_dt_estimado: sourcing.sourcing_dt_estimado,
    sourcing_dt_finalizado: sourcing.sourcing_dt_finalizado,
    sourcing_nome_responsavel: sourcing.sourcing_nome_responsavel,
    sourcing_nome_comercial: sourcing.sourcing_nome_comercial,
  };
  if (view === "list") return row;
  return {
    ...row,
    suppliers: sourcing.suppliers.map(({ id_supplier, nome_supplier }) => ({ id_supplier, nome_supplier })),
    sourcing_files: sourcing.sourcing_files,
  };
}
