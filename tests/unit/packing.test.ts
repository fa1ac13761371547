import { describe, expect, it } from "vitest";
import { EXAMPLE_IMPORT_PARAMS } from "#contract/landed-cost/import-params.ts";
import { readField } from "#contract/numbers/numbers.ts";
import { cartonOf, unitFreightUsd } from "#contract/landed-cost/freight.ts";
import { cartonM3FromCm, NO_PACKING, PACKING_FIELDS } from "#contract/products/packing.ts";

const unit = { cubagem_m3: "0.1", peso_kg: "0.35" };
const SUPPLIER = { unidades_por_caixa: 24, caixa_cubagem_m3: "0.085", caixa_peso_kg: "12" };
const PRODUCT = { unidades_por_caixa: 48, caixa_cubagem_m3: "0.12", caixa_peso_kg: null };

describe("which carton a unit ships in", () => {
  it("the quote's carton wins over the product's, which wins over the unit's own measures", () => {
    expect(cartonOf(SUPPLIER, PRODUCT, unit)).toMatchObject({ fonte: "cotacao", unidades: 24 });
    expect(cartonOf(null, PRODUCT, unit)).toMatchObject({ fonte: "produto", unidades: 48 });
    expect(cartonOf(NO_PACKING, NO_PACKING, unit)).toMatchObject({ fonte: "sem_embalagem", unidades: 1 });
    expect(cartonOf(null, NO_PACKING, { cubagem_m3: "0", peso_kg: null })).toMatchObject({ fonte: "sem_medidas", unidades: 1 });
  });

  it("a carton needs its units and its m³ or kg; one without them is skipped", () => {
    expect(cartonOf({ ...SUPPLIER, unidades_por_caixa: null }, PRODUCT, unit).fonte).toBe("produto");
    expect(cartonOf({ unidades_por_caixa: 24, caixa_cubagem_m3: null, caixa_peso_kg: null }, NO_PACKING, unit).fonte).toBe("sem_embalagem");
    expect(cartonOf({ unidades_por_caixa: 24, caixa_cubagem_m3: null, caixa_peso_kg: "12" }, NO_PACKING, unit)).toMatchObject({
      fonte: "cotacao",
    });
  });

  it("LCL freight of one unit: the carton's, by m³ or kg whichever costs more, over the units in it", () => {
    // max(0,085 × 90; 12 × 0,40) ÷ 24 = 7,65 ÷ 24
    expect(unitFreightUsd(cartonOf(SUPPLIER, NO_PACKING, unit), EXAMPLE_IMPORT_PARAMS).toString()).toBe("0.31875");
    // Weight decides a heavy carton: max(0,02 × 90; 20 × 0,40) ÷ 10 = 8 ÷ 10
    const heavy = { unidades_por_caixa: 10, caixa_cubagem_m3: "0.02", caixa_peso_kg: "20" };
    expect(unitFreightUsd(cartonOf(heavy, NO_PACKING, unit), EXAMPLE_IMPORT_PARAMS).toString()).toBe("0.8");
    // The unit's own measures: max(0,1 × 90; 0,35 × 0,40)
    expect(unitFreightUsd(cartonOf(null, NO_PACKING, unit), EXAMPLE_IMPORT_PARAMS).toString()).toBe("9");
  });

  it("m³ from length × width × height in cm, rounded to 4 decimals", () => {
    expect(cartonM3FromCm(60, 40, 35)).toBe(0.084);
    expect(cartonM3FromCm("45.5", "30.2", "28")).toBe(0.0385); // 0,0384748
    expect(cartonM3FromCm(10, 10, 10)).toBe(0.001);
    expect(cartonM3FromCm("21.5", 10, 10)).toBe(0.0022); // 0,00215, half up
    expect(cartonM3FromCm("21.4999", 10, 10)).toBe(0.0021);
    // Exact where floats are not: 0.1 × 0.2 × 0.3 cm³ in floats is 0.006000000000000001.
    expect(cartonM3FromCm("0.1", "0.2", "0.3")).toBe(0);
    expect(cartonM3FromCm(120, 80, "250.5")).toBe(2.4048);
    expect(() => cartonM3FromCm("1e5", 1, 1)).toThrow(RangeError);
    expect(() => cartonM3FromCm(-10, 1, 1)).toThrow(RangeError);
  });

  it("the fields' rules: whole units from 1, m³ and kg above 0 with 4 and 2 places, pt-BR text", () => {
    expect(readField("24", PACKING_FIELDS.unidades_por_caixa)).toEqual({ ok: true, text: "24" });
    expect(readField("0,085", PACKING_FIELDS.caixa_cubagem_m3)).toEqual({ ok: true, text: "0.085" });
    expect(readField("1.250,5", PACKING_FIELDS.caixa_peso_kg)).toEqual({ ok: true, text: "1250.5" });
    expect(readField(0, PACKING_FIELDS.caixa_cubagem_m3)).toMatchObject({ ok: false, reason: "invalido" });
    expect(readField("2,5", PACKING_FIELDS.unidades_por_caixa)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Unidades por caixa"),
    });
    expect(readField("0,00001", PACKING_FIELDS.caixa_cubagem_m3)).toMatchObject({
      ok: false,
      message: expect.stringContaining("Cubagem da caixa (m³)"),
    });
  });
});
