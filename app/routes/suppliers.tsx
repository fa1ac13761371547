import { data, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EmptyList, ResultCount } from "~/components/list-results";
import { ExportLinks } from "~/components/export-links";
import { PageHeader } from "~/components/page-header";
import { Pager } from "~/components/pager";
import { SupplierCards } from "~/components/suppliers/supplier-cards";
import { SupplierFilters, toFilterLookups } from "~/components/suppliers/supplier-filters";
import { SupplierTable } from "~/components/suppliers/supplier-table";
import { ViewToggle } from "~/components/view-toggle";
import { notWhileSigningOut } from "~/lib/shell/revalidate";
import { keepWithinPages, readListState } from "~/lib/lists/loader.server";
import { supplierList } from "~/lib/suppliers/list-params";
import { errorToast, type Toast } from "~/lib/shell/toast";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import { getSupplierLookups, listSuppliers } from "~/services/suppliers.server";
import type { Route } from "./+types/suppliers";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Fornecedores · Importadora" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readListState(request, supplierList);
  const api = apiOf(context);
  const [list, lookups] = await Promise.all([settle(listSuppliers(api, supplierList.toApiQuery(state))), settle(getSupplierLookups(api, { countriesInUse: true }))]);
  keepWithinPages(supplierList, state, list);
  const toasts: Toast[] = [];
  if (lookups instanceof ApiFailure) toasts.push(errorToast(lookups.messageOr("Erro ao carregar filtros")));
  if (list instanceof ApiFailure) toasts.push(errorToast(list.messageOr("Erro ao carregar fornecedores")));
  return data({
    state,
    suppliers: list instanceof ApiFailure ? [] : list.results,
    pagination: list instanceof ApiFailure ? null : list.pagination,
    listFailed: list instanceof ApiFailure,
    lookups: lookups instanceof ApiFailure ? null : toFilterLookups(lookups),
    toasts,
  });
}

export default function SuppliersPage({ loaderData }: Route.ComponentProps) {
  const { state, suppliers, pagination, listFailed, lookups } = loaderData;
  const total = pagination?.total_items ?? 0;

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        title="Fornecedores"
        subtitle="Procure pelo fornecedor ideal para o processo de sourcing."
        actions={
          <>
            <ExportLinks csv={href("/suppliers/export.csv") + supplierList.exportSearch(state)} xlsx={href("/suppliers/export.xlsx") + supplierList.exportSearch(state)} />
            <ViewToggle view={state.view} hrefFor={(view) => supplierList.hrefWith(state, { view })} />
          </>
        }
      />
      <SupplierFilters state={state} lookups={lookups} />

      <ResultCount total={total} failed={listFailed} one="fornecedor" many="fornecedores" />

      {suppliers.length === 0 ? (
        <EmptyList failed={listFailed} emptyText="Nenhum fornecedor encontrado." failedText="Não foi possível carregar os fornecedores." />
      ) : state.view === "cards" ? (
        <SupplierCards suppliers={suppliers} />
      ) : (
        <SupplierTable suppliers={suppliers} state={state} />
      )}

      {pagination && pagination.total_pages > 1 ? (
        <div className="mt-4">
          <Pager
            current={pagination.current_page}
            total={pagination.total_pages}
            hrefFor={(page) => supplierList.hrefWith(state, { page })}
            keep={supplierList.toSearchParams(state)}
          />
        </div>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
