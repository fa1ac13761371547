import { parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { href } from "react-router";
import { CreatePage } from "#app/components/create-dialog/create-page.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { CREATE_SOURCING_ACTION, SourcingCreateForm } from "#app/components/sourcings/sourcing-create-form.tsx";
import { sourcingLookupOptions } from "#app/components/sourcings/sourcing-lookup-options.ts";
import { submitForm } from "#app/lib/actions/api-action.server.ts";
import { pageLookups } from "#app/lib/actions/create-lookups.server.ts";
import { requireCreator } from "#app/lib/actions/creator-guard.server.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { apiOf } from "#app/services/api.server.ts";
import { createSourcing, getSourcingLookups } from "#app/services/sourcings.server.ts";
import { SOURCING_CREATED } from "#contract/sourcings/sourcing-rules.ts";
import { sourcingCreateSchema } from "#contract/sourcings/sourcings.ts";
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
