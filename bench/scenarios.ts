import { z } from "zod";
import { compareScenarioPath } from "./compare.ts";

export interface Scenario {
  name: string;
  path: string;
  /** Scenarios a budget is checked against. */
  role?: "list" | "first-page" | "last-page";
  /** For the last page: the name of the scenario whose first page it is compared with. */
  firstPage?: string;
  /** A budget of its own on PostgreSQL: p95 at concurrency 1 below this (ms). */
  p95BudgetMs?: number;
}

export interface PageScenario {
  name: string;
  path: string;
  list: boolean;
  /** What shows the page's content: its first row, or the detail's heading. */
  rows: string;
}

const listReply = z.object({ results: z.array(z.record(z.string(), z.unknown())), pagination: z.object({ total_pages: z.number() }) });
const lookups = z.array(z.object({ nome: z.string() }));

/** The calls and pages measured, with ids and last pages read from the data being measured. */
export async function discover(base: string, access: string) {
  const get = async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => {
    const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${access}` } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return schema.parse(await response.json());
  };
  const [suppliers, sourcings, products, lastProducts, tipos, segmentos] = await Promise.all([
    get("/api/suppliers/", listReply),
    get("/api/sourcings/", listReply),
    get("/api/products/", listReply),
    // The product detail opened: from the end of the list by name, away from the comparison's 'Bench comparação NN'.
    get("/api/products/?order_direction=desc", listReply),
    get("/api/suppliers/tipos/", lookups),
    get("/api/suppliers/segmentos/", lookups),
  ]);
  const idOf = (reply: z.infer<typeof listReply>, key: string) => Number(reply.results[Math.min(5, reply.results.length - 1)]?.[key] ?? 1);
  const supplierId = idOf(suppliers, "supplier_id");
  const sourcingId = idOf(sourcings, "sourcing_id");
  const productId = idOf(lastProducts, "id");
  const tipo = encodeURIComponent(tipos[0]?.nome ?? "Fabricante");
  const segmento = encodeURIComponent(segmentos[1]?.nome ?? "Eletrônicos");
  const api: Scenario[] = [
    { name: "fornecedores: página 1", path: "/api/suppliers/", role: "first-page" },
    { name: "fornecedores: busca", path: "/api/suppliers/?search=tools", role: "list" },
    {
      name: "fornecedores: 3 filtros, ordem por segmento",
      path: `/api/suppliers/?tipo=${tipo}&pais=cn&segmento=${segmento}&order_by=segmento`,
      role: "list",
    },
    {
      name: "fornecedores: com sourcing, melhores notas",
      path: "/api/suppliers/?has_sourcing=1&order_by=nota&order_direction=desc",
      role: "list",
    },
    // The certificate filters (ADR 0070), on the synthetic seed's 20,000 certificates.
    { name: "fornecedores: certificado vencido", path: "/api/suppliers/?certificado=vencido", role: "list" },
    { name: "fornecedores: certificado vencendo", path: "/api/suppliers/?certificado=vencendo", role: "list" },
    {
      name: "fornecedores: última página",
      path: `/api/suppliers/?page=${suppliers.pagination.total_pages}`,
      role: "last-page",
      firstPage: "fornecedores: página 1",
    },
    { name: "sourcings: página 1", path: "/api/sourcings/", role: "first-page" },
    { name: "sourcings: atrasados", path: "/api/sourcings/?atrasado=true", role: "list" },
    { name: "sourcings: pendentes hoje", path: "/api/sourcings/?hoje=true", role: "list" },
    {
      name: "sourcings: última página",
      path: `/api/sourcings/?page=${sourcings.pagination.total_pages}`,
      role: "last-page",
      firstPage: "sourcings: página 1",
    },
    { name: "produtos: página 1", path: "/api/products/", role: "first-page" },
    { name: "produtos: cotação 10 a 20 USD", path: "/api/products/?cotacao_min=10&cotacao_max=20", role: "list" },
    {
      name: "produtos: última página",
      path: `/api/products/?page=${products.pagination.total_pages}`,
      role: "last-page",
      firstPage: "produtos: página 1",
    },
    { name: "detalhe de fornecedor", path: `/api/suppliers/?id=${supplierId}` },
    { name: "vínculos do fornecedor", path: `/api/sourcings-suppliers/?id_supplier=${supplierId}` },
    { name: "detalhe de sourcing", path: `/api/sourcings/?id=${sourcingId}` },
    { name: "detalhe de produto", path: `/api/products/?id=${productId}` },
    { name: "atividade do sourcing", path: `/api/activity/?entity_type=sourcing&entity_id=${sourcingId}` },
    { name: "atividade do produto", path: `/api/activity/?entity_type=product&entity_id=${productId}` },
    // ADR 0052: the comparison at its largest, 50 products × 20 suppliers with quantities.
    { name: "produtos: comparar 50 × 20", path: await compareScenarioPath(base, access), p95BudgetMs: 100 },
  ];
  const pages: PageScenario[] = [
    {
      name: "/suppliers (filtros, ordem por nota)",
      path: "/suppliers?pais=cn&has_sourcing=1&order_by=nota&order_direction=desc",
      list: true,
      rows: "main table tbody tr",
    },
    { name: "/sourcings (atrasados)", path: "/sourcings?atrasado=1", list: true, rows: "main table tbody tr" },
    { name: "/products (cotação 10 a 20)", path: "/products?cotacao_min=10&cotacao_max=20", list: true, rows: "main table tbody tr" },
    { name: "/suppliers/:id", path: `/suppliers/${supplierId}`, list: false, rows: "main h1" },
    { name: "/sourcings/:id", path: `/sourcings/${sourcingId}`, list: false, rows: "main h1" },
    { name: "/products/:id", path: `/products/${productId}`, list: false, rows: "main h1" },
  ];
  return { api, pages };
}
