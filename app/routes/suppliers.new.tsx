import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, Link, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { lookupOptions } from "~/components/suppliers/lookup-options";
import { SupplierCreateForm } from "~/components/suppliers/supplier-create-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/field";
import { supplierCreateFormSchema } from "~/lib/forms/supplier";
import { notWhileSigningOut } from "~/lib/revalidate";
import { submitForm } from "~/lib/api-action.server";
import { errorToast } from "~/lib/toast";
import { ApiFailure, apiOf, settle } from "~/services/api.server";
import { createSupplier, getSupplierLookups } from "~/services/suppliers.server";
import type { Route } from "./+types/suppliers.new";
import { LOOKUPS_FAILED } from "./resources.supplier-lookups";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Novo Fornecedor · Importadora" }];
}

/** The full-page form: where the sidebar's 'Novo Fornecedor' link leads without JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  const lookups = await settle(getSupplierLookups(apiOf(context)));
  if (lookups instanceof ApiFailure) return data({ lookups: null, toasts: [errorToast(lookups.messageOr(LOOKUPS_FAILED))] });
  return data({ lookups, toasts: [] });
}

/** Creation for both the dialog (a fetcher) and this page: success goes to the new supplier. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: supplierCreateFormSchema });
  return submitForm(context, submission, (value) => createSupplier(apiOf(context), value), {
    failure: "Falha ao criar supplier.",
    success: "Supplier criado com sucesso!",
    redirectTo: ({ id }) => href("/suppliers/:id", { id: String(id) }),
  });
}

export default function NewSupplierPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === href("/suppliers/new");
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Novo Fornecedor" subtitle="Cadastre um fornecedor para usá-lo nos processos de sourcing." />
      <Card>
        <SupplierCreateForm
          options={lookupOptions(loaderData.lookups)}
          lastResult={actionData?.result}
          actions={
            <div className="mt-2 flex justify-end gap-2">
              <Link to={href("/suppliers")} className={buttonClass("secondary")}>
                Cancelar
              </Link>
              <button type="submit" className={buttonClass("primary")} disabled={saving}>
                {saving ? "Salvando..." : "Salvar"}
              </button>
            </div>
          }
        />
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
