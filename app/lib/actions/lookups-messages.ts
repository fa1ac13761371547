// A creation dialog's dropdowns that did not load: said by the lookups' loader and by the dialog.

/** Specification §8: the toast when a creation dialog cannot load its dropdowns. */
export const LOOKUPS_FAILED = "Falha ao carregar dados dos dropdowns";
