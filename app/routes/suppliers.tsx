import { data, href } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { ListPage } from "#app/components/list-page.tsx";
import { SupplierCards } from "#app/components/suppliers/supplier-cards.tsx";
import { SupplierFilters, toFilterLookups } from "#app/components/suppliers/supplier-filters.tsx";
import { SupplierTable } from "#app/components/suppliers/supplier-table.tsx";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { keepWithinPages, readListState } from "#app/lib/lists/loader.server.ts";
import { supplierList } from "#app/lib/suppliers/list-params.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { getSupplierLookups, listSuppliers } from "#app/services/suppliers.server.ts";
import type { Route } from "./+types/suppliers";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Fornecedores · Importadora" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readListState(request, supplierList);
  const api = apiOf(context);
  const [list, lookups] = await Promise.all([
    settle(listSuppliers(api, supplierList.toApiQuery(state))),
    settle(getSupplierLookups(api, { countriesInUse: true })),
  ]);
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

const SUPPLIER_WORDS = {
  one: "fornecedor",
  many: "fornecedores",
  emptyText: "Nenhum fornecedor encontrado.",
  failedText: "Não foi possível carregar os fornecedores.",
};

export default function SuppliersPage({ loaderData }: Route.ComponentProps) {
  const { state, suppliers, pagination, listFailed, lookups } = loaderData;
  return (
    <ListPage
      list={supplierList}
      state={state}
      title="Fornecedores"
      subtitle="Procure pelo fornecedor ideal para o processo de sourcing."
      exports={{ csv: href("/suppliers/export.csv"), xlsx: href("/suppliers/export.xlsx") }}
      filters={<SupplierFilters state={state} lookups={lookups} />}
      words={SUPPLIER_WORDS}
      pagination={pagination}
      failed={listFailed}
      empty={suppliers.length === 0}
      cards={() => <SupplierCards suppliers={suppliers} />}
      table={() => <SupplierTable suppliers={suppliers} state={state} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
