import { useEffect } from "react";
import { whenPartsHydrated } from "~/lib/shell/hydration";

/**
 * Starts loading a lazily imported module once the browser is idle after hydration, so code kept out of a
 * page's first load (a dialog, a listbox) is usually there before the user opens it. It waits for the parts of the
 * page that hydrate later (lib/shell/hydration.ts), whose code comes first; `afterMs` waits that long more, for what
 * another page needs.
 */
export function useIdlePrefetch(load: () => Promise<unknown>, afterMs = 0): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    let handle = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof requestIdleCallback === "function") handle = requestIdleCallback(prefetch, { timeout: 3000 });
      else prefetch();
    };
    let cancelWait = () => {};
    // After this render's effects: the parts rendered with it have said they are on their way by then.
    const start = setTimeout(() => {
      cancelWait = whenPartsHydrated(() => {
        timer = setTimeout(whenIdle, typeof requestIdleCallback === "function" ? afterMs : afterMs + 1000);
      });
    });
    return () => {
      clearTimeout(start);
      clearTimeout(timer);
      cancelWait();
      if (handle && typeof cancelIdleCallback === "function") cancelIdleCallback(handle);
    };
  }, [load, afterMs]);
}
