import { useEffect } from "react";

/**
 * Starts loading a lazily imported module once the browser is idle after hydration, so code kept out of a
 * page's first load (a dialog, a listbox) is usually there before the user opens it.
 */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, [load]);
}
