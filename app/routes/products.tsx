import { data, href, Link } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { ListPage } from "#app/components/list-page.tsx";
import { CompareActions } from "#app/components/products/compare-selection.tsx";
import { ProductCards } from "#app/components/products/product-cards.tsx";
import { ProductFilters } from "#app/components/products/product-filters.tsx";
import { ProductTable } from "#app/components/products/product-table.tsx";
import { useRefreshProducts } from "#app/hooks/use-refresh-products.ts";
import { keepWithinPages, readListState } from "#app/lib/lists/loader.server.ts";
import { productList } from "#app/lib/products/list-params.ts";
import { toProductRow } from "#app/lib/products/rows.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { getProductCategories, listProducts } from "#app/services/products.server.ts";
import type { Route } from "./+types/products";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Produtos · Importadora" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readListState(request, productList);
  const api = apiOf(context);
  const [list, categorias] = await Promise.all([
    settle(listProducts(api, productList.toApiQuery(state))),
    settle(getProductCategories(api)),
  ]);
  // Specification §8's messages.
  const toasts: Toast[] = [];
  if (categorias instanceof ApiFailure) toasts.push(errorToast(categorias.messageOr("Falha ao carregar categorias")));
  if (list instanceof ApiFailure) toasts.push(errorToast(list.messageOr("Erro ao carregar produtos")));
  // Specification §8: when the categories fail the list is emptied too (a list whose category filter cannot be
  // shown or changed would be read as unfiltered).
  const shown = categorias instanceof ApiFailure || list instanceof ApiFailure ? null : list;
  if (shown) keepWithinPages(productList, state, shown);
  return data({
    state,
    products: shown ? shown.results.map(toProductRow) : [],
    pagination: shown ? shown.pagination : null,
    listFailed: shown === null,
    categorias: categorias instanceof ApiFailure ? [] : categorias,
    toasts,
  });
}

const PRODUCT_WORDS = {
  one: "produto",
  many: "produtos",
  emptyText: "Nenhum produto encontrado.",
  failedText: "Não foi possível carregar os produtos.",
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { state, products, pagination, listFailed, categorias } = loaderData;
  const created = useRefreshProducts(state);
  const createdOffPage = created && !listFailed && !products.some((product) => product.id === created.id) ? created : null;

  return (
    <ListPage
      list={productList}
      state={state}
      title="Produtos"
      subtitle="Catálogo de produtos com as cotações dos fornecedores em dólar."
      actions={<CompareActions filterHref={href("/products/compare/filtro") + productList.exportSearch(state)} />}
      exports={{ csv: href("/products/export.csv"), xlsx: href("/products/export.xlsx") }}
      filters={<ProductFilters state={state} categorias={categorias} />}
      words={PRODUCT_WORDS}
      pagination={pagination}
      failed={listFailed}
      empty={products.length === 0}
      notice={
        createdOffPage ? (
          <p
            role="status"
            className="mb-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-slate-800"
            data-testid="created-off-page"
          >
            O produto <strong className="font-semibold">{createdOffPage.nome}</strong> foi criado, mas não aparece nesta página com os
            filtros e a ordem atuais.{" "}
            <Link to={href("/products/:id", { id: String(createdOffPage.id) })} className="font-medium text-primary underline">
              Abrir produto
            </Link>
          </p>
        ) : null
      }
      cards={() => <ProductCards products={products} />}
      table={() => <ProductTable products={products} state={state} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
