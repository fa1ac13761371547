import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { href, Link } from "react-router";
import { formatGrade, orDash } from "~/lib/format";
import { supplierList, type SupplierListParams } from "~/lib/supplier-list-params";
import type { SupplierListItem, SupplierSortField } from "../../../contract/suppliers";
import { BlacklistedBadge } from "./blacklisted-badge";
import { CountryLabel } from "./country-flag";

const COLUMNS: { field: SupplierSortField; label: string; className?: string }[] = [
  { field: "nome", label: "Nome" },
  { field: "segmento", label: "Segmento" },
  { field: "pais", label: "País" },
  { field: "tipo", label: "Tipo" },
  { field: "source", label: "Source" },
  { field: "blacklisted", label: "É blacklisted?" },
  { field: "nota", label: "Nota média", className: "text-right" },
];

/** The list view: each header a sort link (same column again flips the direction), each name a link to the detail. */
export function SupplierTable({ suppliers, state, linkState }: { suppliers: SupplierListItem[]; state: SupplierListParams; linkState: unknown }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Fornecedores</caption>
        <thead className="border-b border-border bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column) => {
              const active = state.order_by === column.field;
              const Arrow = !active ? ArrowUpDown : state.order_direction === "asc" ? ArrowUp : ArrowDown;
              return (
                <th
                  key={column.field}
                  scope="col"
                  aria-sort={active ? (state.order_direction === "asc" ? "ascending" : "descending") : undefined}
                  className={clsx("px-4 py-2.5 font-semibold whitespace-nowrap", column.className)}
                >
                  <Link
                    to={supplierList.hrefWith(state, supplierList.sortChange(state, column.field))}
                    preventScrollReset
                    className="inline-flex items-center gap-1 rounded hover:text-slate-950"
                    data-testid={`sort-${column.field}`}
                  >
                    {column.label}
                    <Arrow aria-hidden className={clsx("size-3.5", active ? "text-primary" : "text-slate-400")} />
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {suppliers.map((supplier) => (
            <tr key={supplier.supplier_id} className="relative hover:bg-slate-50">
              <td className="min-w-56 px-4 py-2.5 font-medium">
                <Link
                  to={href("/suppliers/:id", { id: String(supplier.supplier_id) })}
                  state={linkState}
                  className="text-primary after:absolute after:inset-0 hover:underline"
                >
                  {supplier.supplier_nome}
                </Link>
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap">{orDash(supplier.supplier_nome_segmento)}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">
                <CountryLabel icon={supplier.supplier_icon_pais} name={supplier.supplier_nome_pais} />
              </td>
              <td className="px-4 py-2.5 whitespace-nowrap">{orDash(supplier.supplier_nome_tipo)}</td>
              <td className="px-4 py-2.5 whitespace-nowrap">{orDash(supplier.supplier_nome_source)}</td>
              <td className="px-4 py-2.5">
                <BlacklistedBadge value={supplier.supplier_blacklisted} />
              </td>
              <td className="px-4 py-2.5 text-right tabular-nums" data-testid="grade">
                {formatGrade(supplier.sourcing_avg_nota)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
