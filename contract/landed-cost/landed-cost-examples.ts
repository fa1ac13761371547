// The landed cost's input from the example parameters (docs/landed-cost.md, "Worked examples"): the demo seed prices
// its quotes with it, and the unit tests of the worked examples start from it.
import { EXAMPLE_IMPORT_PARAMS, EXAMPLE_REGIMES } from "./import-params";
import { type LandedCostParams, siscomexOfDeclaration } from "./landed-cost";
import type { TaxRegime } from "./tax-regimes";

/** The example regimes by name: '2026' and '2027–2028'. */
export const exampleRegime = (nome: (typeof EXAMPLE_REGIMES)[number]["nome"]): TaxRegime => {
  const regime = EXAMPLE_REGIMES.find((r) => r.nome === nome);
  if (!regime) throw new RangeError(`regime de exemplo desconhecido: ${nome}`);
  return regime;
};

/**
 * The example parameters for a product with these II and IPI rates, under `regime` (the 2026 one by default): one
 * declaration with one addition of Taxa Siscomex per shipment, no Imposto Seletivo, no antidumping, lucro real.
 */
export function exampleCostParams(rates: { ii_pct: string; ipi_pct: string }, overrides: Partial<LandedCostParams> = {}): LandedCostParams {
  const p = EXAMPLE_IMPORT_PARAMS;
  return {
    seguro_pct: p.seguro_pct,
    afrmm_pct: p.afrmm_pct,
    despesas_brl_por_embarque: p.despesas_brl_por_embarque,
    siscomex_brl_por_embarque: siscomexOfDeclaration(p),
    unidades_por_embarque: p.unidades_por_embarque,
    ii_pct: rates.ii_pct,
    ipi_pct: rates.ipi_pct,
    is_pct: "0",
    regime: exampleRegime("2026"),
    ipi_zfm: false,
    antidumping: null,
    peso_kg_unidade: "0",
    importador: p.regime_importador,
    ...overrides,
  };
}
