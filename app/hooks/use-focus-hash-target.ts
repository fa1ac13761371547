import { useEffect } from "react";
import { useLocation } from "react-router";

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * After a save, the page comes back to the row it was about (`/products/7#fornecedor-12`): without JavaScript the
 * browser scrolls there and Tab goes on from there. With JavaScript the form or button the person was on is often
 * gone with the save (the quote form closes, the picker starts afresh), which leaves the focus on the page's body:
 * then the focus goes to the address's element (made focusable for that only), so the person carries on from the
 * row. A focus still somewhere on the page (a link that only toggled a panel) is left where it is.
 */
export function useFocusHashTarget() {
  const { key, hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.matches(FOCUSABLE)) target.tabIndex = -1;
    // The scroll is React Router's (ScrollRestoration goes to the address's element).
    target.focus({ preventScroll: true });
  }, [key, hash]);
}
