// A product's NCM (the Mercosur tariff code) as stored and as people write it, kept apart from the import parameters'
// schemas (./import-params.ts): the product page shows NCMs on its first load, which carries no zod
// (docs/decisions/0051-lean-first-load.md).

/** '85167900' or '8516.79.00' (dots and spaces are only how people write it) as its 8 digits. */
export function canonicalNcm(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/[.\s]/g, "");
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** '85167900' as people read it: '8516.79.00'. */
export const formatNcm = (ncm: string) => `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}`;
