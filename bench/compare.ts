// The quote comparison's fixture (ADR 0052): 50 products each quoted by the same 20 suppliers, set through the public
// API on the target being measured the first time, found again by name on later runs. They are seeded products,
// renamed and quoted, not new ones: 50 more would take the catalogue past the export's limit (the bench's
// 'products: all' export answered 422).
import { z } from "zod";
import { COMPARE_PRODUCTS_MAX } from "#contract/landed-cost/compare-params.ts";

const SUPPLIERS = 20;
const NAME = "Bench comparação";
const nameOf = (i: number) => `${NAME} ${String(i + 1).padStart(2, "0")}`;

const idList = z.object({
  results: z.array(z.object({ id: z.number(), nome: z.string() })),
  pagination: z.object({ total_pages: z.number() }),
});
const supplierList = z.object({ results: z.array(z.object({ supplier_id: z.number() })) });
const categories = z.array(z.object({ id: z.number(), nome: z.string() }));

/**
 * The compare call's path at its largest: COMPARE_PRODUCTS_MAX products × 20 suppliers (1,000 cells), every product
 * with a quantity, some quotes expired and some with a lead time, so every rule has work to do.
 */
export async function compareScenarioPath(base: string, access: string): Promise<string> {
  const headers = { Authorization: `Bearer ${access}`, "Content-Type": "application/json" };
  const call = async <S extends z.ZodType>(path: string, schema: S, init: RequestInit = {}): Promise<z.output<S>> => {
    const response = await fetch(`${base}${path}`, { ...init, headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return schema.parse(await response.json());
  };
  const existing = await call(`/api/products/?search=${encodeURIComponent(NAME)}&page_size=100`, idList);
  const byName = new Map(existing.results.map((p) => [p.nome, p.id]));
  const missing = Array.from({ length: COMPARE_PRODUCTS_MAX }, (_, i) => nameOf(i)).filter((nome) => !byName.has(nome));
  if (missing.length > 0) {
    const suppliers = (await call(`/api/suppliers/?page_size=${SUPPLIERS}&order_by=nome`, supplierList)).results.map((s) => s.supplier_id);
    const category = (await call("/api/products/categorias/", categories))[0];
    if (!category || suppliers.length < SUPPLIERS) throw new Error("not enough data for the comparison");
    // From the middle of the catalogue by name: the lists' first and last pages and the detail the bench opens
    // (scenarios.ts) stay seeded products.
    const pages = (await call(`/api/products/?page_size=${COMPARE_PRODUCTS_MAX}`, idList)).pagination.total_pages;
    const middle = await call(`/api/products/?page_size=${COMPARE_PRODUCTS_MAX}&page=${Math.max(1, Math.ceil(pages / 2))}`, idList);
    const reusable = middle.results.filter((p) => !p.nome.startsWith(NAME)).map((p) => p.id);
    if (reusable.length < missing.length) throw new Error("not enough products for the comparison");
    console.log(`Preparing the comparison's ${missing.length} products (× ${SUPPLIERS} suppliers)...`);
    for (const [index, nome] of missing.entries()) {
      const id = reusable[index] ?? 0;
      const n = Number(nome.slice(-2));
      const quotes = suppliers.map((supplier, s) => ({
        id: supplier,
        cotacao: (5 + ((n * 7 + s * 13) % 50) / 4).toFixed(2),
        valida_ate: s % 5 === 0 ? "2020-01-01" : "2099-12-31",
        lead_time_dias: s % 3 === 0 ? null : 10 + ((n + s) % 40),
      }));
      await call("/api/products/alter/", z.unknown(), {
        method: "PUT",
        body: JSON.stringify({
          id,
          nome,
          id_categoria: category.id,
          unidade_medida: "peça",
          cubagem: "0.1",
          peso: (1 + (n % 5) / 2).toFixed(2),
          suppliers: quotes,
        }),
      });
      byName.set(nome, id);
    }
  }
  const ids = Array.from({ length: COMPARE_PRODUCTS_MAX }, (_, i) => byName.get(nameOf(i)) ?? 0);
  const quantities = ids.map((id, i) => `&qtd_${id}=${(i + 1) * 10}`).join("");
  return `/api/products/compare/?ids=${ids.join(",")}${quantities}`;
}
