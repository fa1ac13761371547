import { href } from "react-router";
import { useDetailHref } from "#app/hooks/use-back-href.ts";
import { DataTable, type DataTableColumn, RowLink } from "#app/components/data-table.tsx";
import { productList, type ProductListParams } from "#app/lib/products/list-params.ts";
import type { ProductRow } from "#app/lib/products/rows.ts";
import type { ProductSortField } from "#contract/products/products.ts";
import { CompareCheckbox } from "./compare-selection";
import { ProductQuoteRange } from "./product-quote-range";

function columns(detailHref: (path: string) => string): DataTableColumn<ProductRow, ProductSortField>[] {
  return [
    // ADR 0052: tick products, then 'Comparar'. Its own narrow column; stacked, in the card's corner.
    { id: "comparar", header: "Comparar", width: "w-px", stacked: "corner", cell: (p) => <CompareCheckbox id={p.id} nome={p.nome} /> },
    {
      id: "nome",
      header: "Nome",
      sortKey: "nome",
      stacked: "title",
      width: "w-[28%]",
      cell: (p) => (
        <>
          <RowLink to={detailHref(href("/products/:id", { id: String(p.id) }))} className="break-words">
            {p.nome}
          </RowLink>
          {p.preferido ? (
            <span className="mt-0.5 block text-xs font-normal text-slate-600" data-testid="row-preferido">
              Preferido: {p.preferido}
            </span>
          ) : null}
        </>
      ),
    },
    // Up to 1000 characters from the loader; two lines on screen, the whole text in the tooltip and the DOM.
    { id: "descricao", header: "Descrição", clamp: { lines: 2, text: (p) => p.descricao }, cell: (p) => p.descricao || "-" },
    { id: "categoria", header: "Categoria", sortKey: "categoria", width: "w-40 @5xl:w-48", cell: (p) => p.nome_categoria },
    {
      id: "cotacao",
      header: "Cotação",
      sortKey: "cotacao",
      width: "w-px",
      align: "end",
      nowrap: true,
      cellTestId: "quote-range",
      cell: (p) => <ProductQuoteRange row={p} />,
    },
  ];
}

/** The list view: the compare checkbox, Nome (and the preferred supplier), Descrição, Categoria, Cotação; sortable headers (same column again flips the direction). */
export function ProductTable({ products, state }: { products: ProductRow[]; state: ProductListParams }) {
  const detailHref = useDetailHref();
  return (
    <DataTable
      caption="Produtos"
      columns={columns(detailHref)}
      rows={products}
      rowKey={(p) => p.id}
      sort={{
        by: state.order_by,
        direction: state.order_direction,
        hrefFor: (field) => productList.hrefWith(state, productList.sortChange(state, field)),
      }}
      stackBelow="md"
    />
  );
}
