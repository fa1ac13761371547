import { lazy, Suspense } from "react";
import { data, href, type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { ActivityPanel } from "#app/components/activity/activity-panel.tsx";
import { DeleteButton, DeleteConfirmPanel } from "#app/components/detail-header.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { Icon } from "#app/components/icon.tsx";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { ProductDetailLayout } from "#app/components/products/product-detail-layout.tsx";
import type { ProductEditParts } from "#app/components/products/product-edit-form.tsx";
import { DescriptionView, GeneralInfoView } from "#app/components/products/product-sections.tsx";
import { ProductSuppliersCard } from "#app/components/products/product-suppliers-card.tsx";
import { RecordNotFound } from "#app/components/record-not-found.tsx";
import { RemoveMemberPanel } from "#app/components/remove-member.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import { handleIntent } from "#app/lib/actions/api-action.server.ts";
import { loadActivityPage } from "#app/lib/activity/panel.server.ts";
import { readForm } from "#app/lib/forms/read.server.ts";
import {
  CATEGORIES_LOAD_FAILED,
  DELETE_PRODUCT_QUESTION,
  DELETE_PRODUCT_TITLE,
  DETAIL_PARAMS,
  PRODUCT_LOAD_FAILED,
  productHref,
  QUOTE_HISTORY_FAILED,
  removeSupplierQuestion,
} from "#app/lib/products/detail-messages.ts";
import { openBreakdownOf, quoteRowsOf } from "#app/lib/products/quotes.server.ts";
import { DEFAULT_RATES, type QuoteRow } from "#app/lib/products/quotes.ts";
import { conflictOf } from "#app/lib/records/conflict.ts";
import { detailRequest, lookupsOrNull, lookupsWhileEditing, notFound, recordOrNull } from "#app/lib/records/detail-loader.server.ts";
import { requireProductId, routeId } from "#app/lib/records/route-id.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { supplierPickerSearchOf } from "#app/lib/suppliers/picker.server.ts";
import { type ApiClient, ApiFailure, settle } from "#app/services/api.server.ts";
import { getProduct, getProductCategories, getQuoteHistory, getRates } from "#app/services/products.server.ts";
import { CLEARANCE_DAY_MESSAGE, clearanceDayParam } from "#contract/landed-cost/tax-regimes.ts";
import { PRODUCT_NOT_FOUND } from "#contract/products/product-rules.ts";
import type { Product } from "#contract/products/products.ts";
import { saoPauloDay } from "#contract/time/days.ts";
import type { Route } from "./+types/products.detail";
import {
  addSupplierIntent,
  deleteIntent,
  preferredIntent,
  quoteIntent,
  removeSupplierIntent,
  updateIntent,
} from "./products.detail.server.ts";

/**
 * Opening or leaving a quote's edit (`?cotacao=`) changes nothing on the server: no reload for that alone. Opening a
 * history (`?historico=`) or a landed cost's breakdown (`?custo=`) does reload: the page's data holds only the one open.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl, formMethod } = args;
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(DETAIL_PARAMS.quote);
    return params.toString();
  };
  const onlyQuoteEdit =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && without(currentUrl) === without(nextUrl);
  if (!formMethod && onlyQuoteEdit) return false;
  return notWhileSigningOut(args);
};

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData && "product" in loaderData ? loaderData.product.nome : "Produto";
  return [{ title: `${name} · Importadora` }];
}

export async function loader(args: Route.LoaderArgs) {
  const start = detailRequest(args);
  if (!start) return notFound();
  const { id, api, query } = start;
  const toasts: Toast[] = [];
  const clearance = chosenClearance(query, toasts);
  const [loaded, rates, settledCategories] = await Promise.all([
    settle(getProduct(api, id, clearance)),
    settle(getRates(api)),
    lookupsWhileEditing(start, getProductCategories),
  ]);
  const product = recordOrNull(loaded, PRODUCT_LOAD_FAILED);
  if (!product) return notFound();

  const categories = lookupsOrNull(settledCategories, toasts, CATEGORIES_LOAD_FAILED);
  // The API falls back to its default rates by itself; should the call itself fail, the same defaults, said to be so.
  const usedRates = rates instanceof ApiFailure ? DEFAULT_RATES : rates;
  const { suppliers, ...own } = product;
  // Without JavaScript the picker is a GET search (`?buscar=`) answered here, with the same rules.
  const [search, history, activity] = await Promise.all([
    supplierPickerSearchOf(
      api,
      query,
      suppliers.map((supplier) => supplier.id),
      toasts,
    ),
    historyOf(api, product, query, toasts),
    loadActivityPage(api, "product", id, query, toasts),
  ]);
  return data({
    notFound: false as const,
    // The suppliers travel once, as the rows below: the page shows nothing else of them.
    product: own,
    // Converted here, so the first HTML already shows the three amounts (docs/design.md §6).
    quotes: quoteRowsOf(suppliers, usedRates, saoPauloDay(new Date()), product.id_supplier_preferido),
    // Of the breakdowns the API gave, only the one opened (`?custo=<supplier id>`): each is some twenty figures, and a
    // product has up to PRODUCT_SUPPLIERS_MAX quotes (docs/decisions/0069-lean-pages.md).
    breakdown: openBreakdownOf(suppliers, routeId(query.get(DETAIL_PARAMS.cost) ?? undefined)),
    history,
    rates: usedRates,
    categories,
    search,
    activity,
    clearance: clearance ?? null,
    toasts,
  });
}

/** `?desembaraco=`: the clearance day the buyer chose; one that is not a real day is said and left out. */
function chosenClearance(query: URLSearchParams, toasts: Toast[]): string | undefined {
  const chosen = clearanceDayParam.safeParse(query.get(DETAIL_PARAMS.clearance) ?? undefined);
  if (chosen.success) return chosen.data;
  toasts.push(errorToast(CLEARANCE_DAY_MESSAGE));
  return undefined;
}

/** `?historico=<supplier id>`: that supplier's recorded quotes, shown under its row (with and without JavaScript). */
async function historyOf(api: ApiClient, product: Product, query: URLSearchParams, toasts: Toast[]) {
  const supplierId = routeId(query.get(DETAIL_PARAMS.history) ?? undefined);
  if (supplierId === null || !product.suppliers.some((supplier) => supplier.id === supplierId)) return null;
  const rows = await settle(getQuoteHistory(api, product.id, supplierId));
  if (rows instanceof ApiFailure) {
    toasts.push(errorToast(rows.messageOr(QUOTE_HISTORY_FAILED)));
    return null;
  }
  return { supplierId, rows };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = requireProductId(params.id);
  const formData = await readForm(request);
  return handleIntent(formData, {
    update: () => updateIntent(context, id, formData),
    delete: () => deleteIntent(context, id),
    "add-supplier": () => addSupplierIntent(context, id, formData),
    quote: () => quoteIntent(context, id, formData),
    "remove-supplier": () => removeSupplierIntent(context, id, formData),
    preferred: () => preferredIntent(context, id, formData),
  });
}

const DELETE_PRODUCT = {
  title: DELETE_PRODUCT_TITLE,
  message: DELETE_PRODUCT_QUESTION,
  label: "Excluir",
  noJsHref: `?${DETAIL_PARAMS.delete}=1`,
};

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound)
    return <RecordNotFound message={PRODUCT_NOT_FOUND} backHref={href("/products")} backLabel="Voltar para Produtos" />;
  return <ProductScreen {...loaderData} actionData={actionData} />;
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { notFound: false }>;
type ActionData = Route.ComponentProps["actionData"];

// The edit form (Conform, zod and the product's schemas) is not part of the page's first load: fetched once the
// browser is idle, and rendered by the server as any other part when the page opens in edit mode.
const loadEditForm = () => import("#app/components/products/product-edit-form.tsx");
const ProductEditForm = lazy(loadEditForm);

function ProductScreen({
  product,
  quotes,
  breakdown,
  history,
  rates,
  categories,
  search,
  activity,
  clearance,
  actionData,
}: Loaded & { actionData: ActionData }) {
  const [params] = useSearchParams();
  const updateResult = actionData?.intent === "update" ? actionData.result : undefined;
  const quoteResult = actionData?.intent === "quote" ? actionData.result : undefined;
  const editing = params.get(DETAIL_PARAMS.edit) === "1" || Boolean(updateResult);
  const quoteParam = routeId(params.get(DETAIL_PARAMS.quote) ?? undefined);
  const suppliers = (
    <ProductSuppliersCard
      productId={product.id}
      quotes={quotes}
      history={history}
      breakdown={breakdown}
      rates={rates}
      clearance={clearance}
      search={search}
      editingQuote={quoteParam}
      quoteResult={quoteResult}
      locked={editing}
    />
  );
  const activityPanel = <ActivityPanel page={activity} />;
  const layout = (parts: ProductEditParts) => (
    <ProductDetailLayout product={product} {...parts} suppliers={suppliers} activity={activityPanel} />
  );
  const view = layout({
    actions: <ViewActions />,
    notices: <NoScriptPanels productId={product.id} quotes={quotes} />,
    description: <DescriptionView product={product} />,
    info: <GeneralInfoView product={product} />,
  });
  useIdlePrefetch(loadEditForm);
  if (!editing) return view;
  return (
    // While the form's code is on its way, the page stays as it was.
    <Suspense fallback={view}>
      <ProductEditForm
        product={product}
        categories={categories}
        lastResult={updateResult}
        conflict={conflictOf(actionData)}
        layout={layout}
      />
    </Suspense>
  );
}

function ViewActions() {
  return (
    <>
      <KeepBackLink to={`?${DETAIL_PARAMS.edit}=1`} replace preventScrollReset className={buttonClass("secondary")}>
        <Icon name="pencil" className="size-4" /> Editar
      </KeepBackLink>
      <DeleteButton remove={DELETE_PRODUCT} />
    </>
  );
}

/** Without JavaScript, the questions are part of the page, chosen by the query (`?excluir=1`, `?remover=<id>`). */
function NoScriptPanels({ productId, quotes }: { productId: number; quotes: QuoteRow[] }) {
  const [params] = useSearchParams();
  const here = productHref(productId);
  if (params.get(DETAIL_PARAMS.delete) === "1") {
    return <DeleteConfirmPanel remove={DELETE_PRODUCT} cancelHref={here} />;
  }
  const removed = quotes.find((quote) => String(quote.id) === params.get(DETAIL_PARAMS.remove));
  if (removed) {
    return <RemoveMemberPanel member="supplier" id={removed.id} name={removed.nome} question={removeSupplierQuestion} cancelHref={here} />;
  }
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
