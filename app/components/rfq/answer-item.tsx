import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ProductThumb } from "#app/components/products/product-thumb.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { CM_FIELDS, type FormErrors, inputName, ITEM_INPUT, savedValueOf, type AnswerFormField } from "#app/lib/rfq/answer-form.ts";
import { RFQ_PAGE_TEXTS } from "#app/lib/rfq/texts.ts";
import { quantityInUnit } from "#contract/products/product-units.ts";
import { RFQ_CM_LABELS, RFQ_CURRENCIES, RFQ_FIELD_LABELS, RFQ_REMARKS_MAX } from "#contract/rfq/rfq-answer.ts";
import type { RfqPublic } from "#contract/rfq/rfq-public.ts";
import type { RfqLanguage } from "#contract/rfq/rfq-languages.ts";
import { INCOTERMS } from "#contract/quotes/quote-terms.ts";

type Item = RfqPublic["itens"][number];

/** One labelled control with its error below (the error named by the control's `aria-describedby`). */
function Control({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One product of the request and the supplier's answer to it, at 375 px first: what is asked (picture, name, target
 * quantity, incoterm), then the price and its terms, the carton and remarks, or 'Not offered'. Plain inputs (no
 * `type=number`): numbers are read by the API's one reader, a dot or a comma for decimals.
 */
export function AnswerItem({
  item,
  language,
  errors,
  typed,
}: {
  item: Item;
  language: RfqLanguage;
  errors: FormErrors;
  /** What was typed in a form the page refused: shown again as typed, in place of the saved answer. */
  typed: Record<string, string> | null;
}) {
  const texts = RFQ_PAGE_TEXTS[language];
  const labels = RFQ_FIELD_LABELS[language];
  const answer = item.resposta;
  const name = (field: AnswerFormField) => inputName(field, item.id_product);
  const startOf = (field: AnswerFormField, saved: string) => (typed ? (typed[name(field)] ?? "") : saved);
  const errorOf = (field: AnswerFormField) => errors[name(field)]?.[0];
  const described = (field: AnswerFormField) =>
    errorOf(field) ? { "aria-invalid": true, "aria-describedby": `${name(field)}-error` } : {};
  const text = (field: Parameters<typeof savedValueOf>[1], inputMode: "decimal" | "numeric" = "decimal", label = labels[field]) => (
    <Control id={name(field)} label={label} error={errorOf(field)}>
      <input
        id={name(field)}
        name={name(field)}
        inputMode={inputMode}
        autoComplete="off"
        defaultValue={startOf(field, savedValueOf(answer, field, language))}
        className={inputClass}
        {...described(field)}
      />
    </Control>
  );
  const headingId = `item-${item.id_product}`;
  return (
    <li className="py-4" data-testid="rfq-item">
      <fieldset aria-labelledby={headingId} className="min-w-0">
        <input type="hidden" name={ITEM_INPUT} value={item.id_product} />
        <div className="flex gap-3">
          <ProductThumb url={item.url_imagem_url} />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} lang="pt-BR" className="font-medium break-words text-slate-900">
              {item.nome}
            </h3>
            {item.descricao ? (
              <p lang="pt-BR" className="mt-0.5 text-sm break-words text-slate-700">
                {item.descricao}
              </p>
            ) : null}
            <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-700">
              <div className="flex gap-1">
                <dt>{texts.quantity}:</dt>
                <dd className="font-medium text-slate-900">{quantityInUnit(item.quantidade, item.unidade_medida, language)}</dd>
              </div>
              <div className="flex gap-1">
                <dt>{texts.incoterm}:</dt>
                <dd className="font-medium text-slate-900">{item.incoterm}</dd>
              </div>
            </dl>
          </div>
        </div>

        <label className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            name={name("nao_ofertado")}
            defaultChecked={typed ? name("nao_ofertado") in typed : (answer?.nao_ofertado ?? false)}
            className="size-4 rounded border-slate-300"
          />
          {labels.nao_ofertado}
        </label>

        <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
          {text("preco")}
          <Control id={name("moeda")} label={labels.moeda} error={errorOf("moeda")}>
            <select
              id={name("moeda")}
              name={name("moeda")}
              defaultValue={startOf("moeda", answer?.moeda ?? "USD")}
              className={inputClass}
              {...described("moeda")}
            >
              {RFQ_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </Control>
          {text("moq", "numeric")}
          {text("lead_time_dias", "numeric")}
          <Control id={name("incoterm")} label={labels.incoterm} error={errorOf("incoterm")}>
            <select
              id={name("incoterm")}
              name={name("incoterm")}
              defaultValue={startOf("incoterm", answer?.incoterm ?? item.incoterm)}
              className={inputClass}
              {...described("incoterm")}
            >
              {INCOTERMS.map((incoterm) => (
                <option key={incoterm} value={incoterm}>
                  {incoterm}
                </option>
              ))}
            </select>
          </Control>
          <Control id={name("valida_ate")} label={labels.valida_ate} error={errorOf("valida_ate")}>
            <input
              id={name("valida_ate")}
              name={name("valida_ate")}
              type="date"
              defaultValue={startOf("valida_ate", answer?.valida_ate ?? "")}
              className={inputClass}
              {...described("valida_ate")}
            />
          </Control>
        </div>

        <fieldset className="mt-3 min-w-0 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{texts.carton}</legend>
          <p className="text-xs text-slate-600">{texts.cartonHint}</p>
          <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
            {text("unidades_por_caixa", "numeric")}
            {text("caixa_peso_kg")}
            {text("caixa_cubagem_m3")}
            {CM_FIELDS.map((field) => (
              <Control key={field} id={name(field)} label={RFQ_CM_LABELS[language][field]} error={errorOf(field)}>
                <input
                  id={name(field)}
                  name={name(field)}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={startOf(field, "")}
                  className={inputClass}
                  {...described(field)}
                />
              </Control>
            ))}
          </div>
        </fieldset>

        <div className="mt-3">
          <Control id={name("observacoes")} label={labels.observacoes} error={errorOf("observacoes")}>
            <textarea
              id={name("observacoes")}
              name={name("observacoes")}
              rows={2}
              maxLength={RFQ_REMARKS_MAX}
              defaultValue={startOf("observacoes", answer?.observacoes ?? "")}
              className={clsx(inputClass, "resize-y")}
              {...described("observacoes")}
            />
          </Control>
        </div>
      </fieldset>
    </li>
  );
}
