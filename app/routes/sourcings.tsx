import { data, href } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { ListPage } from "#app/components/list-page.tsx";
import { SourcingCards } from "#app/components/sourcings/sourcing-cards.tsx";
import { SourcingFilters } from "#app/components/sourcings/sourcing-filters.tsx";
import { SortMenu, SourcingTable } from "#app/components/sourcings/sourcing-table.tsx";
import { keepWithinPages, readListState } from "#app/lib/lists/loader.server.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { sourcingList } from "#app/lib/sourcings/list-params.ts";
import { errorToast, type Toast } from "#app/lib/shell/toast.ts";
import { toSourcingRow } from "#app/lib/sourcings/rows.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { getSourcingCategories, getSourcingOwners, listSourcings } from "#app/services/sourcings.server.ts";
import type { Route } from "./+types/sourcings";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Sourcings · Importadora" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readListState(request, sourcingList);
  const api = apiOf(context);
  const [list, categorias, owners] = await Promise.all([
    settle(listSourcings(api, sourcingList.toApiQuery(state))),
    settle(getSourcingCategories(api)),
    settle(getSourcingOwners(api)),
  ]);
  keepWithinPages(sourcingList, state, list);
  const toasts: Toast[] = [];
  // Each dropdown that could not load is left empty; the others still filter (specification §8).
  if (categorias instanceof ApiFailure) toasts.push(errorToast(categorias.messageOr("Erro ao carregar categorias")));
  if (owners instanceof ApiFailure) toasts.push(errorToast(owners.messageOr("Erro ao carregar filtros")));
  if (list instanceof ApiFailure) toasts.push(errorToast(list.messageOr("Falha ao carregar sourcings")));
  return data({
    state,
    sourcings: list instanceof ApiFailure ? [] : list.results.map((sourcing) => toSourcingRow(sourcing, state.view)),
    pagination: list instanceof ApiFailure ? null : list.pagination,
    listFailed: list instanceof ApiFailure,
    lookups: {
      categorias: categorias instanceof ApiFailure ? [] : categorias,
      ...(owners instanceof ApiFailure ? { responsaveis: [], comerciais: [] } : owners),
    },
    toasts,
  });
}

const SOURCING_WORDS = {
  one: "sourcing",
  many: "sourcings",
  emptyText: "Nenhum sourcing encontrado.",
  failedText: "Não foi possível carregar os sourcings.",
};

export default function SourcingsPage({ loaderData }: Route.ComponentProps) {
  const { state, sourcings, pagination, listFailed, lookups } = loaderData;

  return (
    <ListPage
      list={sourcingList}
      state={state}
      title="Sourcings"
      subtitle="Processos de negociação com fornecedores para importar mercadorias para nossos clientes."
      exports={{ csv: href("/sourcings/export.csv"), xlsx: href("/sourcings/export.xlsx") }}
      filters={<SourcingFilters state={state} lookups={lookups} />}
      words={SOURCING_WORDS}
      pagination={pagination}
      failed={listFailed}
      empty={sourcings.length === 0}
      cards={() => (
        <>
          {/* The list's top for the pager: the sort menu over the cards. */}
          <div data-list-top className="mb-3 scroll-mt-24">
            <SortMenu state={state} />
          </div>
          <SourcingCards sourcings={sourcings} />
        </>
      )}
      table={() => <SourcingTable sourcings={sourcings} state={state} />}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
