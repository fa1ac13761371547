import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, Pencil, Trash2 } from "lucide-react";
import { data, Form, href, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { ConfirmAction, ConfirmPanel } from "~/components/confirm-action";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DocumentSlot } from "~/components/suppliers/document-slot";
import { LinkStatusList } from "~/components/suppliers/link-status-list";
import { lookupOptions } from "~/components/suppliers/lookup-options";
import { ContactsView, GeneralInfoView, SupplierEditCards, type SupplierFields } from "~/components/suppliers/supplier-info-cards";
import { Button, buttonClass } from "~/components/ui/button";
import { Card, inputClass } from "~/components/ui/field";
import { useBackHref } from "~/hooks/use-back-href";
import { linkStatusFormSchema, supplierEditFormSchema } from "~/lib/forms/supplier";
import { notWhileSigningOut } from "~/lib/revalidate";
import { runIntent, submitForm } from "~/lib/api-action.server";
import { errorToast, type Toast } from "~/lib/toast";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import {
  alterLinkStatus,
  deleteSupplier,
  deleteSupplierDocument,
  getSupplier,
  getSupplierLookups,
  listSupplierLinks,
  updateSupplier,
} from "~/services/suppliers.server";
import { sessionContext } from "~/sessions.server";
import { isFinalLinkStatus, supplierScreenLinkStatus } from "../../contract/link-statuses";
import { DOCUMENT_LABELS, DOCUMENT_TYPES, type SupplierDetail } from "../../contract/suppliers";
import { routeId } from "~/lib/route-id";
import { requireSupplierId, SUPPLIER_NOT_FOUND } from "~/lib/supplier-id";
import type { Route } from "./+types/suppliers.detail";

export const shouldRevalidate = notWhileSigningOut;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData && "supplier" in loaderData ? loaderData.supplier.supplier_nome : "Fornecedor";
  return [{ title: `${name} · Importadora` }];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  if (id === null) return data({ notFound: true as const }, { status: 404 });
  const api = apiOf(context);
  const editing = new URL(request.url).searchParams.get("editar") === "1";
  const supplier = await settle(getSupplier(api, id));
  if (supplier instanceof ApiFailure && supplier.status !== 404) {
    throw data(supplier.messageOr("Falha ao carregar supplier."), { status: supplier.status });
  }
  if (!supplier || supplier instanceof ApiFailure) return data({ notFound: true as const }, { status: 404 });

  const toasts: Toast[] = [];
  const [links, lookups] = await Promise.all([
    // Loading the links fails silently (spec section 8): the card is then empty.
    settle(listSupplierLinks(api, id)),
    editing ? settle(getSupplierLookups(api)) : Promise.resolve(null),
  ]);
  if (lookups instanceof ApiFailure) toasts.push(errorToast(lookups.messageOr("Falha ao carregar dropdowns")));
  return data({
    notFound: false as const,
    supplier,
    links: links instanceof ApiFailure ? [] : links,
    lookups: lookups instanceof ApiFailure ? null : lookups,
    toasts,
  });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = requireSupplierId(params.id);
  const formData = await request.formData();
  switch (formData.get("intent")) {
    case "update":
      return updateIntent(context, id, formData);
    case "delete":
      return deleteIntent(context, id);
    case "link-status":
      return linkStatusIntent(context, id, formData);
    case "delete-document":
      return deleteDocumentIntent(context, id, formData);
    default:
      throw data("Ação desconhecida.", { status: 400 });
  }
}

type ActionContext = Route.ActionArgs["context"];
const supplierHref = (id: number) => href("/suppliers/:id", { id: String(id) });

function updateIntent(context: ActionContext, id: number, formData: FormData) {
  const submission = parseWithZod(formData, { schema: supplierEditFormSchema });
  return submitForm(context, submission, (value) => updateSupplier(apiOf(context), { ...value, id }), {
    failure: "Falha ao atualizar supplier.",
    success: "Supplier atualizado com sucesso!",
    redirectTo: supplierHref(id),
  });
}

function deleteIntent(context: ActionContext, id: number) {
  return runIntent(context, () => deleteSupplier(apiOf(context), id), {
    failure: "Falha ao deletar supplier.",
    success: "Supplier deletado!",
    redirectTo: href("/suppliers"),
    back: supplierHref(id),
  });
}

/** A final status is sent only once confirmed: without JavaScript the page asks first (`?status_link=`). */
function linkStatusIntent(context: ActionContext, id: number, formData: FormData) {
  const here = supplierHref(id);
  const submission = parseWithZod(formData, { schema: linkStatusFormSchema });
  if (submission.status !== "success") {
    context.get(sessionContext).flash(errorToast("Falha ao atualizar status."));
    throw redirect(here);
  }
  const { confirmed, ...change } = submission.value;
  if (isFinalLinkStatus(change.status) && !confirmed) {
    throw redirect(`${here}?${new URLSearchParams({ status_link: String(change.id), status: change.status })}`);
  }
  return runIntent(context, () => alterLinkStatus(apiOf(context), change), { failure: "Falha ao atualizar status.", redirectTo: here, back: here });
}

function deleteDocumentIntent(context: ActionContext, id: number, formData: FormData) {
  const type = z.enum(DOCUMENT_TYPES).safeParse(formData.get("file_type"));
  if (!type.success) throw data("Tipo de documento inválido.", { status: 400 });
  const here = supplierHref(id);
  return runIntent(context, () => deleteSupplierDocument(apiOf(context), id, type.data), {
    failure: "Falha ao deletar arquivo.",
    success: "Arquivo deletado.",
    redirectTo: here,
    back: here,
  });
}

export default function SupplierPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFound />;
  return <SupplierScreen {...loaderData} lastResult={actionData?.result} />;
}

function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{SUPPLIER_NOT_FOUND}</h1>
      <Link to={href("/suppliers")} className={buttonClass("secondary")}>
        <ArrowLeft aria-hidden className="size-4" /> Voltar para Fornecedores
      </Link>
    </div>
  );
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { notFound: false }>;
type LastResult = NonNullable<Route.ComponentProps["actionData"]>["result"];

function SupplierScreen({ supplier, links, lookups, lastResult }: Loaded & { lastResult?: LastResult }) {
  const [params] = useSearchParams();
  const editing = params.get("editar") === "1" || Boolean(lastResult);
  const backHref = useBackHref(href("/suppliers"));
  const here = supplierHref(supplier.supplier_id);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";

  const [form, fields] = useForm({
    id: `supplier-${supplier.supplier_id}`,
    lastResult,
    defaultValue: {
      nome: supplier.supplier_nome,
      id_tiposupplier: String(supplier.supplier_id_tipo),
      id_segmento: String(supplier.supplier_id_segmento),
      id_source: String(supplier.supplier_id_source),
      codpais: supplier.supplier_cod_pais,
      blacklisted: supplier.supplier_blacklisted === 1 ? "on" : undefined,
      contato_nome: supplier.contato_nome,
      contato_telefone: supplier.contato_telefone,
      contato_email: supplier.contato_email,
      contato_wechat: supplier.contato_wechat,
      contato_website: supplier.contato_website,
      contato_endereco: supplier.contato_endereco,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supplierEditFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <Link to={backHref} className={buttonClass("ghost", "px-2")} aria-label="Voltar para Fornecedores">
            <ArrowLeft aria-hidden className="size-5" />
          </Link>
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{supplier.supplier_nome}</h1>
            <p className="text-sm text-slate-600">ID {supplier.supplier_id}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <>
              <Link to={here} replace preventScrollReset className={buttonClass("secondary")}>
                Cancelar
              </Link>
              <Button type="submit" form={form.id} disabled={saving}>
                {saving ? "Salvando..." : "Salvar"}
              </Button>
            </>
          ) : (
            <>
              <Link to="?editar=1" replace preventScrollReset className={buttonClass("secondary")}>
                <Pencil aria-hidden className="size-4" /> Editar
              </Link>
              <ConfirmAction
                title="Deletar supplier"
                message="Tem certeza que deseja deletar este supplier?"
                fields={{ intent: "delete" }}
                confirmLabel="Deletar"
                noJsHref="?deletar=1"
                triggerClassName={buttonClass("destructive")}
                trigger={
                  <>
                    <Trash2 aria-hidden className="size-4" /> Deletar
                  </>
                }
              />
            </>
          )}
        </div>
      </div>

      <NoScriptConfirmations supplier={supplier} links={links} />

      <div className="grid gap-6 lg:grid-cols-2">
        {editing ? (
          <Form method="post" {...getFormProps(form)} replace preventScrollReset className="contents">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={supplier.supplier_id} />
            <SupplierEditCards fields={fields as unknown as SupplierFields} options={lookupOptions(lookups)} />
          </Form>
        ) : (
          <>
            <GeneralInfoView supplier={supplier} />
            <ContactsView supplier={supplier} />
          </>
        )}
        <LinkStatusList links={links} />
        <Card title="Documentação">
          <ul className="divide-y divide-border">
            {DOCUMENT_TYPES.map((type) => (
              <DocumentSlot key={type} supplierId={supplier.supplier_id} type={type} file={supplier[`documents_${type}`]} />
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

/** Without JavaScript, confirmations are part of the page, chosen by the query (`?deletar=1`, ...). */
function NoScriptConfirmations({ supplier, links }: { supplier: SupplierDetail; links: Loaded["links"] }) {
  const [params] = useSearchParams();
  const here = supplierHref(supplier.supplier_id);
  if (params.get("deletar") === "1") {
    return (
      <ConfirmPanel
        title="Deletar supplier"
        message="Tem certeza que deseja deletar este supplier?"
        fields={{ intent: "delete" }}
        confirmLabel="Deletar"
        cancelHref={here}
      />
    );
  }
  const fileType = z.enum(DOCUMENT_TYPES).safeParse(params.get("deletar_arquivo"));
  const file = fileType.success ? supplier[`documents_${fileType.data}`] : null;
  if (fileType.success && file) {
    return (
      <ConfirmPanel
        title={`Deletar arquivo de ${DOCUMENT_LABELS[fileType.data]}`}
        message={`Deseja realmente deletar o arquivo ${file.filename}?`}
        fields={{ intent: "delete-document", file_type: fileType.data }}
        confirmLabel="Deletar"
        cancelHref={here}
      />
    );
  }
  const link = links.find((l) => String(l.id_sourcing_suppliers) === params.get("status_link"));
  const status = params.get("status");
  if (link && status) {
    return (
      <ConfirmPanel
        title={`Atualizar Status para ${supplierScreenLinkStatus(status)}`}
        message={`${link.sourcing_nome}: confirme a mudança de status.`}
        fields={{ intent: "link-status", id: String(link.id_sourcing_suppliers), status, confirmed: "1" }}
        confirmLabel="Confirmar"
        variant="primary"
        cancelHref={here}
      >
        <label htmlFor="nojs-justificativa" className="mt-3 block text-sm font-medium text-slate-800">
          Justificativa
        </label>
        <textarea
          id="nojs-justificativa"
          name="justificativa"
          defaultValue={link.justificativa}
          rows={3}
          maxLength={2000}
          className={`${inputClass} mt-1.5`}
        />
      </ConfirmPanel>
    );
  }
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
