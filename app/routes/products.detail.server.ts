// The product page's intents (app/routes/products.detail.tsx dispatches to them): server-only, so the page's module
// stays its screen and none of this reaches the browser's bundle.
import { data, href, type RouterContextProvider } from "react-router";
import { refuse, runIntent, submitForm } from "#app/lib/actions/api-action.server.ts";
import {
  addQuote,
  changeQuote,
  productEditFormSchema,
  productUpdateWith,
  quoteFormSchema,
  removeQuote,
  supplierAddFormSchema,
  supplierRemoveFormSchema,
} from "#app/lib/forms/product.ts";
import { formFields, parseForm } from "#app/lib/forms/read.server.ts";
import {
  PRODUCT_DELETE_FAILED,
  PRODUCT_UPDATE_FAILED,
  productHref,
  quoteRowAnchor,
  SUPPLIER_NOT_IN_PRODUCT,
} from "#app/lib/products/detail-messages.ts";
import { parseChoice, PREFERRED_CHOICE_INVALID, preferredSaved } from "#app/lib/products/preferred-supplier.ts";
import { conflictNotice } from "#app/lib/records/conflict.ts";
import { ApiFailure, apiOf } from "#app/services/api.server.ts";
import { deleteProduct, getProduct, setPreferredSupplier, updateProduct } from "#app/services/products.server.ts";
import { conflictFieldsOf } from "#contract/fields/field-table.ts";
import { PRODUCT_FIELDS } from "#contract/products/product-fields.ts";
import { PRODUCT_DELETED, PRODUCT_NOT_FOUND, PRODUCT_UPDATED } from "#contract/products/product-rules.ts";
import { productSchema, type ProductUpdate } from "#contract/products/products.ts";

type ActionContext = Readonly<RouterContextProvider>;

export function updateIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseForm(formData, productEditFormSchema);
  return submitForm(context, submission, (value) => updateProduct(apiOf(context), { ...value, id }), {
    intent: "update",
    conflict: productConflict,
    failure: PRODUCT_UPDATE_FAILED,
    success: PRODUCT_UPDATED,
    redirectTo: productHref(id),
  });
}

/** What another person saved, in the edit form's terms (docs/decisions/0035-optimistic-concurrency.md). */
const productConflict = conflictNotice(productSchema, (p) => conflictFieldsOf(PRODUCT_FIELDS, p));

export function deleteIntent(context: ActionContext, id: number) {
  return runIntent(context, () => deleteProduct(apiOf(context), id), {
    failure: PRODUCT_DELETE_FAILED,
    success: PRODUCT_DELETED,
    redirectTo: href("/products"),
    back: productHref(id),
  });
}

/**
 * Adding, removing or requoting a supplier saves the whole product (specification §4). The action reads the
 * product again and sends its saved values with the changed list, so a stale page cannot undo an edit made
 * meanwhile.
 */
function saveSuppliers(context: ActionContext, id: number, change: Parameters<typeof productUpdateWith>[1], row?: number) {
  const here = productHref(id);
  // Back at the supplier's row when there is one: the browser scrolls to it, and with JavaScript it has the focus.
  const saved = row === undefined ? here : `${here}#${quoteRowAnchor(row)}`;
  const api = apiOf(context);
  return runIntent(
    context,
    async () => {
      const current = await getProduct(api, id);
      if (!current) throw new ApiFailure(404, PRODUCT_NOT_FOUND);
      const payload: ProductUpdate | null = productUpdateWith(current, change);
      if (!payload) throw new ApiFailure(404, SUPPLIER_NOT_IN_PRODUCT);
      return updateProduct(api, payload);
    },
    { failure: PRODUCT_UPDATE_FAILED, success: PRODUCT_UPDATED, redirectTo: saved, back: here },
  );
}

export function addSupplierIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = supplierAddFormSchema.safeParse(formFields(formData));
  if (!submission.success) refuse(context, submission.error.issues[0]?.message ?? PRODUCT_UPDATE_FAILED, productHref(id));
  return saveSuppliers(context, id, addQuote(submission.data.id_supplier), submission.data.id_supplier);
}

/** A row's quote and terms: a term its rule refuses comes back at its field, with what was typed kept. */
export function quoteIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseForm(formData, quoteFormSchema);
  if (submission.status !== "success") return data({ intent: "quote", result: submission.reply() }, { status: 400 });
  const { id_supplier, cotacao, ...terms } = submission.value;
  return saveSuppliers(context, id, changeQuote(id_supplier, cotacao, terms), id_supplier);
}

export function removeSupplierIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = supplierRemoveFormSchema.safeParse(formFields(formData));
  if (!submission.success) refuse(context, PRODUCT_UPDATE_FAILED, productHref(id));
  return saveSuppliers(context, id, removeQuote(submission.data.id_supplier));
}

/** The star of a supplier row: that supplier becomes the preferred one, or the choice is cleared. */
export function preferredIntent(context: ActionContext, id: number, formData: FormData) {
  const here = productHref(id);
  const choice = parseChoice(formData.get("escolha"));
  if (!choice || choice.productId !== id) refuse(context, PREFERRED_CHOICE_INVALID, here);
  return runIntent(context, () => setPreferredSupplier(apiOf(context), id, choice.supplierId), {
    failure: PRODUCT_UPDATE_FAILED,
    success: preferredSaved(choice),
    redirectTo: here,
    back: here,
  });
}
