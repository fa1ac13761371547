import { parseForm, readForm } from "~/lib/forms/read.server";
import { href } from "react-router";
import { CreatePage } from "~/components/create-dialog/create-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CREATE_SOURCING_ACTION, SourcingCreateForm } from "~/components/sourcings/sourcing-create-form";
import { sourcingLookupOptions } from "~/components/sourcings/sourcing-lookup-options";
import { submitForm } from "~/lib/actions/api-action.server";
import { pageLookups } from "~/lib/actions/create-lookups.server";
import { requireCreator } from "~/lib/actions/creator-guard.server";
import { notWhileSigningOut } from "~/lib/shell/revalidate";
import { apiOf } from "~/services/api.server";
import { createSourcing, getSourcingLookups } from "~/services/sourcings.server";
import { SOURCING_CREATED } from "../../contract/sourcing-rules";
import { sourcingCreateSchema } from "../../contract/sourcings";
import type { Route } from "./+types/sourcings.new";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Novo Sourcing · Importadora" }];
}

/** The full-page form: where the sidebar's 'Novo Sourcing' link leads without JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireCreator(context);
  return pageLookups(getSourcingLookups(apiOf(context)));
}

/** Creation for both the dialog (a fetcher) and this page: success opens the new sourcing. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCreator(context);
  const submission = parseForm(await readForm(request), sourcingCreateSchema);
  return submitForm(context, submission, (value) => createSourcing(apiOf(context), value), {
    failure: "Falha ao criar sourcing.",
    success: SOURCING_CREATED,
    redirectTo: ({ id }) => href("/sourcings/:id", { id: String(id) }),
  });
}

export default function NewSourcingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CreatePage
      title="Novo Sourcing"
      subtitle="Abra um processo de negociação com fornecedores para um cliente."
      action={CREATE_SOURCING_ACTION}
      cancelHref={href("/sourcings")}
    >
      {(actions) => (
        <SourcingCreateForm options={sourcingLookupOptions(loaderData.lookups)} lastResult={actionData?.result} actions={actions} />
      )}
    </CreatePage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
