import { useEffect, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { createdProductOf, type CreatedProduct, REFRESH_PRODUCTS_EVENT } from "#app/lib/products/events.ts";
import { productList, type ProductListParams } from "#app/lib/products/list-params.ts";

/**
 * The product list's side of `refreshProducts` (specification §2): back to page 1 (the filters, sort and view
 * stay: they are the user's choice) and a fresh load. Returns the product the last event named, so the list
 * can point to it when the filters or the order keep it off the page.
 */
export function useRefreshProducts(state: ProductListParams): CreatedProduct | null {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [created, setCreated] = useState<CreatedProduct | null>(null);
  // The listener reads the latest state and helpers without subscribing again on every render.
  const latest = useRef({ state, navigate, revalidator });
  useEffect(() => {
    latest.current = { state, navigate, revalidator };
  });

  useEffect(() => {
    const onRefresh = (event: Event) => {
      const { state: current, navigate: go, revalidator: reload } = latest.current;
      setCreated(createdProductOf(event));
      if (current.page !== 1) void go(productList.hrefWith(current, { page: 1 }), { preventScrollReset: true });
      else void reload.revalidate();
    };
    window.addEventListener(REFRESH_PRODUCTS_EVENT, onRefresh);
    return () => window.removeEventListener(REFRESH_PRODUCTS_EVENT, onRefresh);
  }, []);

  return created;
}
