import { useCallback } from "react";
import { href, useLocation } from "react-router";
import { asCreatedProduct, dispatchRefreshProducts } from "#app/lib/products/events.ts";
import type { ProductLookups } from "#app/services/products.server.ts";
import { CreateDialog } from "#app/components/create-dialog/create-dialog.tsx";
import { CREATE_PRODUCT_ACTION, ProductCreateForm } from "./product-create-form";
import { productCategoryOptions } from "./product-lookup-options";

/**
 * 'Novo Produto' as a dialog of the shell (`CreateDialogsProvider`). Opened on the product list, success keeps
 * the list and broadcasts `refreshProducts` (specification §2): the list goes back to page 1 and reloads.
 * Opened elsewhere, success opens the new product, as the other creation dialogs open their new record.
 */
export function NewProductDialog({ onClose }: { onClose: () => void }) {
  const stayOnList = useLocation().pathname === href("/products");
  const onSaved = useCallback((saved: unknown) => {
    const created = asCreatedProduct(saved);
    if (created) dispatchRefreshProducts(created);
  }, []);
  return (
    <CreateDialog<ProductLookups>
      title="Novo Produto"
      lookupsUrl={href("/resources/product-lookups")}
      action={CREATE_PRODUCT_ACTION}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ lookups, fetcher, actions }) => (
        <ProductCreateForm
          categorias={productCategoryOptions(lookups)}
          lastResult={fetcher.data?.result}
          fetcher={fetcher}
          stayOnList={stayOnList}
          actions={actions}
        />
      )}
    </CreateDialog>
  );
}
