// Replaced by the sourcing-detail branch
import { PageHeader } from "~/components/page-header";

/** A placeholder so links to `/sourcings/:id` typecheck; the sourcing-detail branch owns the real page. */
export default function SourcingPage() {
  return <PageHeader title="Sourcing" />;
}
