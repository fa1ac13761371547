import { Form, href } from "react-router";
import { Icon } from "../icon";
import { buttonClass } from "../ui/button";
import { COMPARE_SELECTION_FORM_ID } from "./compare-selection";

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
