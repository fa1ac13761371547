import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Icon } from "#app/components/icon.tsx";
import { formatMoney } from "#app/lib/format.ts";
import { DETAIL_PARAMS, productHref, quoteRowAnchor } from "#app/lib/products/detail-messages.ts";
import type { LandedCostSummary } from "#app/lib/products/quotes.ts";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";

/** The badges of the summary: what makes this figure different from a plain FOB import with a known carton. */
function badgesOf(cost: LandedCostSummary): string[] {
  if (cost.base === "nacional") return ["compra nacional"];
  if (cost.base === "ddp") return ["frete incluso no preço"];
  return [
    cost.regime ? `regime ${cost.regime}` : null,
    cost.frete_no_preco ? "frete incluso no preço" : null,
    cost.embalagem === "sem_embalagem" ? "sem embalagem" : null,
    cost.incompleto ? "sem cubagem/peso" : null,
    cost.antidumping ? (cost.antidumping.aplicado ? "com antidumping" : ANTIDUMPING_TO_CONFIRM) : null,
  ].filter((badge) => badge !== null);
}

const ANTIDUMPING_TO_CONFIRM = "antidumping a confirmar";
const WARNINGS = new Set(["sem embalagem", "sem cubagem/peso", ANTIDUMPING_TO_CONFIRM]);

/**
 * 'Custo posto R$ X (estimativa)' of one supplier's quote as the API computed it (the page never recomputes it),
 * with 'Composição', a link that opens its breakdown under it (`?custo=<supplier id>`, so without JavaScript too)
 * and, once open, closes it. A quote without a price has none: 'sem preço'. Badges: 'compra nacional' (a supplier in
 * Brazil), 'frete incluso no preço' (CFR, CIF, DAP, DDP), 'sem embalagem' (freight from the unit's own volume and
 * weight) and 'sem cubagem/peso' (no freight could be estimated: the figure is too low).
 */
export function LandedCostDetails({
  productId,
  supplierId,
  supplier,
  cost,
  open,
  children,
}: {
  productId: number;
  supplierId: number;
  /** The supplier's name, for the link's accessible name. */
  supplier: string;
  cost: LandedCostSummary | null;
  /** Whether its breakdown is open (`?custo=`): the breakdown is then the children. */
  open: boolean;
  children?: ReactNode;
}) {
  if (cost === null) {
    return (
      <p className="mt-2 flex items-center gap-2 rounded-md border border-border px-2 py-1.5 text-sm" data-testid="custo-posto">
        <span className="text-slate-700">Custo posto</span>
        <span className="font-semibold text-slate-700" data-testid="custo-posto-total">
          sem preço
        </span>
      </p>
    );
  }
  // Back at the row, not at the top of the page (with JavaScript the row is scrolled to as well).
  const anchor = quoteRowAnchor(supplierId);
  return (
    <div className="mt-2 rounded-md border border-border" data-testid="custo-posto">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-2 py-1.5 text-sm" data-testid="custo-posto-summary">
        <span className="text-slate-700">Custo posto</span>
        <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums" data-testid="custo-posto-total">
          {formatMoney(cost.total_brl, "BRL")}
        </span>
        <span className="text-slate-600">(estimativa)</span>
        {cost.base === "importacao" ? (
          <span className="text-slate-700" data-testid="custo-posto-liquido">
            · líquido de créditos{" "}
            <span className="font-medium whitespace-nowrap tabular-nums">{formatMoney(cost.custo_liquido_brl, "BRL")}</span>
          </span>
        ) : null}
        {badgesOf(cost).map((badge) => (
          <Badge key={badge} tone={WARNINGS.has(badge) ? "warning" : "info"}>
            {badge}
          </Badge>
        ))}
        <KeepBackLink
          to={`${open ? productHref(productId) : `?${DETAIL_PARAMS.cost}=${supplierId}`}#${anchor}`}
          replace
          preventScrollReset
          aria-expanded={open}
          aria-label={`${open ? "Ocultar composição" : "Composição"} do custo posto de ${supplier}`}
          className="ml-auto inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
        >
          <Icon name="chevron-right" className={clsx("size-3.5 transition-transform", open && "rotate-90")} />
          {open ? "Ocultar composição" : "Composição"}
        </KeepBackLink>
      </div>
      {open ? children : null}
    </div>
  );
}
