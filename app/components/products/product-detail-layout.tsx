import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { ProductImage } from "#app/components/products/product-image.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useBackHref } from "#app/hooks/use-back-href.ts";
import type { Product } from "#contract/products/products.ts";

/**
 * The page: Voltar, the name with its ID and the actions; then the image, and the description, the general
 * information, the suppliers and the history.
 */
export function ProductDetailLayout({
  product,
  actions,
  notices,
  description,
  info,
  suppliers,
  activity,
}: {
  product: Omit<Product, "suppliers">;
  actions: ReactNode;
  notices: ReactNode;
  description: ReactNode;
  info: ReactNode;
  suppliers: ReactNode;
  activity: ReactNode;
}) {
  const backHref = useBackHref(href("/products"));
  return (
    <div className="mx-auto max-w-7xl">
      <Link to={backHref} className={buttonClass("ghost", "-ml-2 mb-3 px-2 py-1.5")}>
        <Icon name="arrow-left" className="size-4" /> Voltar
      </Link>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-64 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{product.nome}</h1>
          <p className="mt-1 text-sm text-slate-600">ID {product.id}</p>
        </div>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
      {notices}
      {/* The image beside the cards on wide screens (kept in view while the list scrolls), above them on narrow ones. */}
      <div className="grid items-start gap-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="max-w-72 xl:sticky xl:top-20">
          <ProductImage product={product} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {description}
          {info}
          {suppliers}
          {activity}
        </div>
      </div>
    </div>
  );
}
