import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";

const MAX_ROWS = 5_000;
const COUNTRIES = ["China", "Brasil", "Índia", "Vietnã", "Alemanha"];
const NAV = ["Fornecedores", "Sourcings", "Produtos", "Comparar", "Parâmetros", "Usuários", "Cadastros"];

// `?rows=N`: N rows from the loader, drawn in a table and serialized into the page as any page's loader data is.
export function loader({ request }: LoaderFunctionArgs) {
  const asked = Number(new URL(request.url).searchParams.get("rows") ?? 30);
  const count = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), MAX_ROWS) : 30;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    nome: `Fornecedor de teste número ${1000 + i} Ltda.`,
    pais: COUNTRIES[i % COUNTRIES.length] ?? "",
    cidade: `Cidade ${i % 97}`,
    segmento: `Segmento ${i % 13}`,
    nota: (i % 11) * 0.9,
    contato: `contato${i}@fornecedor${i}.example`,
  }));
  return { rows };
}

/** A shell (header, menu, heading) and a table: what a list page draws, with nothing of the project. */
export default function Table() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <div className="app">
      <header className="header">
        <strong>Importadora</strong>
        <span>Usuário de teste</span>
      </header>
      <nav className="menu">
        <ul>
          {NAV.map((item) => (
            <li key={item}>
              <Link to={`/?secao=${encodeURIComponent(item)}`}>{item}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        <h1>Fornecedores</h1>
        <table>
          <thead>
            <tr>
              <th>Nome</th>
              <th>País</th>
              <th>Cidade</th>
              <th>Segmento</th>
              <th>Nota</th>
              <th>Contato</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/?id=${row.id}`}>{row.nome}</Link>
                </td>
                <td>{row.pais}</td>
                <td>{row.cidade}</td>
                <td>{row.segmento}</td>
                <td>{row.nota.toFixed(1)}</td>
                <td>{row.contato}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </div>
  );
}
