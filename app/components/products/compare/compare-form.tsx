import { Form } from "react-router";
import type { CompareState } from "#app/lib/products/compare-params.ts";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { CLEARANCE_DAY_MESSAGE } from "#contract/landed-cost/landed-cost-rules.ts";

/** The comparison's GET form: the quantity inputs in the matrix belong to it through their `form` attribute. */
export const COMPARE_FORM_ID = "comparar";
/** The one POST form of every 'Escolher' button (each button sends `escolha=<product>:<supplier>`). */
export const CHOICE_FORM_ID = "escolher-fornecedor";

/**
 * The products (hidden), 'Incluir vencidas' and the submit; a plain GET form, so it works without JavaScript and
 * the address holds the whole state. The quantities are typed in the matrix's rows.
 */
export function CompareForm({ state }: { state: CompareState }) {
  return (
    <Form
      method="get"
      id={COMPARE_FORM_ID}
      preventScrollReset
      className="mb-4 rounded-xl border border-border bg-white px-4 py-3 shadow-sm"
      data-testid="compare-form"
    >
      <input type="hidden" name="ids" value={state.ids.join(",")} />
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name="incluir_vencidas"
            value="1"
            defaultChecked={state.incluirVencidas}
            className="size-4 rounded border-slate-300"
          />
          Incluir vencidas
        </label>
        <label className="inline-flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
          Data de desembaraço
          <input
            type="date"
            name="desembaraco"
            defaultValue={state.desembaraco ?? state.desembaracoInvalido ?? ""}
            aria-invalid={state.desembaracoInvalido ? true : undefined}
            aria-describedby={state.desembaracoInvalido ? "desembaraco-erro" : undefined}
            className={`${inputClass} w-40 py-1`}
          />
        </label>
        <Button type="submit" className="py-1.5">
          Atualizar comparação
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Sem 'Incluir vencidas', as cotações vencidas aparecem em cinza e ficam fora das marcas e dos totais. Informe a quantidade de cada
        produto para planejar o embarque e os totais (vazio: o custo posto da página do produto, 1 unidade no total; 0 tira o produto dos
        totais). Sem data de desembaraço, cada custo posto segue o regime tributário do desembaraço previsto da sua cotação (data + prazo de
        entrega + trânsito do país); com ela, todos seguem o regime dessa data.
      </p>
      {state.desembaracoInvalido ? (
        <p id="desembaraco-erro" role="alert" className="mt-1 text-xs text-destructive">
          {CLEARANCE_DAY_MESSAGE}
        </p>
      ) : null}
    </Form>
  );
}

/** The form every 'Escolher' button submits: back to the same comparison with a toast. */
export function ChoiceForm() {
  return (
    <Form method="post" id={CHOICE_FORM_ID} preventScrollReset hidden>
      <input type="hidden" name="intent" value="escolher" />
    </Form>
  );
}
