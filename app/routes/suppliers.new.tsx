import { parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { href } from "react-router";
import { CreatePage } from "#app/components/create-dialog/create-page.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { lookupOptions } from "#app/components/suppliers/lookup-options.ts";
import { CREATE_ACTION, SupplierCreateForm } from "#app/components/suppliers/supplier-create-form.tsx";
import { pageLookups } from "#app/lib/actions/create-lookups.server.ts";
import { requireCreator } from "#app/lib/actions/creator-guard.server.ts";
import { supplierCreateFormSchema } from "#app/lib/forms/supplier.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { submitForm } from "#app/lib/actions/api-action.server.ts";
import { apiOf } from "#app/services/api.server.ts";
import { createSupplier, getSupplierLookups } from "#app/services/suppliers.server.ts";
import { SUPPLIER_CREATED } from "#contract/suppliers/supplier-rules.ts";
import type { Route } from "./+types/suppliers.new";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Novo Fornecedor · Importadora" }];
}

/** The full-page form: where the sidebar's 'Novo Fornecedor' link leads without JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireCreator(context);
  return pageLookups(getSupplierLookups(apiOf(context)));
}

/** Creation for both the dialog (a fetcher) and this page: success goes to the new supplier. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCreator(context);
  const submission = parseForm(await readForm(request), supplierCreateFormSchema);
  return submitForm(context, submission, (value) => createSupplier(apiOf(context), value), {
    failure: "Falha ao criar supplier.",
    success: SUPPLIER_CREATED,
    redirectTo: ({ id }) => href("/suppliers/:id", { id: String(id) }),
  });
}

export default function NewSupplierPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CreatePage
      title="Novo Fornecedor"
      subtitle="Cadastre um fornecedor para usá-lo nos processos de sourcing."
      action={CREATE_ACTION}
      cancelHref={href("/suppliers")}
    >
      {(actions) => <SupplierCreateForm options={lookupOptions(loaderData.lookups)} lastResult={actionData?.result} actions={actions} />}
    </CreatePage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
