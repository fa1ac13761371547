import { type ComponentType, type ReactNode, useEffect, useRef, useState } from "react";

/** What a person put in the plain control before the richer one took its place. */
export interface Kept {
  /** Its value as the page has it now (typed, or chosen in a select). */
  value: string;
  /** Whether the person was still in it: the richer control takes the focus over. */
  focused: boolean;
}

function keptIn(frame: HTMLElement | null): Kept | null {
  const control = frame?.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    "input:not([type=hidden]), select, textarea",
  );
  return control ? { value: control.value, focused: control === document.activeElement } : null;
}

/**
 * A plain control (the one that works without JavaScript) until a richer one's code has arrived after hydration,
 * then the richer one (a combobox for a search form, a listbox for a select). On a slow link the plain control
 * shows with the HTML, seconds before the scripts: what the person typed or chose there meanwhile, and whether
 * they were still in it, is read from the page at the moment of the swap and handed to the richer control
 * (`kept`), so the swap never wipes it. Were the code never to come, the plain control stays and works.
 */
export function UpgradedControl<P>({
  load,
  plain,
  children,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  plain: ReactNode;
  children: (Rich: ComponentType<P>, kept: Kept | null) => ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [upgrade, setUpgrade] = useState<{ Rich: ComponentType<P>; kept: Kept | null } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => {
        if (live) setUpgrade({ Rich: module.default, kept: keptIn(frame.current) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (upgrade) return children(upgrade.Rich, upgrade.kept);
  // A box of its own for the swap to read, that the layout does not see.
  return (
    <div ref={frame} className="contents">
      {plain}
    </div>
  );
}
