import { Link, useSearchParams } from "react-router";

/**
 * 'Mostrar …' / 'Ocultar …' of a panel whose part is sent only when asked (ADR 0069): a link that sets or drops `param`
 * and keeps the rest of the address (less `drop`), back to the panel's anchor, so it works without JavaScript and can be
 * shared.
 */
export function PanelToggleLink({
  param,
  shown,
  anchor,
  labels,
  drop = [],
  className = "",
}: {
  param: string;
  shown: boolean;
  anchor: string;
  labels: { show: string; hide: string };
  drop?: string[];
  className?: string;
}) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  for (const name of drop) next.delete(name);
  if (shown) next.delete(param);
  else next.set(param, "1");
  const query = next.toString();
  return (
    <Link
      to={{ search: query ? `?${query}` : "", hash: `#${anchor}` }}
      preventScrollReset
      className={`rounded-md px-2 py-1 text-sm font-medium text-primary hover:bg-slate-100 ${className}`.trim()}
    >
      {shown ? labels.hide : labels.show}
    </Link>
  );
}
