import { href, Link } from "react-router";
import { useInsideMain } from "./main-landmark";

/**
 * Full-page message for error statuses: 404 gets the specification's text and a way back. It is the page's main
 * landmark on its own, or the content of the shell's one when shown inside the shell.
 */
export function StatusPage({ status, message }: { status: number; message?: string }) {
  const Landmark = useInsideMain() ? "section" : "main";
  const notFound = status === 404;
  const title = notFound
    ? "Página não encontrada"
    : status === 403
      ? "Acesso negado"
      : status === 503
        ? "Serviço indisponível"
        : status >= 500
          ? "Algo deu errado"
          : "Não foi possível abrir esta página";
  const text = notFound
    ? "O endereço que você abriu não existe ou foi removido."
    : (message ??
      (status >= 500
        ? "Ocorreu um erro inesperado no servidor. Tente novamente em instantes."
        : "Verifique o endereço e tente novamente."));
  return (
    <Landmark aria-labelledby="status-title" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-5xl font-bold text-slate-500">{status}</p>
      <h1 id="status-title" className="text-2xl font-semibold text-slate-900">
        {title}
      </h1>
      <p className="max-w-md text-slate-600">{text}</p>
      <Link to={href("/")} className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary-hover">
        Voltar para a página inicial
      </Link>
    </Landmark>
  );
}
