import { quoteRange, type ProductRow } from "#app/lib/products/rows.ts";

/** 'min ~ max' in dollars; muted, with a tooltip, when no supplier has quoted the product yet (specification §2's 0). */
export function ProductQuoteRange({ row }: { row: ProductRow }) {
  if (row.cotado) return <span className="tabular-nums">{quoteRange(row)}</span>;
  return (
    <span className="text-slate-500 tabular-nums" title="Nenhum supplier cotou este produto">
      {quoteRange(row)}
    </span>
  );
}
