import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";

export function meta() {
  return [{ title: "Produtos · Importadora" }];
}

export default function Page() {
  return <PageHeader title="Produtos" />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
