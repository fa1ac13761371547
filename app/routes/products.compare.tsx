import { readForm } from "#app/lib/forms/read.server.ts";
import { Icon } from "#app/components/icon.tsx";
import { data, href, Link, redirect } from "react-router";
import { CompareAnswers } from "#app/components/products/compare/compare-answers.tsx";
import { CompareForm, COMPARE_FORM_ID, CHOICE_FORM_ID, ChoiceForm } from "#app/components/products/compare/compare-form.tsx";
import { CompareMatrix } from "#app/components/products/compare/compare-matrix.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { runIntent, handleIntent, refuse } from "#app/lib/actions/api-action.server.ts";
import { parseChoice, PREFERRED_CHOICE_INVALID, preferredSaved } from "#app/lib/products/preferred-supplier.ts";
import { COMPARE_FAILED, compareViewOf } from "#app/lib/products/compare.ts";
import { compareApiQuery, compareSearch, isCanonical, parseCompareState } from "#app/lib/products/compare-params.ts";
import { PRODUCT_UPDATE_FAILED } from "#app/lib/products/detail-messages.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { ApiFailure, apiOf, settle } from "#app/services/api.server.ts";
import { compareProducts, setPreferredSupplier } from "#app/services/products.server.ts";
import { saoPauloDay } from "#contract/time/days.ts";
import type { Route } from "./+types/products.compare";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Comparar cotações · Importadora" }];
}

/**
 * `/products/compare?ids=1,2,3&incluir_vencidas=1&qtd_<id>=n` (ADR 0052): one canonical address per
 * state (the list's checkboxes send `ids` once per product: redirected to one comma-separated `ids`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const state = parseCompareState(url.searchParams);
  if (!isCanonical(url.searchParams, state)) throw redirect(`${href("/products/compare")}${compareSearch(state)}`);
  if (state.ids.length === 0) return data({ state, view: null, problem: null });
  const reply = await settle(compareProducts(apiOf(context), compareApiQuery(state)));
  if (reply instanceof ApiFailure) {
    // The API's reason (more than 50 products, an unknown one) on the page, with the right status.
    return data({ state, view: null, problem: reply.messageOr(COMPARE_FAILED) }, { status: reply.status });
  }
  // A refused quantity is shown beside its field (the comparison without it), answered as the bad request it is.
  const refused = Object.keys(state.invalidas).length > 0;
  return data({ state, view: compareViewOf(reply, saoPauloDay(new Date())), problem: null }, { status: refused ? 400 : 200 });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  // Back to the same comparison, at its canonical address.
  const back = `${href("/products/compare")}${compareSearch(parseCompareState(url.searchParams))}`;
  return handleIntent(formData, { escolher: () => chooseIntent(context, formData, back) });
}

/** 'Escolher' or 'Desmarcar': the product's preferred supplier, then back to the same comparison with a toast. */
function chooseIntent(context: Route.ActionArgs["context"], formData: FormData, back: string) {
  const choice = parseChoice(formData.get("escolha"));
  if (!choice) refuse(context, PREFERRED_CHOICE_INVALID, back);
  return runIntent(context, () => setPreferredSupplier(apiOf(context), choice.productId, choice.supplierId), {
    failure: PRODUCT_UPDATE_FAILED,
    success: preferredSaved(choice),
    redirectTo: back,
    back,
  });
}

export default function ProductComparePage({ loaderData }: Route.ComponentProps) {
  const { state, view, problem } = loaderData;
  return (
    <div className="mx-auto max-w-7xl">
      <Link to={href("/products")} className={buttonClass("ghost", "-ml-2 mb-3 px-2 py-1.5")}>
        <Icon name="arrow-left" className="size-4" /> Voltar para Produtos
      </Link>
      <PageHeader
        title="Comparar cotações"
        subtitle="Os produtos nas linhas, os fornecedores que cotam ao menos um deles nas colunas: cotação, custo posto, validade e prazo."
      />
      {problem ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          data-testid="compare-problem"
        >
          {problem}{" "}
          <Link to={href("/products")} className="font-medium underline">
            Escolher outros produtos
          </Link>
        </p>
      ) : null}
      {state.ids.length === 0 ? (
        <p
          className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-700"
          data-testid="compare-empty"
        >
          Nenhum produto para comparar. Marque produtos na{" "}
          <Link to={href("/products")} className="font-medium text-primary underline">
            lista de produtos
          </Link>{" "}
          e clique em 'Comparar', ou use 'Comparar todos do filtro'.
        </p>
      ) : null}
      {view ? (
        <>
          <CompareForm key={compareSearch(state)} state={state} />
          <ChoiceForm />
          <CompareMatrix
            view={view}
            given={state.quantidades}
            refused={state.invalidas}
            formId={COMPARE_FORM_ID}
            choiceFormId={CHOICE_FORM_ID}
          />
          <CompareAnswers view={view} />
        </>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
