import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect, useNavigation } from "react-router";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { lookupOptions } from "~/components/suppliers/lookup-options";
import { SupplierCreateForm } from "~/components/suppliers/supplier-create-form";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/field";
import { supplierCreateFormSchema } from "~/lib/forms/supplier";
import { notWhileSigningOut } from "~/lib/revalidate";
import { errorToast, successToast } from "~/lib/toast";
import { ApiFailure, apiOf } from "~/services/api.server";
import { createSupplier, getSupplierLookups } from "~/services/suppliers.server";
import { sessionContext } from "~/sessions.server";
import type { Route } from "./+types/suppliers.new";
import { LOOKUPS_FAILED } from "./resources.supplier-lookups";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Novo Fornecedor · Importadora" }];
}

/** The full-page form: where the sidebar's 'Novo Fornecedor' link leads without JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return data({ lookups: await getSupplierLookups(apiOf(context)), toasts: [] });
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return data({ lookups: null, toasts: [errorToast(error.messageOr(LOOKUPS_FAILED))] });
  }
}

/** Creation for both the dialog (a fetcher) and this page: success goes to the new supplier. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: supplierCreateFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  let id: number;
  try {
    ({ id } = await createSupplier(apiOf(context), submission.value));
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    session.flash(errorToast(error.messageOr("Falha ao criar supplier.")));
    return data({ result: submission.reply() }, { status: error.status });
  }
  session.flash(successToast("Supplier criado com sucesso!"));
  throw redirect(`/suppliers/${id}`);
}

export default function NewSupplierPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/suppliers/new";
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Novo Fornecedor" subtitle="Cadastre um fornecedor para usá-lo nos processos de sourcing." />
      <Card>
        <SupplierCreateForm
          options={lookupOptions(loaderData.lookups)}
          lastResult={actionData?.result}
          actions={
            <div className="mt-2 flex justify-end gap-2">
              <Link to="/suppliers" className={buttonClass("secondary")}>
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
