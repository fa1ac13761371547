import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";

export function meta() {
  return [{ title: "Fornecedores · Importadora" }];
}

export default function Page() {
  return <PageHeader title="Fornecedores" subtitle="Procure pelo fornecedor ideal para o processo de sourcing." />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
