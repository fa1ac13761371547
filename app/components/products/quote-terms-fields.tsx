import { INCOTERMS } from "../../../contract/quote-terms";
import type { QuoteRow } from "~/lib/product-quotes";
import { inputClass } from "../ui/field";

const labelClass = "text-xs font-medium text-slate-700";

/**
 * A quote's terms in the row's edit form (issue 12), as plain inputs: an emptied one clears the term, and the
 * API checks what is typed (its message comes back as the save's error).
 */
export function QuoteTermsFields({ quote }: { quote: QuoteRow }) {
  const id = (name: string) => `${name}-${quote.id}`;
  const field = "flex min-w-0 flex-col gap-1";
  return (
    <>
      <div className={field}>
        <label htmlFor={id("valida_ate")} className={labelClass}>
          Válida até
        </label>
        <input id={id("valida_ate")} name="valida_ate" type="date" defaultValue={quote.valida_ate ?? ""} className={`${inputClass} py-1.5`} />
      </div>
      <div className={field}>
        <label htmlFor={id("moq")} className={labelClass}>
          MOQ
        </label>
        <input id={id("moq")} name="moq" type="number" inputMode="numeric" min={1} step={1} defaultValue={quote.moq ?? ""} className={`${inputClass} py-1.5`} />
      </div>
      <div className={field}>
        <label htmlFor={id("lead_time_dias")} className={labelClass}>
          Prazo de entrega (dias)
        </label>
        <input
          id={id("lead_time_dias")}
          name="lead_time_dias"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={quote.lead_time_dias ?? ""}
          className={`${inputClass} py-1.5`}
        />
      </div>
      <div className={field}>
        <label htmlFor={id("incoterm")} className={labelClass}>
          Incoterm
        </label>
        <select id={id("incoterm")} name="incoterm" defaultValue={quote.incoterm ?? ""} className={`${inputClass} py-1.5`}>
          <option value="">—</option>
          {INCOTERMS.map((term) => (
            <option key={term} value={term}>
              {term}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
