import type { APIRequestContext, Page } from "@playwright/test";
import { productCategoriesReplySchema } from "#contract/products/products.ts";
import { PAGE_SIZE } from "#contract/shared/pagination.ts";
import { expect } from "./fixtures";
import { lookupIds } from "./sourcing-list-data";
import { apiToken } from "./suppliers";

/** One of the three lists (suppliers, sourcings, products): where it is and how its parts are named. */
export interface ListScreen {
  path: "/suppliers" | "/sourcings" | "/products";
  /** The accessible name of its table and of its cards. */
  name: string;
  /** The test id of one card in the cards view. */
  card: string;
  /** The table's column headers at 1280 px and wider, in order. */
  headers: string[];
}

export const LIST_SCREENS: ListScreen[] = [
  {
    path: "/suppliers",
    name: "Fornecedores",
    card: "supplier-card",
    headers: ["Nome", "Segmento", "País", "Tipo", "Source", "É blacklisted?", "Nota média"],
  },
  {
    path: "/sourcings",
    name: "Sourcings",
    card: "sourcing-card",
    headers: ["Descrição", "Categoria", "Status", "Adicionado", "Iniciado", "Estimado", "Finalizado", "Responsável", "Comercial"],
  },
  // The products' first column holds each row's compare checkbox (ADR 0052).
  { path: "/products", name: "Produtos", card: "product-card", headers: ["Comparar", "Nome", "Descrição", "Categoria", "Cotação"] },
];

export const listTable = (page: Page, screen: ListScreen) => page.getByRole("table", { name: screen.name });

/** Rows made by the paging tests (a name of their own: no other test searches for it). */
const OWN_ROWS = Array.from({ length: 2 * PAGE_SIZE + 1 }, (_, i) => `Rolagem de página ${String(i + 1).padStart(2, "0")}`);
const USER = "comercial@demo.local";

/**
 * At least three pages in the list, whatever other tests add or delete: the demo seed's ~70 suppliers are
 * enough; sourcings and products get 61 rows of their own through the public API (made once, found again).
 */
export async function ensureThreePages(request: APIRequestContext, screen: ListScreen): Promise<void> {
  if (screen.path === "/suppliers") return;
  const token = await apiToken(request, USER);
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`/api${screen.path}/`, { headers, params: { search: "Rolagem de página", page_size: 100 } });
  expect(list.ok(), await list.text()).toBe(true);
  const body = (await list.json()) as { results: Record<string, unknown>[] };
  const existing = new Set(body.results.map((row) => row.sourcing_descricao ?? row.nome));
  const missing = OWN_ROWS.filter((name) => !existing.has(name));
  if (missing.length === 0) return;

  if (screen.path === "/sourcings") {
    const l = await lookupIds(request, token);
    const data = { id_categoria: l.category("Novo produto"), id_responsavel: l.responsavel("Bruno Sourcing"), id_comercial: null };
    for (const descricao of missing) {
      const created = await request.post("/api/sourcings/post/", { headers, data: { ...data, descricao } });
      expect(created.status(), await created.text()).toBe(201);
    }
    return;
  }
  const categories = productCategoriesReplySchema.parse(await (await request.get("/api/products/categorias/", { headers })).json());
  const id_categoria = categories[0]?.id;
  for (const nome of missing) {
    const created = await request.post("/api/products/post/", {
      headers,
      data: { nome, descricao: "", id_categoria, unidade_medida: "peça" },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}
