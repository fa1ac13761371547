import type { SourcingLookups } from "#app/services/sourcings.server.ts";

type Option = { value: string; label: string };

export interface SourcingLookupOptions {
  categorias: Option[];
  /** Team 2: who may be a sourcing's responsible person. */
  responsaveis: Option[];
  /** Team 3: who may be its commercial person. */
  comerciais: Option[];
}

/** The sourcing dropdowns as select options, by id (empty lists when they could not be loaded). */
export function sourcingLookupOptions(lookups: SourcingLookups | null): SourcingLookupOptions {
  const byId = (list: { id: number; nome: string }[]) => list.map((item) => ({ value: String(item.id), label: item.nome }));
  return {
    categorias: byId(lookups?.categorias ?? []),
    responsaveis: byId(lookups?.responsaveis ?? []),
    comerciais: byId(lookups?.comerciais ?? []),
  };
}
