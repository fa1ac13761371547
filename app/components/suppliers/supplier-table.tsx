import { href } from "react-router";
import { useDetailHref } from "#app/hooks/use-back-href.ts";
import { DataTable, type DataTableColumn, RowLink } from "#app/components/data-table.tsx";
import { formatGrade, orDash } from "#app/lib/format.ts";
import { supplierList, type SupplierListParams } from "#app/lib/suppliers/list-params.ts";
import type { SupplierSortField } from "#contract/suppliers/suppliers.ts";
import type { SupplierRow } from "#app/lib/suppliers/rows.ts";
import { BlacklistedBadge } from "./blacklisted-badge";
import { CertificateMarker } from "./certificate-marker";
import { CountryLabel } from "./country-flag";

function columns(detailHref: (path: string) => string): DataTableColumn<SupplierRow, SupplierSortField>[] {
  return [
    {
      id: "nome",
      header: "Nome",
      sortKey: "nome",
      stacked: "title",
      cell: (s) => {
        const name = (
          <RowLink to={detailHref(href("/suppliers/:id", { id: String(s.supplier_id) }))} className="break-words">
            {s.supplier_nome}
          </RowLink>
        );
        // The marker follows the name, or starts the next line when the name fills its own; most rows have none.
        return s.certificado_situacao === null ? (
          name
        ) : (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {name}
            <CertificateMarker situation={s.certificado_situacao} />
          </div>
        );
      },
    },
    // Wider once the table has room (a 64rem container): 'Utilidades Domésticas' and 'Visita à fábrica' on one line.
    { id: "segmento", header: "Segmento", sortKey: "segmento", width: "w-28 @5xl:w-44", cell: (s) => orDash(s.supplier_nome_segmento) },
    {
      id: "pais",
      header: "País",
      sortKey: "pais",
      width: "w-28",
      cell: (s) => <CountryLabel icon={s.supplier_icon_pais} name={s.supplier_nome_pais} />,
    },
    { id: "tipo", header: "Tipo", sortKey: "tipo", width: "w-24", cell: (s) => orDash(s.supplier_nome_tipo) },
    { id: "source", header: "Source", sortKey: "source", width: "w-28 @5xl:w-32", cell: (s) => orDash(s.supplier_nome_source) },
    {
      id: "blacklisted",
      header: "É blacklisted?",
      sortKey: "blacklisted",
      // As narrow as its header allows: the badge is short.
      width: "w-px",
      nowrap: true,
      cell: (s) => <BlacklistedBadge value={s.supplier_blacklisted} />,
    },
    {
      id: "nota",
      header: "Nota média",
      sortKey: "nota",
      width: "w-px",
      align: "end",
      nowrap: true,
      stacked: "corner",
      cellTestId: "grade",
      cell: (s) => formatGrade(s.sourcing_avg_nota),
    },
  ];
}

/** The list view: each header a sort link (same column again flips the direction), each name a link to the detail. */
export function SupplierTable({ suppliers, state }: { suppliers: SupplierRow[]; state: SupplierListParams }) {
  const detailHref = useDetailHref();
  return (
    <DataTable
      caption="Fornecedores"
      columns={columns(detailHref)}
      rows={suppliers}
      rowKey={(s) => s.supplier_id}
      sort={{
        by: state.order_by,
        direction: state.order_direction,
        hrefFor: (field) => supplierList.hrefWith(state, supplierList.sortChange(state, field)),
      }}
      stackBelow="lg"
    />
  );
}
