import { Icon } from "./icon";
import { formatQuantity } from "#app/lib/format.ts";

/** The line above a list: '1 fornecedor encontrado' / '1.500 fornecedores encontrados'; empty when the list failed. */
export function ResultCount({ total, failed, one, many }: { total: number; failed: boolean; one: string; many: string }) {
  return (
    <p className="mt-6 mb-3 text-sm text-slate-600" aria-live="polite" data-testid="result-count">
      {failed ? "" : total === 1 ? `1 ${one} encontrado` : `${formatQuantity(total)} ${many} encontrados`}
    </p>
  );
}

/** A list with nothing to show: no match for the filters, or the list could not be loaded (the toast says why). */
export function EmptyList({ failed, emptyText, failedText }: { failed: boolean; emptyText: string; failedText: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon name="search-x" className="size-8 text-slate-400" />
      <p className="font-medium text-slate-800">{failed ? failedText : emptyText}</p>
      <p className="text-sm text-slate-600">
        {failed ? "Tente novamente em instantes." : "Tente outros termos de busca ou limpe alguns filtros."}
      </p>
    </div>
  );
}
