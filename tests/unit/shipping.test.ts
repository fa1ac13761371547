import { describe, expect, it } from "vitest";
import { EXAMPLE_CONTAINERS, EXAMPLE_IMPORT_PARAMS } from "#contract/landed-cost/import-params.ts";
import { Exact } from "#contract/shared/exact.ts";
import { cartonOf } from "#contract/landed-cost/freight.ts";
import { NO_PACKING } from "#contract/products/packing.ts";
import { chooseShipping, planShipment } from "#contract/landed-cost/shipping.ts";

// The example rates (LCL US$ 90 per m³ or US$ 0,40 per kg) and containers (20: 28 m³, 21.700 kg, US$ 2.500;
// 40: 58 m³, 26.500 kg, US$ 4.000; 40HC: 68 m³, 26.300 kg, US$ 4.300).
const BOTTLE = cartonOf({ unidades_por_caixa: 24, caixa_cubagem_m3: "0.085", caixa_peso_kg: "12" }, NO_PACKING, {
  cubagem_m3: null,
  peso_kg: null,
});
const bottles = (quantidade: number) =>
  planShipment([{ key: "garrafa", quantidade, carton: BOTTLE }], EXAMPLE_IMPORT_PARAMS, EXAMPLE_CONTAINERS);

describe("the cheapest way to ship a supplier's goods", () => {
  it("2.400 bottles: 100 cartons, 8,5 m³, LCL (US$ 765 against US$ 2.500 for the smallest container)", () => {
    const shipment = bottles(2400);
    expect([shipment.caixas, shipment.m3.toString(), shipment.kg.toString()]).toEqual([100, "8.5", "1200"]);
    expect(shipment.choice).toMatchObject({ modo: "lcl", conteineres: [] });
    expect(shipment.choice.frete.toString()).toBe("765");
    // Alone in LCL, a product's freight per unit is its carton's: 7,65 ÷ 24.
    expect(shipment.freightPerUnit.get("garrafa")?.toString()).toBe("0.31875");
  });

  it("13.560 bottles: 565 cartons, 48,025 m³: one 40' container (US$ 4.000 against US$ 4.322,25 in LCL), 83 % full", () => {
    const shipment = bottles(13_560);
    expect([shipment.caixas, shipment.m3.toString(), shipment.kg.toString()]).toEqual([565, "48.025", "6780"]);
    expect(shipment.choice).toMatchObject({ modo: "conteiner", conteineres: [{ tipo: "40", quantidade: 1, ocupacao_pct: 83 }] });
    expect(shipment.choice.frete.toString()).toBe("4000");
    expect(shipment.freightPerUnit.get("garrafa")?.mul(13_560).toDecimalPlaces(10).toString()).toBe("4000");
  });

  it("40.000 bottles: 1.667 cartons (rounded up), 141,695 m³: three 40' (US$ 12.000), 81 % full", () => {
    const shipment = bottles(40_000);
    expect([shipment.caixas, shipment.m3.toString()]).toEqual([1667, "141.695"]);
    expect(shipment.choice).toMatchObject({ modo: "conteiner", conteineres: [{ tipo: "40", quantidade: 3, ocupacao_pct: 81 }] });
    expect(shipment.choice.frete.toString()).toBe("12000");
  });

  it("heavy goods: the number of containers follows the weight when it needs more of them", () => {
    // 20 m³ and 50.000 kg: LCL 20.000; 20' × 3 (by kg) 7.500; 40' × 2 8.000; 40HC × 2 8.600.
    const choice = chooseShipping(new Exact(20), new Exact(50_000), EXAMPLE_IMPORT_PARAMS, EXAMPLE_CONTAINERS);
    expect(choice).toMatchObject({ modo: "conteiner", conteineres: [{ tipo: "20", quantidade: 3, ocupacao_pct: 77 }] });
  });

  it("nothing measurable ships as LCL at 0; with no container type only LCL is possible", () => {
    expect(chooseShipping(new Exact(0), new Exact(0), EXAMPLE_IMPORT_PARAMS, EXAMPLE_CONTAINERS)).toMatchObject({
      modo: "lcl",
      conteineres: [],
    });
    expect(chooseShipping(new Exact(500), new Exact(0), EXAMPLE_IMPORT_PARAMS, []).frete.toString()).toBe("45000");
  });

  it("products shipped together share the freight by what each makes the chosen way charge", () => {
    // LCL: bottles 8,5 m³ / 1.200 kg (own charge 765) and 10 cartons of 0,02 m³ / 20 kg (own charge max(18; 80) = 80):
    // together 8,7 m³ and 1.400 kg cost max(783; 560) = 783, shared 765 : 80.
    const heavy = cartonOf({ unidades_por_caixa: 10, caixa_cubagem_m3: "0.02", caixa_peso_kg: "20" }, NO_PACKING, {
      cubagem_m3: null,
      peso_kg: null,
    });
    const together = planShipment(
      [
        { key: "garrafa", quantidade: 2400, carton: BOTTLE },
        { key: "halter", quantidade: 100, carton: heavy },
      ],
      EXAMPLE_IMPORT_PARAMS,
      EXAMPLE_CONTAINERS,
    );
    expect(together.choice.frete.toString()).toBe("783");
    const bottle = together.freightPerUnit.get("garrafa") ?? new Exact(0);
    const dumbbell = together.freightPerUnit.get("halter") ?? new Exact(0);
    expect(bottle.mul(2400).plus(dumbbell.mul(100)).toDecimalPlaces(12).toString()).toBe("783");
    expect(bottle.mul(2400).div(dumbbell.mul(100)).toDecimalPlaces(10).toString()).toBe(
      new Exact(765).div(80).toDecimalPlaces(10).toString(),
    );
    // Shipping together costs each less than alone (0,31875 a bottle alone).
    expect(bottle.lt("0.31875")).toBe(true);
  });
});
