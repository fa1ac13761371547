import { useState } from "react";
import { href, Link } from "react-router";
import { formatGrade } from "#app/lib/format.ts";
import { SUPPLIER_SCREEN_LINK_STATUSES, supplierScreenLinkStatus } from "#contract/sourcings/link-statuses.ts";
import type { SourcingSupplierLink } from "#contract/suppliers/suppliers.ts";
import { type FinalStatusQuestion, LinkStatusSelect } from "#app/components/link-status-select.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, inputClass } from "#app/components/ui/field.tsx";
import { Modal } from "#app/components/ui/modal.tsx";

/** The sourcings the supplier takes part in: a 400 px scrolling list, one status selector each. */
export function LinkStatusList({ links }: { links: SourcingSupplierLink[] }) {
  return (
    <Card title="Sourcings ativos">
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">Este fornecedor não participa de nenhum sourcing.</p>
      ) : (
        <ul
          className="relative -mx-2 h-[400px] divide-y divide-border overflow-y-auto px-2"
          data-testid="link-list"
          tabIndex={0}
          aria-label="Sourcings do fornecedor"
        >
          {links.map((link) => (
            <LinkStatusRow key={link.id_sourcing_suppliers} link={link} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function LinkStatusRow({ link }: { link: SourcingSupplierLink }) {
  const selectId = `link-status-${link.id_sourcing_suppliers}`;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="link-row">
      <div className="flex items-baseline justify-between gap-2">
        <Link
          to={href("/sourcings/:id", { id: String(link.id_sourcing) })}
          className="min-w-0 font-medium break-words text-primary hover:underline"
        >
          {link.sourcing_nome}
        </Link>
        <span className="shrink-0 text-xs text-slate-600">Nota: {formatGrade(link.nota)}</span>
      </div>
      <LinkStatusSelect
        name={{ id: selectId, label: `Status em ${link.sourcing_nome}` }}
        current={supplierScreenLinkStatus(link.status)}
        statuses={SUPPLIER_SCREEN_LINK_STATUSES}
        fields={{ intent: "link-status", id: String(link.id_sourcing_suppliers) }}
        ask={(question) => (
          <JustificationDialog
            key={question.status}
            question={question}
            initial={link.justificativa}
            inputId={`${selectId}-justificativa`}
          />
        )}
      />
      {link.justificativa ? <p className="text-xs text-slate-600 italic">{link.justificativa}</p> : null}
    </li>
  );
}

/** The supplier detail's question for a final status: 'Atualizar Status para {status}' with the justification. */
function JustificationDialog({ question, initial, inputId }: { question: FinalStatusQuestion; initial: string; inputId: string }) {
  const [justification, setJustification] = useState(initial);
  return (
    <Modal open onClose={question.cancel} title={`Atualizar Status para ${question.status}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          question.confirm({ justificativa: justification });
        }}
      >
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Justificativa
        </label>
        <textarea
          id={inputId}
          value={justification}
          onChange={(event) => setJustification(event.currentTarget.value)}
          rows={4}
          maxLength={2000}
          className={`${inputClass} mt-1.5`}
        />
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={question.cancel}>
            Cancelar
          </Button>
          <Button type="submit">Confirmar</Button>
        </div>
      </form>
    </Modal>
  );
}
