// Replaced by the sourcing-detail branch
// (kept only so `href("/sourcings/:id")` typechecks, and to show how the files and comments panels mount).
import { data, useRouteLoaderData } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SourcingCommentsPanel } from "~/components/sourcings/sourcing-comments-panel";
import { SourcingFilesPanel } from "~/components/sourcings/sourcing-files-panel";
import { routeId } from "~/lib/route-id";
import { loadSourcingPanels } from "~/lib/sourcing-panels.server";
import { apiOf } from "~/services/api.server";
import type { loader as shellLoader } from "./shell";
import type { Route } from "./+types/sourcings.detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  if (id === null) throw data("Sourcing não encontrado.", { status: 404 });
  const { files, comments, toasts } = await loadSourcingPanels(apiOf(context), id);
  return data({ id, files, comments, toasts });
}

export default function SourcingPage({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/shell");
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="Sourcing" />
      <div className="grid gap-6 lg:grid-cols-2">
        <SourcingFilesPanel sourcingId={loaderData.id} files={loaderData.files} />
        <SourcingCommentsPanel sourcingId={loaderData.id} comments={loaderData.comments} currentUserId={shell?.profile.id ?? 0} />
      </div>
    </div>
  );
}
