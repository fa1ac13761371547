import { Icon } from "#app/components/icon.tsx";
import { Form, href } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * The list's 'Comparar' form (a GET to /products/compare, so it works without JavaScript). The row checkboxes
 * belong to it through their `form` attribute: the table is not wrapped in a form (the pager has its own).
 */
const COMPARE_SELECTION_FORM_ID = "comparar-produtos";

/**
 * 'Comparar' (the products ticked on this page, in the table's rows or the cards' corners) and 'Comparar todos do
 * filtro' (a plain link: the route resolves the list's filters to their first 50 products).
 */
export function CompareActions({ filterHref }: { filterHref: string }) {
  const action = buttonClass("secondary", "px-3 py-1.5 shadow-sm");
  return (
    <Form
      method="get"
      action={href("/products/compare")}
      id={COMPARE_SELECTION_FORM_ID}
      aria-label="Comparar cotações"
      className="inline-flex flex-wrap gap-2"
    >
      <button type="submit" className={action} title="Compara as cotações dos produtos marcados na lista" data-testid="compare-selected">
        <Icon name="columns-3" className="size-4" />
        Comparar
      </button>
      <a
        href={filterHref}
        className={action}
        title="Compara os primeiros 50 produtos destes filtros, na ordem da lista"
        data-testid="compare-filter"
      >
        Comparar todos do filtro
      </a>
    </Form>
  );
}

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
