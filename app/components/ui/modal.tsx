import { lazy, Suspense, useState } from "react";
import type { ModalProps } from "./modal-props";
import { useIdlePrefetch } from "#app/hooks/use-idle-prefetch.ts";

const loadDialog = () => import("./modal-dialog");
const ModalDialog = lazy(loadDialog);

/**
 * A dialog, whose code (Headless UI's, about 15 KB gzip) is not part of a page's first load: it is fetched
 * once the browser is idle after hydration, and a dialog opened before that waits for it. Nothing is rendered
 * until the dialog first opens; from then on it stays mounted, so its closing transition plays.
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useIdlePrefetch(loadDialog);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
