import type { ReactNode } from "react";
import { orDash } from "#app/lib/format.ts";
import type { SupplierDetail } from "#contract/suppliers/suppliers.ts";
import { Card } from "#app/components/ui/field.tsx";
import { CountryLabel } from "./country-flag";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

/** The blacklisted checkbox with its label: read-only here, the edit form's input in edit mode. */
export function BlacklistedLabel({ children }: { children: ReactNode }) {
  return (
    <label className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      {children}
      Blacklisted
    </label>
  );
}

/** General information, read-only. */
export function GeneralInfoView({ supplier }: { supplier: SupplierDetail }) {
  return (
    <Card title="Informações gerais">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 text-sm">
        <Row label="Tipo">{orDash(supplier.supplier_nome_tipo)}</Row>
        <Row label="Segmento">{orDash(supplier.supplier_nome_segmento)}</Row>
        <Row label="País">
          <CountryLabel icon={supplier.supplier_icon_pais} name={supplier.supplier_nome_pais} />
        </Row>
        <Row label="Source">{orDash(supplier.supplier_nome_source)}</Row>
      </dl>
      <BlacklistedLabel>
        <input type="checkbox" checked={supplier.supplier_blacklisted === 1} disabled readOnly className="size-4 accent-primary" />
      </BlacklistedLabel>
    </Card>
  );
}

/** Contacts, read-only; the website is a link. */
export function ContactsView({ supplier }: { supplier: SupplierDetail }) {
  const site = supplier.contato_website.trim();
  const href = site && !/^https?:\/\//i.test(site) ? `https://${site}` : site;
  return (
    <Card title="Contatos">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 text-sm">
        <Row label="Nome">{orDash(supplier.contato_nome)}</Row>
        <Row label="Telefone">{orDash(supplier.contato_telefone)}</Row>
        <Row label="E-mail">{orDash(supplier.contato_email)}</Row>
        <Row label="WeChat">{orDash(supplier.contato_wechat)}</Row>
        <Row label="Website">
          {site ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
              {site}
            </a>
          ) : (
            "-"
          )}
        </Row>
        <Row label="Endereço">{orDash(supplier.contato_endereco)}</Row>
      </dl>
    </Card>
  );
}
