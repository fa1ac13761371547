import { describe, expect, it } from "vitest";
import { quantityInUnit, unitName } from "#contract/products/product-units.ts";

// A quantity asked of a supplier, in the product's unit of measure and the language it is asked in.
describe("quantityInUnit", () => {
  it("says boxes and pieces in Portuguese, English and Chinese, grouped as each language groups", () => {
    expect(quantityInUnit(24, "caixa", "pt")).toBe("24 caixas");
    expect(quantityInUnit(24, "caixa", "en")).toBe("24 boxes");
    expect(quantityInUnit(24, "caixa", "zh")).toBe("24 箱");
    expect(quantityInUnit(1500, "peça", "pt")).toBe("1.500 peças");
    expect(quantityInUnit(1500, "peça", "en")).toBe("1,500 pieces");
    expect(quantityInUnit(1500, "peça", "zh")).toBe("1,500 件");
  });

  it("one is singular", () => {
    expect(quantityInUnit(1, "caixa", "pt")).toBe("1 caixa");
    expect(quantityInUnit(1, "peça", "en")).toBe("1 piece");
    expect(unitName("caixa", 1, "en")).toBe("box");
    expect(unitName("peça", 2, "pt")).toBe("peças");
  });
});
