import { describe, expect, it } from "vitest";
import { outOfShipment, SHIPMENT_NOTE, shipmentText } from "#app/lib/products/shipment-text.ts";
import type { CompareCell, CompareShipment } from "#contract/products/product-compare.ts";

// The comparison's shipment in words: what the API chose for a column, and why a quote is not in it.

const LCL: CompareShipment = { caixas: 12, m3: 0.96, kg: 144, modo: "lcl", conteineres: [], frete_usd: 86.4 };

describe("a column's shipment", () => {
  it("LCL: the load, the mode, the freight and which freight the landed costs carry", () => {
    expect(shipmentText(LCL)).toEqual({
      carga: ["12 caixas", "0,96\u00a0m³", "144\u00a0kg"],
      modo: "LCL",
      frete: "Frete $\u00a086,40",
      base: "Custo posto com frete LCL",
    });
    expect(shipmentText({ ...LCL, caixas: 1 }).carga[0]).toBe("1 caixa");
  });

  it("one container with its fill; several of a type each as full (the API loads them evenly)", () => {
    const one = shipmentText({
      caixas: 565,
      m3: 48.025,
      kg: 6780,
      modo: "conteiner",
      conteineres: [{ tipo: "40HC", quantidade: 1, ocupacao_pct: 82 }],
      frete_usd: 4300,
    });
    expect(one).toEqual({
      carga: ["565 caixas", "48,025\u00a0m³", "6.780\u00a0kg"],
      modo: "1 × 40HC, 82\u00a0%",
      frete: "Frete $\u00a04.300,00",
      base: "Custo posto com frete de 1 × 40HC",
    });
    const three = shipmentText({
      caixas: 1667,
      m3: 141.695,
      kg: 20004,
      modo: "conteiner",
      conteineres: [{ tipo: "40", quantidade: 3, ocupacao_pct: 81 }],
      frete_usd: 12000,
    });
    expect([three.carga.join(" · "), three.modo, three.frete, three.base]).toEqual([
      "1.667 caixas · 141,695\u00a0m³ · 20.004\u00a0kg",
      "3 × 40, 81\u00a0% cada",
      "Frete $\u00a012.000,00",
      "Custo posto com frete de 3 × 40",
    ]);
  });

  it("the footnote names the incoterms whose quotes ship, from the contract's table", () => {
    expect(SHIPMENT_NOTE).toContain("(EXW, FCA, FOB ou sem incoterm)");
  });
});

const CELL: CompareCell = {
  product_id: 1,
  supplier_id: 2,
  cotacao_usd: 3,
  cotacao_brl: 15,
  custo_posto_brl: 30,
  custo_posto_incompleto: false,
  valida_ate: null,
  vencida: false,
  lead_time_dias: null,
  melhor: false,
  mais_rapido: false,
  incoterm: "FOB",
  compra_nacional: false,
  no_embarque: true,
  frete_usd_unidade: 0.3,
  custo_liquido_brl: null,
  desembaraco: null,
  regime: null,
};
const out = { ...CELL, no_embarque: false };

describe("why a quote is not in its column's shipment", () => {
  it("nothing to say when it is", () => {
    expect(outOfShipment(CELL, 10, false)).toBeNull();
  });

  it("no price, a domestic purchase, freight (and taxes) in the price, no quantity, expired", () => {
    expect(outOfShipment({ ...out, custo_posto_brl: null }, 10, false)).toBe("Sem preço: fora do embarque.");
    expect(outOfShipment({ ...out, compra_nacional: true, incoterm: "DDP" }, 10, false)).toBe("Compra nacional: fora do embarque.");
    expect(outOfShipment({ ...out, incoterm: "DDP" }, 10, false)).toBe("DDP: frete e tributos no preço, fora do embarque.");
    expect(outOfShipment({ ...out, incoterm: "CIF" }, 10, false)).toBe("CIF: frete no preço, fora do embarque.");
    expect(outOfShipment({ ...out, incoterm: "CFR" }, 10, false)).toBe("CFR: frete no preço, fora do embarque.");
    expect(outOfShipment({ ...out, incoterm: "DAP" }, 10, false)).toBe("DAP: frete no preço, fora do embarque.");
    expect(outOfShipment({ ...out, incoterm: null }, 0, false)).toBe("Quantidade 0: fora do embarque.");
    expect(outOfShipment({ ...out, vencida: true }, 10, false)).toBe("Vencida: fora do embarque.");
  });
});
