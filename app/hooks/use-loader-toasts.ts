import { useEffect, useRef } from "react";
import { useToast } from "~/components/toaster";
import type { Toast } from "~/lib/toast";

/** Shows once each toast a loader returned (a failed side load that should not break the page). */
export function useLoaderToasts(toasts: readonly Toast[]) {
  const toast = useToast();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    for (const item of toasts) {
      if (shown.current.has(item.id)) continue;
      shown.current.add(item.id);
      toast.show(item);
    }
  }, [toasts, toast]);
}
