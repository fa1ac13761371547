import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";

export function meta() {
  return [{ title: "Sourcings · Importadora" }];
}

export default function Page() {
  return <PageHeader title="Sourcings" subtitle="Processos de negociação com fornecedores para importar mercadorias para nossos clientes." />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
