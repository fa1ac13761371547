import { href } from "react-router";

/** One choice of a picker: a supplier or a product. */
export interface PickerChoice {
  id: number;
  nome: string;
}

/** What a picker adds to: a sourcing (its suppliers or its products) or a product (its quotes). A record appears once in either. */
export interface PickerOwner {
  kind: "sourcing" | "product";
  id: number;
}

/** The no-JavaScript search and its matches, when there is one. */
export interface PickerSearch {
  query: string;
  results: PickerChoice[];
}

/**
 * What a picker picks, and the names its forms use: two pickers share a page (a sourcing's suppliers and products),
 * so each has its own field, intent and no-JavaScript search parameter.
 */
export interface PickerKind {
  /** Names the no-JavaScript search's input (`buscar-<noun>`) and results (`<noun>-search-results`). */
  noun: "supplier" | "produto";
  /** The posted field naming the chosen record. */
  field: "id_supplier" | "id_product";
  /** The action's intent that adds it. */
  intent: "add-supplier" | "add-item";
  /** The no-JavaScript search's query parameter. */
  param: "buscar" | "buscar_produto";
  /** The combobox's accessible name ('Limpar <label>' clears it, in lower case). */
  label: "Supplier" | "Produto";
  /** Said when nothing matches. */
  empty: string;
  /** The resource route that answers the combobox's search for `owner`. */
  searchHref: (owner: PickerOwner, text: string) => string;
}

export const SUPPLIER_PICKER: PickerKind = {
  noun: "supplier",
  field: "id_supplier",
  intent: "add-supplier",
  param: "buscar",
  label: "Supplier",
  empty: "Nenhum supplier encontrado",
  searchHref: (owner, text) =>
    `${href("/resources/supplier-search")}?${new URLSearchParams({ [owner.kind]: String(owner.id), q: text.trim() })}`,
};

export const PRODUCT_PICKER: PickerKind = {
  noun: "produto",
  field: "id_product",
  intent: "add-item",
  param: "buscar_produto",
  label: "Produto",
  empty: "Nenhum produto encontrado",
  searchHref: (owner, text) =>
    `${href("/resources/product-search")}?${new URLSearchParams({ sourcing: String(owner.id), q: text.trim() })}`,
};
