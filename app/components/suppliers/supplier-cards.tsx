import { href, Link } from "react-router";
import { useDetailHref } from "#app/hooks/use-back-href.ts";
import { formatGrade, orDash } from "#app/lib/format.ts";
import type { SupplierRow } from "#app/lib/suppliers/rows.ts";
import { BlacklistedBadge } from "./blacklisted-badge";
import { CertificateMarker } from "./certificate-marker";
import { CountryLabel } from "./country-flag";

/**
 * The cards view: 3 columns on wide screens; each card is one link to the detail. The list's top for the
 * pager (`data-list-top`), with room above for the sticky header and the result count.
 */
export function SupplierCards({ suppliers }: { suppliers: SupplierRow[] }) {
  const detailHref = useDetailHref();
  return (
    <ul data-list-top className="grid scroll-mt-24 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Fornecedores">
      {suppliers.map((supplier) => (
        <li key={supplier.supplier_id}>
          <Link
            to={detailHref(href("/suppliers/:id", { id: String(supplier.supplier_id) }))}
            className="flex h-full flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
            data-testid="supplier-card"
          >
            <div className="flex items-start justify-between gap-2">
              <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
                {supplier.supplier_nome}
                <CertificateMarker situation={supplier.certificado_situacao} className="ml-2 align-middle" />
              </h2>
              <span
                className="shrink-0 rounded-md bg-slate-100 px-2 py-0.5 text-sm font-semibold tabular-nums text-slate-800"
                title="Nota média"
              >
                <span className="sr-only">Nota média: </span>
                {formatGrade(supplier.sourcing_avg_nota)}
              </span>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-slate-600">Segmento</dt>
              <dd className="min-w-0 break-words">{orDash(supplier.supplier_nome_segmento)}</dd>
              <dt className="text-slate-600">País</dt>
              <dd>
                <CountryLabel icon={supplier.supplier_icon_pais} name={supplier.supplier_nome_pais} />
              </dd>
              <dt className="text-slate-600">Tipo</dt>
              <dd>{orDash(supplier.supplier_nome_tipo)}</dd>
              <dt className="text-slate-600">Source</dt>
              <dd>{orDash(supplier.supplier_nome_source)}</dd>
              <dt className="text-slate-600">Blacklisted</dt>
              <dd>
                <BlacklistedBadge value={supplier.supplier_blacklisted} />
              </dd>
            </dl>
          </Link>
        </li>
      ))}
    </ul>
  );
}
