import { describe, expect, it } from "vitest";
import { EXAMPLE_IMPORT_PARAMS } from "../../contract/import-params";
import { INCOTERM_COSTS, landedCost, type LandedCostInput, type LandedCostParams, landedCostTotal } from "../../contract/landed-cost";
import { cartonOf, unitFreightUsd } from "../../contract/freight";
import { NO_PACKING } from "../../contract/packing";
import { INCOTERMS } from "../../contract/quote-terms";

// The worked examples of docs/landed-cost.md, line by line, at R$ 5,00 per dollar with the example parameters, for a
// 'Utilidades Domésticas' product (II 18 %, IPI 6,5 %).
const exampleParams: LandedCostParams = { ...EXAMPLE_IMPORT_PARAMS, ii_pct: "18", ipi_pct: "6.5" };

/** The freight of one unit as the API estimates it: the carton when known, else the unit's own measures. */
function freightOf(quoteCarton: typeof NO_PACKING | null, unit: { cubagem_m3: string | number; peso_kg: string | number }) {
  const carton = cartonOf(quoteCarton, NO_PACKING, unit);
  return { frete_usd: unitFreightUsd(carton, exampleParams).toString(), sem_medidas: carton.fonte === "sem_medidas" };
}

/** The 500 ml bottle's master carton: 24 units, 0,085 m³, 12 kg gross. */
const BOTTLE_CARTON = { unidades_por_caixa: 24, caixa_cubagem_m3: "0.085", caixa_peso_kg: "12" };
const bottle = (preco_usd: string, incoterm: LandedCostInput["incoterm"], nacional = false): LandedCostInput => ({
  preco_usd,
  incoterm,
  nacional,
  usd_brl: "5.00",
  ...freightOf(BOTTLE_CARTON, { cubagem_m3: "0.1", peso_kg: "0.35" }),
  params: exampleParams,
});

/** The earlier example: a unit of 0,1 m³ and 2,5 kg with no carton known ('sem embalagem'), US$ 10,00 FOB. */
const unitOnly = {
  preco_usd: "10.00",
  incoterm: "FOB",
  nacional: false,
  usd_brl: "5.00",
  ...freightOf(null, { cubagem_m3: "0.1", peso_kg: "2.5" }),
  params: exampleParams,
} satisfies LandedCostInput;

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
const bare = (preco_usd: string | number, over: Partial<LandedCostInput> = {}): LandedCostInput => ({
  preco_usd,
  incoterm: "FOB",
  nacional: false,
  usd_brl: 1,
  frete_usd: 0,
  sem_medidas: false,
  params: noTaxes,
  ...over,
});

describe("custo posto: the four worked examples of docs/landed-cost.md", () => {
  it("1. FOB with the supplier's carton: the freight is the carton's, shared by its 24 units", () => {
    expect(landedCost(bottle("3.20", "FOB"))).toEqual({
      base: "importacao",
      incoterm: "FOB",
      incoterm_informado: true,
      preco_usd: 3.2,
      preco_brl: 16,
      frete_usd: 0.32, // max(0,085 × 90; 12 × 0,40) ÷ 24 = max(7,65; 4,80) ÷ 24 = 0,31875
      frete_no_preco: false,
      frete_estimado_usd: 0.32,
      seguro_usd: 0.02, // (3,20 + 0,31875) × 0,5 % = 0,01759375
      seguro_no_preco: false,
      valor_aduaneiro_brl: 17.68, // (3,20 + 0,31875 + 0,01759375) × 5 = 17,68171875
      ii_brl: 3.18, // × 18 % = 3,182709375
      ipi_brl: 1.36, // (17,68171875 + 3,182709375) × 6,5 % = 1,356187828125
      pis_brl: 0.37, // × 2,10 % = 0,37131609375
      cofins_brl: 1.71, // × 9,65 % = 1,706285859375
      afrmm_brl: 0.13, // 0,31875 × 5 × 8 % = 0,1275
      despesas_brl: 3, // 3.000 ÷ 1.000
      icms_brl: 6.02, // 27,42571790625 ÷ 0,82 × 18 % = 6,0202795…
      total_brl: 33.45, // 27,42571790625 ÷ 0,82 = 33,4459974…
      incompleto: false,
    });
  });

  it("2. CIF: freight and insurance are in the price, the price is the customs value, the AFRMM still falls on the estimated freight", () => {
    expect(landedCost(bottle("3.55", "CIF"))).toEqual({
      base: "importacao",
      incoterm: "CIF",
      incoterm_informado: true,
      preco_usd: 3.55,
      preco_brl: 17.75,
      frete_usd: 0,
      frete_no_preco: true,
      frete_estimado_usd: 0.32,
      seguro_usd: 0,
      seguro_no_preco: true,
      valor_aduaneiro_brl: 17.75, // 3,55 × 5
      ii_brl: 3.2, // 3,195
      ipi_brl: 1.36, // (17,75 + 3,195) × 6,5 % = 1,361425
      pis_brl: 0.37, // 0,37275
      cofins_brl: 1.71, // 1,712875
      afrmm_brl: 0.13, // 0,31875 × 5 × 8 %
      despesas_brl: 3,
      icms_brl: 6.04, // 27,51955 ÷ 0,82 × 18 %
      total_brl: 33.56, // 27,51955 ÷ 0,82 = 33,5604268…
      incompleto: false,
    });
  });

  it("3. DDP: the seller delivers with the taxes paid: the price at the rate, nothing added", () => {
    const cost = landedCost({ ...bottle("6.06", "DDP") });
    expect(cost).toMatchObject({
      base: "ddp",
      incoterm: "DDP",
      preco_brl: 30.3,
      frete_usd: 0,
      frete_no_preco: true,
      seguro_no_preco: true,
      frete_estimado_usd: 0,
    });
    expect([
      cost.valor_aduaneiro_brl,
      cost.ii_brl,
      cost.ipi_brl,
      cost.pis_brl,
      cost.cofins_brl,
      cost.afrmm_brl,
      cost.despesas_brl,
      cost.icms_brl,
    ]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(cost.total_brl).toBe(30.3); // 6,06 × 5 (ADR 0059's R$ 134,87 added freight and taxes to it)
  });

  it("4. a supplier in Brazil: a domestic purchase, the price at the rate, whatever incoterm it names", () => {
    for (const incoterm of [null, "FOB", "CIF"] as const) {
      const cost = landedCost(bottle("7.90", incoterm, true));
      expect(cost).toMatchObject({
        base: "nacional",
        preco_brl: 39.5,
        frete_usd: 0,
        frete_estimado_usd: 0,
        seguro_usd: 0,
        despesas_brl: 0,
        icms_brl: 0,
        total_brl: 39.5,
        incompleto: false,
      });
    }
    // Even with no measures at all: no freight is missing from a domestic purchase.
    expect(landedCost({ ...bare("7.90", { nacional: true, sem_medidas: true }) }).incompleto).toBe(false);
  });
});

describe("custo posto: what each incoterm's price contains", () => {
  const at = (incoterm: LandedCostInput["incoterm"]) => landedCost({ ...unitOnly, incoterm });

  it("EXW, FCA and FOB add freight and insurance; CFR adds insurance only; CIF and DAP add neither; DDP adds nothing", () => {
    for (const incoterm of INCOTERMS) {
      const cost = at(incoterm);
      const rule = INCOTERM_COSTS[incoterm];
      expect(cost.frete_usd > 0, `${incoterm} frete`).toBe(rule.frete);
      expect(cost.seguro_usd > 0, `${incoterm} seguro`).toBe(rule.seguro);
      expect(cost.ii_brl > 0, `${incoterm} II`).toBe(rule.tributos);
      expect(cost.frete_no_preco, `${incoterm} frete incluso`).toBe(!rule.frete);
    }
    expect(at("EXW")).toEqual({ ...at("FOB"), incoterm: "EXW" });
    expect(at("FCA")).toEqual({ ...at("FOB"), incoterm: "FCA" });
  });

  it("CFR: insurance on the price (which holds the freight); the customs value is price plus insurance", () => {
    const cost = at("CFR");
    // seguro = 10 × 0,5 % = 0,05; VA = 10,05 × 5 = 50,25; AFRMM on the estimated freight 9 × 5 × 8 % = 3,60.
    expect(cost).toMatchObject({
      frete_usd: 0,
      frete_estimado_usd: 9,
      seguro_usd: 0.05,
      valor_aduaneiro_brl: 50.25,
      afrmm_brl: 3.6,
      despesas_brl: 3,
    });
  });

  it("DAP: the buyer still clears: taxes, AFRMM and the shipment's expenses on the price as customs value", () => {
    const cost = at("DAP");
    expect(cost).toMatchObject({ base: "importacao", valor_aduaneiro_brl: 50, afrmm_brl: 3.6, despesas_brl: 3 });
    expect(cost.total_brl).toBe(at("CIF").total_brl);
  });

  it("no incoterm: read as FOB, and the breakdown says it was not given", () => {
    const missing = at(null);
    expect(missing).toEqual({ ...at("FOB"), incoterm_informado: false });
    expect(missing.total_brl).toBe(168.05);
  });
});

describe("custo posto: the formula", () => {
  it("a unit with no carton known ('sem embalagem') is freighted by its own volume and weight (the earlier example, R$ 168,05)", () => {
    expect(landedCost(unitOnly)).toMatchObject({
      frete_usd: 9, // max(0,1 × 90; 2,5 × 0,40) = max(9; 1)
      seguro_usd: 0.1,
      valor_aduaneiro_brl: 95.48,
      ii_brl: 17.19,
      ipi_brl: 7.32,
      pis_brl: 2,
      cofins_brl: 9.21,
      afrmm_brl: 3.6,
      despesas_brl: 3,
      icms_brl: 30.25,
      total_brl: 168.05,
      incompleto: false,
    });
  });

  it("without any measure: no freight, no AFRMM, and the figure says it is incomplete (also when freight is in the price)", () => {
    const cost = landedCost({ ...unitOnly, ...freightOf(null, { cubagem_m3: "0", peso_kg: 0 }) });
    expect(cost).toMatchObject({ incompleto: true, frete_usd: 0, afrmm_brl: 0, valor_aduaneiro_brl: 50.25, total_brl: 87.87 });
    expect(landedCost({ ...unitOnly, incoterm: "CIF", ...freightOf(null, { cubagem_m3: 0, peso_kg: 0 }) }).incompleto).toBe(true);
    // Weight alone is enough to know the freight.
    expect(landedCost({ ...unitOnly, ...freightOf(null, { cubagem_m3: 0, peso_kg: "2.5" }) }).incompleto).toBe(false);
  });

  it("with every rate at 0 % the landed cost is the price plus freight at the rate", () => {
    const cost = landedCost({ ...unitOnly, params: { ...noTaxes, frete_usd_por_m3: 90 } });
    expect(cost).toMatchObject({
      frete_usd: 9,
      seguro_usd: 0,
      valor_aduaneiro_brl: 95,
      ii_brl: 0,
      ipi_brl: 0,
      pis_brl: 0,
      cofins_brl: 0,
      afrmm_brl: 0,
      icms_brl: 0,
    });
    expect(cost.total_brl).toBe(95);
  });

  it("ICMS 'por dentro': the tax is its rate of the total, not of the base", () => {
    const cost = landedCost(bare(82, { params: { ...noTaxes, icms_pct: 18 } }));
    expect(cost.icms_brl).toBe(18); // 82 ÷ 0,82 × 18 % — "por fora" would be 14,76
    expect(cost.total_brl).toBe(100);
  });

  it("rounds to cents only at the end (lines rounded for showing; the total from the exact lines)", () => {
    // VA 0,03; PIS and COFINS 0,015 each: shown as 0,02, but the total is 0,06, not 0,02 + 0,02 + 0,03.
    const cost = landedCost(bare("0.03", { params: { ...noTaxes, pis_pct: 50, cofins_pct: 50 } }));
    expect([cost.valor_aduaneiro_brl, cost.pis_brl, cost.cofins_brl]).toEqual([0.03, 0.02, 0.02]);
    expect(cost.total_brl).toBe(0.06);
    // No binary floating point: 0,1 + 0,2 dollars at 3 is exactly 0,90 (0.1 + 0.2 in floats is 0.30000000000000004).
    expect(landedCost(bare(0.1, { usd_brl: 3, frete_usd: "0.2" })).total_brl).toBe(0.9);
  });

  it("a parameter change moves the figure (ICMS 18 % → 20 %)", () => {
    expect(landedCost({ ...unitOnly, params: { ...exampleParams, icms_pct: "20" } }).total_brl).toBe(172.25); // 137,801745 ÷ 0,80
  });

  it("refuses parameters with no meaning (ICMS of 100 %, no units per shipment)", () => {
    expect(() => landedCost({ ...unitOnly, params: { ...exampleParams, icms_pct: 100 } })).toThrow(RangeError);
    expect(() => landedCost({ ...unitOnly, params: { ...exampleParams, unidades_por_embarque: 0 } })).toThrow(RangeError);
  });

  it("the total alone (the comparison's cells) is the breakdown's total, by the same steps", () => {
    for (let i = 0; i < 200; i++) {
      const input: LandedCostInput = {
        preco_usd: ((i * 37) % 10_000) / 100 + 0.01,
        incoterm: INCOTERMS[i % INCOTERMS.length] ?? null,
        nacional: i % 11 === 0,
        usd_brl: 4 + (i % 17) / 7,
        frete_usd: String((i % 9) / 10),
        sem_medidas: i % 9 === 0,
        params: { ...exampleParams, icms_pct: String(i % 25) },
      };
      const { total_brl, incompleto } = landedCost(input);
      expect(landedCostTotal(input)).toEqual({ total_brl, incompleto });
    }
    expect(() => landedCostTotal({ ...unitOnly, params: { ...exampleParams, icms_pct: 100 } })).toThrow(RangeError);
  });
});
