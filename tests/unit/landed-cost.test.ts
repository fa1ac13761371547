import { describe, expect, it } from "vitest";
import { EXAMPLE_IMPORT_PARAMS } from "#contract/landed-cost/import-params.ts";
import {
  INCOTERM_COSTS,
  landedCost,
  type LandedCostInput,
  type LandedCostParams,
  landedCostTotal,
} from "#contract/landed-cost/landed-cost.ts";
import { exampleCostParams, exampleRegime } from "#contract/landed-cost/landed-cost-examples.ts";
import { cartonOf, unitFreightUsd } from "#contract/landed-cost/freight.ts";
import { NO_PACKING } from "#contract/products/packing.ts";
import { INCOTERMS } from "#contract/quotes/quote-terms.ts";

// The worked examples of docs/landed-cost.md, line by line, at R$ 5,00 per dollar with the example parameters, for a
// 'Utilidades Domésticas' product (II 18 %, IPI 6,5 %), cleared under the 2026 regime unless a test says otherwise.
const exampleParams: LandedCostParams = exampleCostParams({ ii_pct: "18", ipi_pct: "6.5" });
const regime2026 = exampleRegime("2026");

/** The freight of one unit as the API estimates it: the carton when known, else the unit's own measures. */
function freightOf(quoteCarton: typeof NO_PACKING | null, unit: { cubagem_m3: string | number; peso_kg: string | number }) {
  const carton = cartonOf(quoteCarton, NO_PACKING, unit);
  return { frete_usd: unitFreightUsd(carton, EXAMPLE_IMPORT_PARAMS).toString(), sem_medidas: carton.fonte === "sem_medidas" };
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

/** A regime with every rate at 0 %, and `rates` over it. */
const regimeAt = (rates: Partial<typeof regime2026> = {}) => ({
  ...regime2026,
  pis_pct: 0,
  cofins_pct: 0,
  cbs_pct: 0,
  ibs_pct: 0,
  icms_pct: 0,
  ...rates,
});
const noTaxes: LandedCostParams = exampleCostParams(
  { ii_pct: "0", ipi_pct: "0" },
  { seguro_pct: 0, afrmm_pct: 0, despesas_brl_por_embarque: 0, siscomex_brl_por_embarque: 0, unidades_por_embarque: 1, regime: regimeAt() },
);
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
      is_brl: 0,
      ipi_zerado: false,
      antidumping_brl: 0,
      siscomex_brl: 0.15, // (115,67 + 38,56) ÷ 1.000 = 0,15423
      afrmm_brl: 0.13, // 0,31875 × 5 × 8 % = 0,1275
      despesas_brl: 3, // 3.000 ÷ 1.000
      base_cbs_ibs_brl: 21.15, // 17,68171875 + 3,182709375 + 0,15423 + 0,1275 = 21,146158125
      cbs_brl: 0.19, // × 0,9 % = 0,19031…: a test amount offset against PIS/COFINS, not added
      ibs_brl: 0.02, // × 0,1 % = 0,02114…
      cbs_ibs_cobrados: false,
      base_icms_brl: 27.58, // VA + II + IPI + PIS + COFINS + Siscomex + AFRMM + despesas = 27,57994790625
      icms_brl: 6.05, // 27,57994790625 ÷ 0,82 × 18 % = 6,0541348…
      total_brl: 33.63, // 27,57994790625 ÷ 0,82 = 33,6340828…
      // Lucro real credits PIS, COFINS, IPI and ICMS: 33,6340828 − 0,3713161 − 1,7062859 − 1,3561878 − 6,0541348 = 24,1461582
      creditos: [
        { tributo: "pis", valor_brl: 0.37, fundamento: "Lei 10.865/2004, art. 15" },
        { tributo: "cofins", valor_brl: 1.71, fundamento: "Lei 10.865/2004, art. 15" },
        { tributo: "ipi", valor_brl: 1.36, fundamento: "Decreto 7.212/2010 (RIPI), arts. 9º, I, e 226, V" },
        { tributo: "icms", valor_brl: 6.05, fundamento: "LC 87/1996, arts. 19 e 20; LC 123/2006, art. 23" },
      ],
      custo_liquido_brl: 24.15,
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
      is_brl: 0,
      ipi_zerado: false,
      antidumping_brl: 0,
      siscomex_brl: 0.15,
      afrmm_brl: 0.13, // 0,31875 × 5 × 8 %
      despesas_brl: 3,
      base_cbs_ibs_brl: 21.23, // 17,75 + 3,195 + 0,15423 + 0,1275 = 21,22673
      cbs_brl: 0.19,
      ibs_brl: 0.02,
      cbs_ibs_cobrados: false,
      base_icms_brl: 27.67, // 27,51955 + 0,15423 = 27,67378
      icms_brl: 6.07, // 27,67378 ÷ 0,82 × 18 % = 6,0747175…
      total_brl: 33.75, // 27,67378 ÷ 0,82 = 33,7485121…
      creditos: [
        { tributo: "pis", valor_brl: 0.37, fundamento: "Lei 10.865/2004, art. 15" },
        { tributo: "cofins", valor_brl: 1.71, fundamento: "Lei 10.865/2004, art. 15" },
        { tributo: "ipi", valor_brl: 1.36, fundamento: "Decreto 7.212/2010 (RIPI), arts. 9º, I, e 226, V" },
        { tributo: "icms", valor_brl: 6.07, fundamento: "LC 87/1996, arts. 19 e 20; LC 123/2006, art. 23" },
      ],
      custo_liquido_brl: 24.23,
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
    expect(missing.total_brl).toBe(168.24);
  });
});

describe("custo posto: the formula", () => {
  it("a unit with no carton known ('sem embalagem') is freighted by its own volume and weight (the earlier example, R$ 168,24)", () => {
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
      siscomex_brl: 0.15,
      icms_brl: 30.28,
      total_brl: 168.24, // (137,801745 + 0,15423) ÷ 0,82
      incompleto: false,
    });
  });

  it("without any measure: no freight, no AFRMM, and the figure says it is incomplete (also when freight is in the price)", () => {
    const cost = landedCost({ ...unitOnly, ...freightOf(null, { cubagem_m3: "0", peso_kg: 0 }) });
    expect(cost).toMatchObject({ incompleto: true, frete_usd: 0, afrmm_brl: 0, valor_aduaneiro_brl: 50.25, total_brl: 88.06 });
    expect(landedCost({ ...unitOnly, incoterm: "CIF", ...freightOf(null, { cubagem_m3: 0, peso_kg: 0 }) }).incompleto).toBe(true);
    // Weight alone is enough to know the freight.
    expect(landedCost({ ...unitOnly, ...freightOf(null, { cubagem_m3: 0, peso_kg: "2.5" }) }).incompleto).toBe(false);
  });

  it("with every rate at 0 % the landed cost is the price plus freight at the rate", () => {
    const cost = landedCost({ ...unitOnly, frete_usd: "9", params: noTaxes });
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
    const cost = landedCost(bare(82, { params: { ...noTaxes, regime: regimeAt({ icms_pct: 18 }) } }));
    expect(cost.icms_brl).toBe(18); // 82 ÷ 0,82 × 18 % — "por fora" would be 14,76
    expect(cost.total_brl).toBe(100);
  });

  it("rounds to cents only at the end (lines rounded for showing; the total from the exact lines)", () => {
    // VA 0,03; PIS and COFINS 0,015 each: shown as 0,02, but the total is 0,06, not 0,02 + 0,02 + 0,03.
    const cost = landedCost(bare("0.03", { params: { ...noTaxes, regime: regimeAt({ pis_pct: 50, cofins_pct: 50 }) } }));
    expect([cost.valor_aduaneiro_brl, cost.pis_brl, cost.cofins_brl]).toEqual([0.03, 0.02, 0.02]);
    expect(cost.total_brl).toBe(0.06);
    // No binary floating point: 0,1 + 0,2 dollars at 3 is exactly 0,90 (0.1 + 0.2 in floats is 0.30000000000000004).
    expect(landedCost(bare(0.1, { usd_brl: 3, frete_usd: "0.2" })).total_brl).toBe(0.9);
  });

  it("a parameter change moves the figure (ICMS 18 % → 20 %)", () => {
    const icms20 = { ...exampleParams, regime: { ...regime2026, icms_pct: "20" } };
    expect(landedCost({ ...unitOnly, params: icms20 }).total_brl).toBe(172.44); // (137,801745 + 0,15423) ÷ 0,80 = 172,44496875
  });

  it("refuses parameters with no meaning (ICMS of 100 %, no units per shipment)", () => {
    expect(() => landedCost({ ...unitOnly, params: { ...exampleParams, regime: { ...regime2026, icms_pct: 100 } } })).toThrow(RangeError);
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
        params: {
          ...exampleParams,
          regime: exampleRegime(i % 2 === 0 ? "2026" : "2027–2028"),
          importador: (["lucro_real", "lucro_presumido", "simples_nacional"] as const)[i % 3] ?? "lucro_real",
        },
      };
      const { total_brl, custo_liquido_brl, incompleto } = landedCost(input);
      expect(landedCostTotal(input)).toEqual({ total_brl, custo_liquido_brl, incompleto });
    }
    const icms100 = { ...exampleParams, regime: { ...regime2026, icms_pct: 100 } };
    expect(() => landedCostTotal({ ...unitOnly, params: icms100 })).toThrow(RangeError);
  });
});

describe("custo posto: the same quote cleared in 2027 (docs/landed-cost.md, worked examples 5–9)", () => {
  const in2027 = (input: LandedCostInput, over: Partial<LandedCostParams> = {}): LandedCostInput => ({
    ...input,
    params: { ...input.params, regime: exampleRegime("2027–2028"), ...over },
  });

  it("5. FOB US$ 3,20 in 2027: no PIS/COFINS, IPI zeroed, the CBS and IBS charged on their base and in the ICMS base", () => {
    expect(landedCost(in2027(bottle("3.20", "FOB")))).toMatchObject({
      valor_aduaneiro_brl: 17.68,
      ii_brl: 3.18,
      ipi_brl: 0,
      ipi_zerado: true,
      pis_brl: 0,
      cofins_brl: 0,
      siscomex_brl: 0.15,
      afrmm_brl: 0.13,
      base_cbs_ibs_brl: 21.15, // 21,146158125
      cbs_brl: 1.84, // × 8,7 % = 1,83971575…
      ibs_brl: 0.02, // × 0,1 % = 0,02114615…
      cbs_ibs_cobrados: true,
      base_icms_brl: 26.01, // 17,68171875 + 3,182709375 + 0,15423 + 0,1275 + 3 + 1,860861915 = 26,00702004
      icms_brl: 5.71, // 26,00702004 ÷ 0,82 × 18 % = 5,7088580…
      total_brl: 31.72, // 26,00702004 ÷ 0,82 = 31,7158781…
      // Lucro real credits the CBS, the IBS and the ICMS: 31,7158781 − 1,8397158 − 0,0211462 − 5,7088580 = 24,1461581,
      // what is not credited in either year: VA + II + Siscomex + AFRMM + despesas
      custo_liquido_brl: 24.15,
    });
  });

  it("6. CIF US$ 3,55 in 2027", () => {
    expect(landedCost(in2027(bottle("3.55", "CIF")))).toMatchObject({ cbs_brl: 1.85, ipi_brl: 0, icms_brl: 5.73, total_brl: 31.82 });
  });

  it("7. DDP and a Brazilian supplier are the price at the rate in any regime", () => {
    expect(landedCost(in2027(bottle("6.06", "DDP"))).total_brl).toBe(30.3);
    expect(landedCost(in2027(bottle("7.90", "FOB", true))).total_brl).toBe(39.5);
  });

  it("8. a product that competes with the Zona Franca de Manaus keeps its IPI in 2027", () => {
    const cost = landedCost(in2027(bottle("3.20", "FOB"), { ipi_zfm: true }));
    expect(cost).toMatchObject({ ipi_brl: 1.36, ipi_zerado: false, icms_brl: 6.01, total_brl: 33.37 });
    // In 2026 every product pays its IPI: the mark changes nothing.
    expect(landedCost({ ...bottle("3.20", "FOB"), params: { ...exampleParams, ipi_zfm: true } }).total_brl).toBe(33.63);
  });

  it("9. antidumping of US$ 5,14 per kg on a 0,5 kg unit: in the CBS/IBS and ICMS bases, not in II, IPI, PIS or COFINS", () => {
    const duty = { tipo: "usd_kg", valor: "5.14", resolucao: "Resolução GECEX nº 830/2025" } as const;
    const y2026 = landedCost({ ...bottle("3.20", "FOB"), params: { ...exampleParams, antidumping: duty, peso_kg_unidade: "0.5" } });
    expect(y2026).toMatchObject({ antidumping_brl: 12.85, ii_brl: 3.18, ipi_brl: 1.36, pis_brl: 0.37, base_cbs_ibs_brl: 34 });
    expect(y2026).toMatchObject({ base_icms_brl: 40.43, icms_brl: 8.87, total_brl: 49.3 }); // (27,57994790625 + 12,85) ÷ 0,82
    const y2027 = landedCost(in2027(bottle("3.20", "FOB"), { antidumping: duty, peso_kg_unidade: "0.5" }));
    expect(y2027).toMatchObject({ antidumping_brl: 12.85, cbs_brl: 2.96, total_brl: 48.77 }); // CBS on 33,996158125
    // Ad valorem: a percentage of the customs value; per unit: dollars at the rate.
    const pct = landedCost({ ...bottle("3.20", "FOB"), params: { ...exampleParams, antidumping: { ...duty, tipo: "pct", valor: "10" } } });
    expect(pct.antidumping_brl).toBe(1.77); // 17,68171875 × 10 %
    const unit = landedCost({
      ...bottle("3.20", "FOB"),
      params: { ...exampleParams, antidumping: { ...duty, tipo: "usd_unidade", valor: "1" } },
    });
    expect(unit.antidumping_brl).toBe(5);
  });

  it("10. the credits follow the importer's regime and the law of the clearance day", () => {
    const net = (importador: LandedCostParams["importador"], year: "2026" | "2027–2028") =>
      landedCost({ ...bottle("3.20", "FOB"), params: { ...exampleParams, regime: exampleRegime(year), importador } });
    // 2026: lucro real credits PIS, COFINS, IPI, ICMS; presumido only IPI and ICMS; Simples nothing.
    expect(net("lucro_real", "2026").creditos.map((c) => c.tributo)).toEqual(["pis", "cofins", "ipi", "icms"]);
    expect(net("lucro_presumido", "2026")).toMatchObject({ custo_liquido_brl: 26.22, total_brl: 33.63 });
    expect(net("simples_nacional", "2026")).toMatchObject({ creditos: [], custo_liquido_brl: 33.63 });
    // 2027: both regular regimes credit the CBS, IBS and ICMS (the IPI is zero); Simples nothing.
    expect(net("lucro_presumido", "2027–2028").creditos.map((c) => c.tributo)).toEqual(["cbs", "ibs", "icms"]);
    expect(net("lucro_presumido", "2027–2028").custo_liquido_brl).toBe(24.15);
    expect(net("simples_nacional", "2027–2028").custo_liquido_brl).toBe(31.72);
  });

  it("the Imposto Seletivo is (VA + II) × IS % where the regime has it, and enters the CBS/IBS and ICMS bases", () => {
    const withIs = (year: "2026" | "2027–2028") =>
      landedCost({ ...bottle("3.20", "FOB"), params: { ...exampleParams, regime: exampleRegime(year), is_pct: "10" } });
    expect(withIs("2026").is_brl).toBe(0);
    const cost = withIs("2027–2028");
    expect(cost.is_brl).toBe(2.09); // (17,68171875 + 3,182709375) × 10 % = 2,0864428125
    expect(cost.base_cbs_ibs_brl).toBe(23.23); // 21,146158125 + 2,0864428125
  });
});
