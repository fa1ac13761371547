import type { Country, Lookup } from "#contract/suppliers/suppliers.ts";

export interface LookupOptions {
  tipos: { value: string; label: string }[];
  segmentos: { value: string; label: string }[];
  sources: { value: string; label: string }[];
  paises: { value: string; label: string }[];
}

/** The lookup lists as select options: ids for type, segment and source, the code for the country. */
export function lookupOptions(
  lookups: { tipos: Lookup[]; segmentos: Lookup[]; sources: Lookup[]; paises: Country[] } | null,
): LookupOptions {
  const byId = (list: Lookup[]) => list.map((item) => ({ value: String(item.id), label: item.nome }));
  return {
    tipos: byId(lookups?.tipos ?? []),
    segmentos: byId(lookups?.segmentos ?? []),
    sources: byId(lookups?.sources ?? []),
    paises: (lookups?.paises ?? []).map((country) => ({ value: country.code, label: country.nome })),
  };
}
