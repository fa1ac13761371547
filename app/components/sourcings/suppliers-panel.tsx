import { lazy, Suspense, useId } from "react";
import { href, Link, useSearchParams } from "react-router";
import { formatGrade } from "#app/lib/format.ts";
import { type PickerSearch, SUPPLIER_PICKER } from "#app/lib/pickers/kinds.ts";
import { isFinalLinkStatus, LINK_STATUSES } from "#contract/sourcings/link-statuses.ts";
import {
  ALL_SUPPLIERS,
  allSuppliersShown,
  COMMENTS_SHOWN_PARAM,
  type LinkView,
  SUPPLIERS_PANEL_ID,
  SUPPLIERS_SHOWN_PARAM,
} from "#app/lib/sourcings/panels.ts";
import { ACTIVITY_PAGE_PARAM, SHOW_CHANGES_PARAM } from "#app/lib/activity/panel.ts";
import { ANSWERS_PARAM } from "./answers-panel";
import { RemoveMemberAction } from "#app/components/remove-member.tsx";
import { LinkStatusSelect } from "#app/components/link-status-select.tsx";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";
import { PickerBar, PickerSearchResults } from "#app/components/record-picker.tsx";
import { InitialStatusSelect } from "./initial-status-select";
import { RfqControls } from "./rfq-controls";
import { Icon } from "#app/components/icon.tsx";
import { lapsedCertificateText } from "#app/lib/suppliers/certificates.ts";
import type { RfqView } from "#app/lib/sourcings/rfq-messages.ts";

export const removeLinkQuestion = (name: string) => `Deseja remover ${name} deste sourcing?`;

const PICKER_PLACEHOLDER = "Filtrar por nome";

/**
 * Hidden words that, with an entry's name (its link's id), name the entry's controls through `aria-labelledby`:
 * 'Status de <nome>', 'Pedir cotação a <nome>', 'Revogar link de cotação de <nome>', 'Remover <nome>'. Each name is
 * written once per entry, not once per control (docs/decisions/0069-lean-pages.md).
 */
const WORDS = { status: "lk-status", ask: "lk-ask", revoke: "lk-revoke", remove: "lk-remove" } as const;
const nameIdOf = (link: LinkView) => `lk-${link.id_supplier}`;

// The final-status question (its grade form checked by Conform and zod) is not part of the page's first load: fetched
// once the browser is idle; chosen before that, it appears when its code arrives (the selector shows the choice meanwhile).
const loadGradeForm = () => import("./link-grade-form");
const LinkGradeDialog = lazy(() => loadGradeForm().then((module) => ({ default: module.LinkGradeDialog })));

/**
 * The suppliers of the sourcing (specification §2): a 400 px card that scrolls under a sticky header holding
 * the picker, one entry per linked supplier with its status, grade and justification.
 */
export function SuppliersPanel({
  sourcingId,
  links,
  total,
  failed,
  search,
  rfqs,
  now,
}: {
  sourcingId: number;
  /** The entries shown: the first page of them, or all (`?fornecedores=todos`). */
  links: LinkView[];
  /** How many suppliers the sourcing has. */
  total: number;
  failed: boolean;
  search: PickerSearch | null;
  /** Each linked supplier's quote request (absent when they could not be loaded). */
  rfqs: RfqView[];
  /** The server's time of the page, for the deadline a new request proposes. */
  now: Date;
}) {
  const headingId = useId();
  const [params] = useSearchParams();
  useIdlePrefetch(loadGradeForm);
  // A new set of links (one added or removed) starts the picker afresh, without the supplier just added.
  const linkedKey = `${total}:${links.map((link) => link.id_supplier).join(",")}`;
  // With all shown, an entry's no-JavaScript links keep them shown.
  const query = allSuppliersShown(params) ? `&${SUPPLIERS_SHOWN_PARAM}=${ALL_SUPPLIERS}` : "";
  return (
    <section
      id={SUPPLIERS_PANEL_ID}
      aria-labelledby={headingId}
      tabIndex={0}
      data-testid="suppliers-panel"
      className="relative h-[400px] scroll-mt-16 overflow-y-auto rounded-xl border border-border bg-white shadow-sm"
    >
      <header className="sticky top-0 z-10 flex flex-col gap-3 border-b border-border bg-white px-5 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Suppliers
        </h2>
        <PickerBar
          kind={SUPPLIER_PICKER}
          owner={{ kind: "sourcing", id: sourcingId }}
          placeholder={PICKER_PLACEHOLDER}
          linkedKey={linkedKey}
          search={search}
          extra={<InitialStatusSelect id="new-link-status" />}
        />
      </header>
      <div className="px-5 py-3">
        <span hidden id={WORDS.status}>
          Status de
        </span>
        <span hidden id={WORDS.ask}>
          Pedir cotação a
        </span>
        {/* Only a request in force can be revoked: the word is written when one is. */}
        {rfqs.some((status) => status.situacao === "pedido") ? (
          <span hidden id={WORDS.revoke}>
            Revogar link de cotação de
          </span>
        ) : null}
        <span hidden id={WORDS.remove}>
          Remover
        </span>
        {search ? (
          <PickerSearchResults kind={SUPPLIER_PICKER} search={search} extra={<InitialStatusSelect id="search-link-status" />} />
        ) : null}
        {failed ? (
          <p className="py-2 text-sm text-destructive">Não foi possível carregar os suppliers deste sourcing.</p>
        ) : links.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">Nenhum supplier adicionado.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Suppliers do sourcing">
            {links.map((link) => (
              <LinkEntry
                key={link.id_supplier}
                link={link}
                rfq={rfqs.find((r) => r.id_supplier === link.id_supplier)}
                now={now}
                query={query}
              />
            ))}
          </ul>
        )}
        {!failed && total > links.length ? <AllSuppliersLink total={total} /> : null}
      </div>
    </section>
  );
}

/**
 * The supplier's lapsed certificates, named in its entry: the link is made all the same (the buyer decides), and the
 * warning stays wherever the sourcing is seen, with or without JavaScript (docs/decisions/0070-supplier-certificates.md).
 */
function LapsedCertificates({ certificates }: { certificates: LinkView["certificados_vencidos"] }) {
  if (certificates.length === 0) return null;
  return (
    <ul className="mt-1 text-xs font-medium text-red-700" data-testid="link-certificate-warning">
      {certificates.map((certificate, index) => (
        // A fixed list for this render: two of one type lapsed the same day are two lines.
        <li key={index} className="flex items-center gap-1">
          <Icon name="triangle-exclamation-point" className="size-3.5 shrink-0" />
          {lapsedCertificateText(certificate)}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Mostrar todos os fornecedores (N)': the same page with every entry (`?fornecedores=todos`), a plain link that
 * works without JavaScript and comes back to the panel; what else the page shows (the thread's view) is kept.
 */
function AllSuppliersLink({ total }: { total: number }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams();
  for (const [name, value] of params) if (KEPT_VIEW.has(name)) next.append(name, value);
  next.set(SUPPLIERS_SHOWN_PARAM, ALL_SUPPLIERS);
  return (
    <Link to={{ search: `?${next}`, hash: `#${SUPPLIERS_PANEL_ID}` }} preventScrollReset className="link-entry-more">
      Mostrar todos os fornecedores ({total})
    </Link>
  );
}

/** The page's views that 'Mostrar todos os fornecedores' keeps (not a question being asked, nor a search). */
const KEPT_VIEW = new Set([SHOW_CHANGES_PARAM, ACTIVITY_PAGE_PARAM, COMMENTS_SHOWN_PARAM, ANSWERS_PARAM]);

function LinkEntry({ link, rfq, now, query }: { link: LinkView; rfq: RfqView | undefined; now: Date; query: string }) {
  const nameId = nameIdOf(link);
  return (
    <li className="link-entry">
      <div>
        <Link id={nameId} to={href("/suppliers/:id", { id: String(link.id_supplier) })} className="link-entry-name">
          {link.supplier_nome}
        </Link>
        <LapsedCertificates certificates={link.certificados_vencidos} />
        {/* A change that asks nothing keeps the saved nota and justificativa: the action reads them, the form does not carry them. */}
        <LinkStatusSelect
          name={{ labelledBy: `${WORDS.status} ${nameId}` }}
          current={link.status}
          statuses={LINK_STATUSES}
          fields={{ intent: "link-status", id_supplier: String(link.id_supplier) }}
          ask={(question) => (
            <Suspense fallback={null}>
              <LinkGradeDialog key={question.status} link={link} ask={question} />
            </Suspense>
          )}
          className="link-entry-status"
          selectClassName=""
        />
        <p className="link-entry-note">{link.justificativa || "Sem justificativa."}</p>
        {rfq ? (
          <RfqControls
            status={rfq}
            now={now}
            labelledBy={{ ask: `${WORDS.ask} ${nameId}`, revoke: `${WORDS.revoke} ${nameId}` }}
            query={query}
            ended={isFinalLinkStatus(link.status)}
          />
        ) : null}
      </div>
      <p className="link-entry-grade">
        <span className="sr-only">Nota </span>
        {formatGrade(link.nota)}
      </p>
      <RemoveMemberAction
        member="supplier"
        id={link.id_supplier}
        name={link.supplier_nome}
        question={removeLinkQuestion}
        noJsHref={`?remover=${link.id_supplier}${query}`}
        labelledBy={`${WORDS.remove} ${nameId}`}
        className=""
        iconClassName=""
      />
    </li>
  );
}
