import { href, Link } from "react-router";
import { useDetailHref } from "#app/hooks/use-back-href.ts";
import { cardDescription, type ProductRow } from "#app/lib/products/rows.ts";
import { CompareCheckbox } from "./compare-selection";
import { ProductQuoteRange } from "./product-quote-range";

/**
 * The cards view: 3 columns on wide screens, each card one link to the product. The description is cut to
 * 10 characters plus an ellipsis (specification §9); the whole one is in the table view and on the product.
 * The 'Comparar' checkbox sits in the card's corner, beside the link rather than inside it.
 */
export function ProductCards({ products }: { products: ProductRow[] }) {
  const detailHref = useDetailHref();
  return (
    <ul data-list-top className="grid scroll-mt-24 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Produtos">
      {products.map((product) => (
        <li key={product.id} className="relative">
          <Link
            to={detailHref(href("/products/:id", { id: String(product.id) }))}
            className="flex h-full flex-col gap-3 rounded-xl border border-border bg-white p-4 pr-12 shadow-sm transition-shadow hover:shadow-md"
            data-testid="product-card"
          >
            <h2 className="text-base font-semibold break-words text-slate-900">{product.nome}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              <dt className="text-slate-600">Descrição</dt>
              <dd className="min-w-0 break-words" data-testid="card-description">
                {product.descricao ? cardDescription(product) : "-"}
              </dd>
              <dt className="text-slate-600">Categoria</dt>
              <dd className="min-w-0 break-words">{product.nome_categoria}</dd>
              <dt className="text-slate-600">Cotação</dt>
              <dd className="min-w-0">
                <ProductQuoteRange row={product} />
              </dd>
              {product.preferido ? (
                <>
                  <dt className="text-slate-600">Preferido</dt>
                  <dd className="min-w-0 break-words">{product.preferido}</dd>
                </>
              ) : null}
            </dl>
          </Link>
          <div className="absolute top-4 right-4">
            <CompareCheckbox id={product.id} nome={product.nome} />
          </div>
        </li>
      ))}
    </ul>
  );
}
