import { data, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage } from "~/components/list-page";
import { SupplierCards } from "~/components/suppliers/supplier-cards";
import { SupplierFilters, toFilterLookups } from "~/components/suppliers/supplier-filters";
import { SupplierTable } from "~/components/suppliers/supplier-table";
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
