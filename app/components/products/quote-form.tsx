import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { quoteFormSchema, quoteFormValues } from "#app/lib/forms/product.ts";
import type { QuoteRow } from "#app/lib/products/quotes.ts";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { PackingFields } from "./packing-fields";
import { QuoteTermsFields, Term } from "./quote-terms-fields";

/**
 * The row's quote as an input (USD, to the cent, from 0) and its terms, checked in the browser by the action's
 * schema. Specification §5: an emptied quote is 0; a typo ('3,999', '-5', '1.5.0') is refused with the rule's
 * message under the field, with or without JavaScript (the action reads it the same way). Cancelar goes back to the page without the row's edit, so the
 * input starts again from the saved quote.
 */
export default function QuoteForm({ quote, lastResult }: { quote: QuoteRow; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: `quote-${quote.id}`,
    lastResult,
    defaultValue: quoteFormValues(quote),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: quoteFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { cotacao } = fields;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      replace
      preventScrollReset
      className="mt-2 grid grid-cols-2 items-end gap-2 @lg:grid-cols-[minmax(9.5rem,1.3fr)_repeat(3,minmax(0,1fr))]"
    >
      <input type="hidden" name="intent" value="quote" />
      <input {...getInputProps(fields.id_supplier, { type: "hidden" })} />
      {/* The quote on a row of its own; the four terms below it, side by side when the row is wide enough. */}
      <div className="col-span-2 flex max-w-xs min-w-0 flex-col gap-1 @lg:col-span-4">
        <label htmlFor={cotacao.id} className="text-xs font-medium text-slate-700">
          Cotação de {quote.nome} (US$)
        </label>
        <input
          {...getInputProps(cotacao, { type: "text" }, { first: focusesFirstField(lastResult) })}
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClass} py-1.5`}
        />
        <p id={cotacao.errorId} className="min-h-4 text-xs text-destructive" data-testid="quote-error">
          {cotacao.errors?.[0] ?? ""}
        </p>
      </div>
      <QuoteTermsFields fields={fields} />
      {/* The supplier's carton: two rows of three (its own, then the measures that can give its m³) across the form. */}
      <div className="col-span-2 @lg:col-span-4">
        <PackingFields
          fields={fields}
          Frame={Term}
          inputClassName={`${inputClass} py-1.5`}
          gridClassName="gap-x-2 @sm:grid-cols-3"
          idPrefix={`quote-${quote.id}`}
          legend="Caixa do fornecedor"
        />
      </div>
      <div className="col-span-2 flex justify-end gap-2 @lg:col-span-4">
        <KeepBackLink to="." replace preventScrollReset className={buttonClass("secondary", "py-1.5")}>
          Cancelar
        </KeepBackLink>
        <button type="submit" className={buttonClass("primary", "py-1.5")}>
          Salvar
        </button>
      </div>
    </Form>
  );
}
