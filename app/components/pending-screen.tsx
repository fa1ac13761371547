import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";

/** Screens that announce themselves while a client navigation loads them. */
const PENDING_TEXTS: { pattern: RegExp; text: string }[] = [
  { pattern: /^\/suppliers\/\d+$/, text: "Carregando supplier..." },
  { pattern: /^\/sourcings\/\d+$/, text: "Carregando sourcing..." },
  { pattern: /^\/products\/\d+$/, text: "Carregando produto..." },
];

/** Shows the loading text of the screen being opened instead of the current one, until it arrives. */
export function PendingScreen({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location?.pathname : undefined;
  const pending = target && target !== location.pathname ? PENDING_TEXTS.find((p) => p.pattern.test(target)) : undefined;
  if (!pending) return <>{children}</>;
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-600">
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-slate-300 border-t-primary" />
      {pending.text}
    </div>
  );
}
