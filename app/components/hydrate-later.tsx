import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect, useState } from "react";
import { holdInteractiveMark } from "~/lib/shell/hydration";

/** Whether a part has hydrated, and how it lets the page's interactive mark go (set by whichever effect runs last). */
interface Hold {
  hydrated: boolean;
  release?: () => void;
}

/** What stands in for a part while its code is on its way on the client (nothing by default). */
interface WhileLoading {
  whileLoading?: ReactNode;
}

/** Props alike but for `whileLoading`: a stand-in drawn anew on each render is no reason to render the part again. */
function sameProps(before: object, after: object): boolean {
  const own = (props: object) => Object.entries(props).filter(([key]) => key !== "whileLoading");
  const was = new Map(own(before));
  const is = own(after);
  return is.length === was.size && is.every(([key, value]) => was.has(key) && Object.is(was.get(key), value));
}

/**
 * A part of the page that the server renders with the rest and the browser hydrates when its code arrives, which is
 * then not part of the page's first load (ADR 0069). Until then its server HTML stays as it is and works as it does
 * without JavaScript (a GET form, links). The page's interactive mark waits for it (lib/shell/hydration.ts).
 *
 * React keeps a part's server HTML while its code is on its way only if nothing updates it meanwhile: the part is
 * memoized, so a parent rendering again with the same props leaves it alone, and new props (a navigation, which React
 * Router renders as a transition) wait for the code. Shown by the client alone (after a navigation), or updated by
 * an urgent render before its code is there, the part shows `whileLoading` until its code arrives.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => {
    const Part = await load();
    function Hydrated({ props, hold }: { props: P; hold: Hold }) {
      useEffect(() => {
        hold.hydrated = true;
        hold.release?.();
      }, [hold]);
      return <Part {...props} />;
    }
    return { default: Hydrated };
  });
  function Later(props: P & WhileLoading) {
    const [hold] = useState<Hold>(() => ({ hydrated: false }));
    useEffect(() => {
      // Effects run children first: a part whose code was already there has hydrated by now.
      if (!hold.hydrated) hold.release = holdInteractiveMark();
      return () => hold.release?.();
    }, [hold]);
    return (
      <Suspense fallback={props.whileLoading ?? null}>
        <Lazy props={props} hold={hold} />
      </Suspense>
    );
  }
  return memo(Later, sameProps);
}
