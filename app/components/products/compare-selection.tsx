/**
 * The list's 'Comparar' form (a GET to /products/compare, so it works without JavaScript). The row checkboxes
 * belong to it through their `form` attribute: the table is not wrapped in a form (the pager has its own).
 */
export const COMPARE_SELECTION_FORM_ID = "comparar-produtos";

/** A row's checkbox, above the row link's overlay (the whole row opens the product; the box must stay clickable). */
export function CompareCheckbox({ id, nome }: { id: number; nome: string }) {
  return (
    <label className="relative z-10 -m-2 inline-flex cursor-pointer p-2 align-middle">
      <input
        type="checkbox"
        form={COMPARE_SELECTION_FORM_ID}
        name="ids"
        value={id}
        className="size-4 cursor-pointer rounded border-slate-300"
      />
      <span className="sr-only">Comparar {nome}</span>
    </label>
  );
}
