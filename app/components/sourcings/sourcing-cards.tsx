import { Icon } from "#app/components/icon.tsx";
import { useDetailHref } from "#app/hooks/use-back-href.ts";
import { href, Link } from "react-router";
import { orDash } from "#app/lib/format.ts";
import { formatDayIso } from "#contract/time/days.ts";
import type { SourcingRow } from "#app/lib/sourcings/rows.ts";
import { SourcingStatusBadges } from "./sourcing-status-badges";

/**
 * The cards view: 3 columns on wide screens. Besides the table's columns a card shows the sourcing's
 * suppliers and its files (specification §2). The description links to the sourcing and its link covers the
 * card; the file links sit above it and open in a new tab.
 */
export function SourcingCards({ sourcings }: { sourcings: SourcingRow[] }) {
  const detailHref = useDetailHref();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Sourcings">
      {sourcings.map((sourcing) => (
        <li key={sourcing.sourcing_id}>
          <article
            className="relative flex h-full flex-col gap-3 rounded-xl border border-border bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
            data-testid="sourcing-card"
          >
            <h2 className="text-base font-semibold break-words">
              <Link
                to={detailHref(href("/sourcings/:id", { id: String(sourcing.sourcing_id) }))}
                className="text-slate-900 after:absolute after:inset-0 after:rounded-xl hover:underline"
              >
                {sourcing.sourcing_descricao}
              </Link>
            </h2>
            <SourcingStatusBadges sourcing={sourcing} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-slate-600">Categoria</dt>
              <dd className="min-w-0 break-words">{orDash(sourcing.sourcing_nome_categoria)}</dd>
              <dt className="text-slate-600">Responsável</dt>
              <dd className="min-w-0 break-words">{orDash(sourcing.sourcing_nome_responsavel)}</dd>
              <dt className="text-slate-600">Comercial</dt>
              <dd className="min-w-0 break-words">{orDash(sourcing.sourcing_nome_comercial)}</dd>
              <dt className="text-slate-600">Suppliers</dt>
              <dd className="min-w-0 break-words">
                <SupplierNames suppliers={sourcing.suppliers} />
              </dd>
              <dt className="text-slate-600">Arquivos</dt>
              <dd className="min-w-0">
                <FileLinks files={sourcing.sourcing_files} />
              </dd>
            </dl>
            <dl className="mt-auto grid grid-cols-2 gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs">
              <CardDate label="Adicionado" value={sourcing.sourcing_dt_adicionado} />
              <CardDate label="Iniciado" value={sourcing.sourcing_dt_inicio} />
              <CardDate label="Estimado" value={sourcing.sourcing_dt_estimado} />
              <CardDate label="Finalizado" value={sourcing.sourcing_dt_finalizado} />
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** One name a line: supplier names carry commas of their own ("Co., Ltd."), so a joined line would blur them. */
function SupplierNames({ suppliers = [] }: { suppliers: SourcingRow["suppliers"] }) {
  if (!suppliers.length) return "-";
  return (
    <ul className="list-disc space-y-1 pl-4 marker:text-slate-400" aria-label="Suppliers">
      {suppliers.map((supplier) => (
        <li key={supplier.id_supplier}>{supplier.nome_supplier}</li>
      ))}
    </ul>
  );
}

/** Each file opens in a new tab; the links sit above the card's own link (relative z-10). */
function FileLinks({ files = [] }: { files: SourcingRow["sourcing_files"] }) {
  if (!files.length) return "-";
  return (
    <ul className="flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.fileurl} className="min-w-0">
          <a
            href={file.fileurl}
            target="_blank"
            rel="noopener noreferrer"
            className="relative z-10 inline-flex max-w-full items-center gap-1 text-primary hover:underline"
          >
            <Icon name="paperclip" className="size-3.5 shrink-0" />
            <span className="truncate">{file.filename}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function CardDate({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium tabular-nums text-slate-800">{formatDayIso(value)}</dd>
    </div>
  );
}
