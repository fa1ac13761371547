import { href } from "react-router";

// Specification §8 "Product detail": the fallbacks when the API sends no `detail`.
export const PRODUCT_LOAD_FAILED = "Falha ao carregar dados do produto.";
export const PRODUCT_UPDATE_FAILED = "Falha ao atualizar produto.";
export const PRODUCT_DELETE_FAILED = "Falha ao deletar produto.";
export const PRODUCT_IMAGE_FAILED = "Falha ao enviar imagem.";
/** Specification §8 (dialogs and lists): the categories could not be loaded; the select then holds only the product's own. */
export const CATEGORIES_LOAD_FAILED = "Falha ao carregar categorias";

// Texts the specification leaves open (ADR 0032).
export const DELETE_PRODUCT_TITLE = "Excluir produto";
export const DELETE_PRODUCT_QUESTION = "Tem certeza que deseja excluir este produto?";
export const removeSupplierQuestion = (name: string) => `Deseja remover ${name} deste produto?`;
export const IMAGE_OVERWRITE_QUESTION = "Este produto já tem uma imagem. Deseja substituí-la?";
export const SUPPLIER_NOT_IN_PRODUCT = "Este supplier não está mais neste produto.";

/** The query of the page's modes and no-JavaScript confirmations. */
export const DETAIL_PARAMS = {
  /** The product's own edit mode. */
  edit: "editar",
  /** One supplier row's quote being edited (its supplier id). */
  quote: "cotacao",
  /** Without JavaScript: the delete question. */
  delete: "excluir",
  /** Without JavaScript: the remove question of one supplier (its id). */
  remove: "remover",
  /** One supplier row's quote history shown (its supplier id). */
  history: "historico",
  /** One supplier row's landed-cost breakdown shown (its supplier id). */
  cost: "custo",
  /** The clearance day the buyer chose for every figure (YYYY-MM-DD); absent, each quote's expected one. */
  clearance: "desembaraco",
} as const;
/** A supplier row's anchor: opening or closing one of its parts without JavaScript comes back to the row. */
export const quoteRowAnchor = (supplierId: number) => `fornecedor-${supplierId}`;
export const QUOTE_HISTORY_FAILED = "Falha ao carregar o histórico de cotações.";

export const productHref = (id: number) => href("/products/:id", { id: String(id) });
/** The image's upload page (without JavaScript). */
export const productImageHref = (id: number) => href("/products/:id/image", { id: String(id) });
/** The image's upload itself (a resource route: multipart in, JSON or a redirect out). */
export const productImageUploadHref = (id: number) => href("/products/:id/image/upload", { id: String(id) });
