import { describe, expect, it } from "vitest";
import { EXAMPLE_IMPORT_PARAMS } from "../../contract/import-params";
import { landedCost, type LandedCostParams, landedCostTotal } from "../../contract/landed-cost";

// The worked example of docs/landed-cost.md, line by line: a 'Utilidades Domésticas' product (II 18 %,
// IPI 6,5 %) of 0,1 m³ and 2,5 kg quoted at US$ 10,00, at R$ 5,00 per dollar, with the example parameters.
const exampleParams: LandedCostParams = { ...EXAMPLE_IMPORT_PARAMS, ii_pct: "18", ipi_pct: "6.5" };
const worked = { fob_usd: "10.00", usd_brl: "5.00", cubagem_m3: "0.1", peso_kg: "2.5", params: exampleParams };

const noTaxes: LandedCostParams = {
  frete_usd_por_m3: 0,
  frete_usd_por_kg: 0,
  seguro_pct: 0,
  pis_pct: 0,
  cofins_pct: 0,
  afrmm_pct: 0,
  icms_pct: 0,
  despesas_brl_por_embarque: 0,
  unidades_por_embarque: 1,
  ii_pct: 0,
  ipi_pct: 0,
};

describe("custo posto (landed cost)", () => {
  it("the worked example of docs/landed-cost.md, step by step", () => {
    expect(landedCost(worked)).toEqual({
      fob_usd: 10,
      frete_usd: 9, // max(0,1 × 90; 2,5 × 0,40) = max(9; 1)
      seguro_usd: 0.1, // (10 + 9) × 0,5 % = 0,095
      valor_aduaneiro_brl: 95.48, // (10 + 9 + 0,095) × 5 = 95,475
      ii_brl: 17.19, // 95,475 × 18 % = 17,1855
      ipi_brl: 7.32, // (95,475 + 17,1855) × 6,5 % = 7,3229325
      pis_brl: 2, // 95,475 × 2,10 % = 2,004975
      cofins_brl: 9.21, // 95,475 × 9,65 % = 9,2133375
      afrmm_brl: 3.6, // 9 × 5 × 8 %
      despesas_brl: 3, // 3.000 ÷ 1.000
      icms_brl: 30.25, // 137,801745 ÷ 0,82 × 18 % = 30,2491635…
      total_brl: 168.05, // 137,801745 + 30,2491635… = 168,0509085…
      incompleto: false,
    });
  });

  it("without volume and weight: no freight, no AFRMM, and the figure says it is incomplete", () => {
    const cost = landedCost({ ...worked, cubagem_m3: "0", peso_kg: 0 });
    expect(cost.incompleto).toBe(true);
    expect(cost.frete_usd).toBe(0);
    expect(cost.afrmm_brl).toBe(0);
    // (10 + 0,05) × 5 = 50,25; II 9,045; IPI 3,854175; PIS 1,05525; COFINS 4,849125; despesas 3 → base 72,05355; ÷ 0,82
    expect(cost.valor_aduaneiro_brl).toBe(50.25);
    expect(cost.total_brl).toBe(87.87);
    // Weight alone is enough to know the freight.
    expect(landedCost({ ...worked, cubagem_m3: 0, peso_kg: "2.5" }).incompleto).toBe(false);
  });

  it("with every rate at 0 % the landed cost is the FOB plus freight at the rate", () => {
    const cost = landedCost({ ...worked, params: { ...noTaxes, frete_usd_por_m3: 90 } });
    expect(cost).toMatchObject({ frete_usd: 9, seguro_usd: 0, valor_aduaneiro_brl: 95, ii_brl: 0, ipi_brl: 0, pis_brl: 0, cofins_brl: 0, afrmm_brl: 0, icms_brl: 0 });
    expect(cost.total_brl).toBe(95);
  });

  it("ICMS 'por dentro': the tax is its rate of the total, not of the base", () => {
    const cost = landedCost({ fob_usd: 82, usd_brl: 1, cubagem_m3: 0, peso_kg: 0, params: { ...noTaxes, icms_pct: 18 } });
    expect(cost.icms_brl).toBe(18); // 82 ÷ 0,82 × 18 % — "por fora" would be 14,76
    expect(cost.total_brl).toBe(100);
  });

  it("rounds to cents only at the end (lines rounded for showing; the total from the exact lines)", () => {
    // VA 0,03; PIS and COFINS 0,015 each: shown as 0,02, but the total is 0,06, not 0,02 + 0,02 + 0,03.
    const cost = landedCost({ fob_usd: "0.03", usd_brl: 1, cubagem_m3: 0, peso_kg: 0, params: { ...noTaxes, pis_pct: 50, cofins_pct: 50 } });
    expect([cost.valor_aduaneiro_brl, cost.pis_brl, cost.cofins_brl]).toEqual([0.03, 0.02, 0.02]);
    expect(cost.total_brl).toBe(0.06);
    // No binary floating point: 0,1 + 0,2 dollars at 3 is exactly 0,90 (0.1 + 0.2 in floats is 0.30000000000000004).
    const sum = landedCost({ fob_usd: 0.1, usd_brl: 3, cubagem_m3: 0, peso_kg: "0.5", params: { ...noTaxes, frete_usd_por_kg: "0.4" } });
    expect(sum.total_brl).toBe(0.9);
  });

  it("a parameter change moves the figure (ICMS 18 % → 20 %, freight per m³ 90 → 120)", () => {
    const base = landedCost(worked).total_brl;
    const icms = landedCost({ ...worked, params: { ...exampleParams, icms_pct: "20" } }).total_brl;
    expect(icms).toBe(172.25); // 137,801745 ÷ 0,80
    const freight = landedCost({ ...worked, params: { ...exampleParams, frete_usd_por_m3: "120" } });
    expect(freight.frete_usd).toBe(12);
    expect(freight.total_brl).toBeGreaterThan(base);
    expect(icms).toBeGreaterThan(base);
  });

  it("refuses parameters with no meaning (ICMS of 100 %, no units per shipment)", () => {
    expect(() => landedCost({ ...worked, params: { ...exampleParams, icms_pct: 100 } })).toThrow(RangeError);
    expect(() => landedCost({ ...worked, params: { ...exampleParams, unidades_por_embarque: 0 } })).toThrow(RangeError);
  });

  it("the total alone (the comparison's cells) is the breakdown's total, by the same steps", () => {
    for (let i = 0; i < 200; i++) {
      const input = {
        fob_usd: ((i * 37) % 10_000) / 100,
        usd_brl: 4 + (i % 17) / 7,
        cubagem_m3: String((i % 9) / 10),
        peso_kg: String(((i * 13) % 500) / 100),
        params: { ...exampleParams, icms_pct: String(i % 25) },
      };
      const { total_brl, incompleto } = landedCost(input);
      expect(landedCostTotal(input)).toEqual({ total_brl, incompleto });
    }
    expect(() => landedCostTotal({ ...worked, params: { ...exampleParams, icms_pct: 100 } })).toThrow(RangeError);
  });
});
