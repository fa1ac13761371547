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
    { name: "suppliers: page 1", path: "/api/suppliers/", role: "first-page" },
    { name: "suppliers: search", path: "/api/suppliers/?search=tools", role: "list" },
    {
      name: "suppliers: 3 filters, sorted by segment",
      path: `/api/suppliers/?tipo=${tipo}&pais=cn&segmento=${segmento}&order_by=segmento`,
      role: "list",
    },
    {
      name: "suppliers: in a sourcing, best grades first",
      path: "/api/suppliers/?has_sourcing=1&order_by=nota&order_direction=desc",
      role: "list",
    },
    // The certificate filters (ADR 0070), on the synthetic seed's 20,000 certificates.
    { name: "suppliers: certificate expired", path: "/api/suppliers/?certificado=vencido", role: "list" },
    { name: "suppliers: certificate expiring", path: "/api/suppliers/?certificado=vencendo", role: "list" },
    {
      name: "suppliers: last page",
      path: `/api/suppliers/?page=${suppliers.pagination.total_pages}`,
      role: "last-page",
      firstPage: "suppliers: page 1",
    },
    { name: "sourcings: page 1", path: "/api/sourcings/", role: "first-page" },
    { name: "sourcings: overdue", path: "/api/sourcings/?atrasado=true", role: "list" },
    { name: "sourcings: due today", path: "/api/sourcings/?hoje=true", role: "list" },
    {
      name: "sourcings: last page",
      path: `/api/sourcings/?page=${sourcings.pagination.total_pages}`,
      role: "last-page",
      firstPage: "sourcings: page 1",
    },
    { name: "products: page 1", path: "/api/products/", role: "first-page" },
    { name: "products: quote 10 to 20 USD", path: "/api/products/?cotacao_min=10&cotacao_max=20", role: "list" },
    {
      name: "products: last page",
      path: `/api/products/?page=${products.pagination.total_pages}`,
      role: "last-page",
      firstPage: "products: page 1",
    },
    { name: "supplier detail", path: `/api/suppliers/?id=${supplierId}` },
    { name: "supplier's sourcing links", path: `/api/sourcings-suppliers/?id_supplier=${supplierId}` },
    { name: "sourcing detail", path: `/api/sourcings/?id=${sourcingId}` },
    { name: "product detail", path: `/api/products/?id=${productId}` },
    { name: "sourcing activity", path: `/api/activity/?entity_type=sourcing&entity_id=${sourcingId}` },
    { name: "product activity", path: `/api/activity/?entity_type=product&entity_id=${productId}` },
    // ADR 0052: the comparison at its largest, 50 products × 20 suppliers with quantities.
    { name: "products: compare 50 × 20", path: await compareScenarioPath(base, access), p95BudgetMs: 100 },
  ];
  const pages: PageScenario[] = [
    {
      name: "/suppliers (filters, sorted by grade)",
      path: "/suppliers?pais=cn&has_sourcing=1&order_by=nota&order_direction=desc",
      list: true,
      rows: "main table tbody tr",
    },
    { name: "/sourcings (overdue)", path: "/sourcings?atrasado=1", list: true, rows: "main table tbody tr" },
    { name: "/products (quote 10 to 20)", path: "/products?cotacao_min=10&cotacao_max=20", list: true, rows: "main table tbody tr" },
    { name: "/suppliers/:id", path: `/suppliers/${supplierId}`, list: false, rows: "main h1" },
    { name: "/sourcings/:id", path: `/sourcings/${sourcingId}`, list: false, rows: "main h1" },
    { name: "/products/:id", path: `/products/${productId}`, list: false, rows: "main h1" },
  ];
  return { api, pages };
}
