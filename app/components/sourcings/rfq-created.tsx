import { Icon } from "#app/components/icon.tsx";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { z } from "zod";
import { type AskedItem, type RfqInvitation, rfqMessages } from "#app/lib/sourcings/rfq-invitation.ts";
import type { LinkView } from "#app/lib/sourcings/panels.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { inputClass } from "#app/components/ui/field.tsx";

/** Copies `text` (with JavaScript; without it the field is selected by hand). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      aria-label={label}
      className={buttonClass("secondary", "shrink-0 px-3 py-1.5")}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      <Icon name={copied ? "check" : "copy"} className="size-4" />
      {copied ? "Copiado" : "Copiar"}
    </button>
  );
}

/** What the page keeps of a link just created (the action's `saved`): the address is given this once. */
const createdRfqSchema = z.object({ id_supplier: z.number(), url: z.string(), expira_em: z.string() });
export type CreatedRfq = z.input<typeof createdRfqSchema>;

/**
 * The link the action just created (its reply's `saved`; nothing for a reply that is not one), for the sourcing
 * `sourcing` and the supplier among `links`. Loaded when a link is created, not with the page
 * (docs/decisions/0051-lean-first-load.md).
 */
export default function RfqCreated({
  saved,
  links,
  sourcing,
  items,
  closeHref,
}: {
  saved: unknown;
  links: LinkView[];
  sourcing: string;
  /** The sourcing's items: the messages name each product and its quantity in its unit. */
  items: AskedItem[];
  closeHref: string;
}) {
  const created = createdRfqSchema.safeParse(saved).data;
  if (!created) return null;
  const supplier = links.find((link) => link.id_supplier === created.id_supplier)?.supplier_nome ?? "";
  return (
    <RfqCreatedPanel
      key={created.url}
      invitation={{ supplier, sourcing, url: created.url, deadline: created.expira_em, items }}
      closeHref={closeHref}
    />
  );
}

/**
 * A link just created: its address, shown this once (the API never gives it again), and the messages to paste to the
 * supplier in English, Chinese and Portuguese.
 */
function RfqCreatedPanel({ invitation, closeHref }: { invitation: RfqInvitation; closeHref: string }) {
  const headingId = useId();
  const urlId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-xl border border-blue-200 bg-blue-50/60 p-5 shadow-sm"
      data-testid="rfq-created"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Link de cotação de {invitation.supplier}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Este endereço só aparece agora: copie-o (ou uma das mensagens) antes de sair desta página.
      </p>
      <label htmlFor={urlId} className="mt-4 block text-sm font-medium text-slate-800">
        Endereço do link
      </label>
      <div className="mt-1.5 flex gap-2">
        <input id={urlId} readOnly value={invitation.url} className={`${inputClass} min-w-0 font-mono text-xs`} />
        <CopyButton text={invitation.url} label="Copiar endereço" />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        {rfqMessages(invitation).map(({ language, text }) => (
          <MessageField key={language} language={language} text={text} />
        ))}
      </div>
      <div className="mt-4 flex justify-end">
        <Link to={closeHref} replace preventScrollReset className={buttonClass("secondary")}>
          Fechar
        </Link>
      </div>
    </section>
  );
}

function MessageField({ language, text }: { language: string; text: string }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Mensagem em {language}
        </label>
        <CopyButton text={text} label={`Copiar mensagem em ${language}`} />
      </div>
      <textarea id={id} readOnly rows={6} value={text} className={`${inputClass} resize-none text-sm`} />
    </div>
  );
}
