import { data, href } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ListPage } from "~/components/list-page";
import { SourcingCards } from "~/components/sourcings/sourcing-cards";
import { SourcingFilters } from "~/components/sourcings/sourcing-filters";
import { SortMenu, SourcingTable } from "~/components/sourcings/sourcing-table";
import { keepWithinPages, readListState } from "~/lib/lists/loader.server";
import { notWhileSigningOut } from "~/lib/shell/revalidate";
import { sourcingList } from "~/lib/sourcings/list-params";
import { errorToast, type Toast } from "~/lib/shell/toast";
import { toSourcingRow } from "~/lib/sourcings/rows";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import { getSourcingCategories, getSourcingOwners, listSourcings } from "~/services/sourcings.server";
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
