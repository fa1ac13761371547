import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatGrade } from "~/lib/format";
import { isFinalLinkStatus, SUPPLIER_SCREEN_LINK_STATUSES, supplierScreenLinkStatus } from "../../../contract/link-statuses";
import type { SourcingSupplierLink } from "../../../contract/suppliers";
import { Button, buttonClass } from "../ui/button";
import { Card, inputClass } from "../ui/field";
import { Modal } from "../ui/modal";
import { Select } from "../ui/select";

/** The sourcings the supplier takes part in: a 400 px scrolling list, one status selector each. */
export function LinkStatusList({ links }: { links: SourcingSupplierLink[] }) {
  return (
    <Card title="Sourcings ativos">
      {links.length === 0 ? (
        <p className="text-sm text-slate-600">Este fornecedor não participa de nenhum sourcing.</p>
      ) : (
        <ul className="-mx-2 h-[400px] divide-y divide-border overflow-y-auto px-2" data-testid="link-list" tabIndex={0} aria-label="Sourcings do fornecedor">
          {links.map((link) => (
            <LinkStatusRow key={link.id_sourcing_suppliers} link={link} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function LinkStatusRow({ link }: { link: SourcingSupplierLink }) {
  const fetcher = useFetcher();
  const current = supplierScreenLinkStatus(link.status);
  const [selected, setSelected] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setSelected(current);
  }
  const [justification, setJustification] = useState(link.justificativa);
  const [asking, setAsking] = useState(false);
  const locked = isFinalLinkStatus(current);
  const selectId = `link-status-${link.id_sourcing_suppliers}`;
  const busy = fetcher.state !== "idle";

  const send = (status: string, justificativa?: string) => {
    const payload: Record<string, string> = { intent: "link-status", id: String(link.id_sourcing_suppliers), status };
    if (justificativa !== undefined) {
      payload.justificativa = justificativa;
      payload.confirmed = "1";
    }
    void fetcher.submit(payload, { method: "post" });
  };

  return (
    <li className="flex flex-col gap-2 py-3" data-testid="link-row">
      <div className="flex items-baseline justify-between gap-2">
        <Link to={`/sourcings/${link.id_sourcing}`} className="min-w-0 font-medium break-words text-primary hover:underline">
          {link.sourcing_nome}
        </Link>
        <span className="shrink-0 text-xs text-slate-600">Nota: {formatGrade(link.nota)}</span>
      </div>
      <fetcher.Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="link-status" />
        <input type="hidden" name="id" value={link.id_sourcing_suppliers} />
        <label htmlFor={selectId} className="sr-only">
          Status em {link.sourcing_nome}
        </label>
        <Select
          id={selectId}
          name="status"
          value={selected}
          disabled={locked || busy}
          className="max-w-52 py-1.5"
          onChange={(event) => {
            const status = event.currentTarget.value;
            setSelected(status);
            if (isFinalLinkStatus(status)) {
              setJustification(link.justificativa);
              setAsking(true);
            } else {
              send(status);
            }
          }}
        >
          {SUPPLIER_SCREEN_LINK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
        {locked ? null : (
          <noscript>
            <button type="submit" className={buttonClass("secondary", "py-1.5")}>
              Atualizar
            </button>
          </noscript>
        )}
      </fetcher.Form>
      {link.justificativa ? <p className="text-xs text-slate-600 italic">{link.justificativa}</p> : null}

      <Modal
        open={asking}
        onClose={() => {
          setAsking(false);
          setSelected(current);
        }}
        title={`Atualizar Status para ${selected}`}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setAsking(false);
            send(selected, justification);
          }}
        >
          <label htmlFor={`${selectId}-justificativa`} className="text-sm font-medium text-slate-800">
            Justificativa
          </label>
          <textarea
            id={`${selectId}-justificativa`}
            value={justification}
            onChange={(event) => setJustification(event.currentTarget.value)}
            rows={4}
            maxLength={2000}
            className={`${inputClass} mt-1.5`}
          />
          <div className="mt-5 flex justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setAsking(false);
                setSelected(current);
              }}
            >
              Cancelar
            </Button>
            <Button type="submit">Confirmar</Button>
          </div>
        </form>
      </Modal>
    </li>
  );
}
