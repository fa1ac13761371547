// Replaced by the sourcing-detail branch
import { PageHeader } from "~/components/page-header";

export default function SourcingDetailPage() {
  return <PageHeader title="Sourcing" />;
}
