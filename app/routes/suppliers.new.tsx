import { parseForm, readForm } from "~/lib/forms/read.server";
import { href } from "react-router";
import { CreatePage } from "~/components/create-dialog/create-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { lookupOptions } from "~/components/suppliers/lookup-options";
import { CREATE_ACTION, SupplierCreateForm } from "~/components/suppliers/supplier-create-form";
import { pageLookups } from "~/lib/actions/create-lookups.server";
import { requireCreator } from "~/lib/actions/creator-guard.server";
import { supplierCreateFormSchema } from "~/lib/forms/supplier";
import { notWhileSigningOut } from "~/lib/shell/revalidate";
import { submitForm } from "~/lib/actions/api-action.server";
import { apiOf } from "~/services/api.server";
import { createSupplier, getSupplierLookups } from "~/services/suppliers.server";
import { SUPPLIER_CREATED } from "../../contract/supplier-rules";
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
