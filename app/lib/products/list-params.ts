import { PRODUCT_SORT_FIELDS, QUOTE_MAX_FILTER_RULE, QUOTE_MIN_FILTER_RULE } from "#contract/products/product-list-rules.ts";
import type { ProductListApiQuery } from "#contract/products/products.ts";
import {
  amountField,
  defineList,
  directionField,
  flagField,
  type ListState,
  pageField,
  sortField,
  textField,
  viewField,
} from "#app/lib/lists/state.ts";

/**
 * The product list's URL state (specification §2 "Product list"): the name search, the category by NAME (the
 * API filters on `categoria`, a name), the quote range in dollars, 'Cotação vencida' (ADR 0043), sort, page and view.
 */
export const productList = defineList<ProductListApiQuery>()({
  path: "/products",
  fields: {
    search: textField(200),
    categoria: textField(200),
    cotacao_min: amountField(QUOTE_MIN_FILTER_RULE),
    cotacao_max: amountField(QUOTE_MAX_FILTER_RULE),
    vencida: flagField(),
    order_by: sortField(PRODUCT_SORT_FIELDS),
    order_direction: directionField(),
    page: pageField,
    view: viewField,
  },
  sort: { by: "order_by", direction: "order_direction" },
  // The API refuses a minimum above the maximum (400); a range typed backwards is the same range.
  normalize: (state) =>
    state.cotacao_min !== "" && state.cotacao_max !== "" && Number(state.cotacao_min) > Number(state.cotacao_max)
      ? { ...state, cotacao_min: state.cotacao_max, cotacao_max: state.cotacao_min }
      : state,
});

export type ProductListParams = ListState<typeof productList>;
