import { href } from "react-router";

/** One choice of a supplier picker. */
export interface PickerSupplier {
  id: number;
  nome: string;
}

/** What the picker adds suppliers to: a sourcing (links) or a product (quotes). A supplier appears once in either. */
export interface PickerOwner {
  kind: "sourcing" | "product";
  id: number;
}

/** The no-JavaScript search (`?buscar=`) and its matches, when there is one. */
export interface PickerSearch {
  query: string;
  results: PickerSupplier[];
}

export const PICKER_EMPTY = "Nenhum supplier encontrado";
/** '+ Adicionar' without a chosen supplier (JavaScript keeps the button disabled; a plain form is refused). */
export const CHOOSE_SUPPLIER_MESSAGE = "Escolha um supplier.";

/** The picker's resource route for `owner`, searching `text`. */
export function pickerSearchHref(owner: PickerOwner, text: string): string {
  return `${href("/resources/supplier-search")}?${new URLSearchParams({ [owner.kind]: String(owner.id), q: text.trim() })}`;
}
