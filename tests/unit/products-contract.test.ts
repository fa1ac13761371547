import { describe, expect, it } from "vitest";
import { convertUsd } from "#contract/landed-cost/landed-cost.ts";
import { canonicalUnit, productListQuerySchema, type RatesReply } from "#contract/products/products.ts";
import { publicBucketUrl } from "#server/storage/external-urls.ts";

describe("product contract helpers", () => {
  it("reads the units and their plural aliases as the stored singular", () => {
    expect(["peça", "caixa", "peças", "caixas", " Peças ", "CAIXA", "pec\u0327a"].map(canonicalUnit)).toEqual([
      "peça",
      "caixa",
      "peça",
      "caixa",
      "peça",
      "caixa",
      "peça",
    ]);
    expect([undefined, null, 1, "", "metro", "peca"].map(canonicalUnit)).toEqual([null, null, null, null, null, null]);
  });

  it("validates the list query: numbers, range order and sort names", () => {
    expect(productListQuerySchema.parse({ cotacao_min: "1,5", cotacao_max: "2", page: "2" })).toMatchObject({
      cotacao_min: 1.5,
      cotacao_max: 2,
      page: 2,
      page_size: 30,
      order_by: "nome",
      order_direction: "asc",
    });
    // The pt-BR reading: '1.500' is fifteen hundred dollars.
    expect(productListQuerySchema.parse({ cotacao_max: "1.500" })).toMatchObject({ cotacao_max: 1500 });
    expect(productListQuerySchema.safeParse({ cotacao_min: "3", cotacao_max: "2" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ order_by: "preco" }).success).toBe(false);
    expect(productListQuerySchema.parse({ cotacao_min: "", categoria: "" })).not.toHaveProperty("cotacao_min");
  });

  it("converts a USD amount to BRL and CNY, rounded to cents", () => {
    const rates: RatesReply = {
      usd_brl: { valor: 5.4321, data: "2024-06-10", fonte: "BCB", padrao: false },
      usd_cny: { valor: 7, data: null, fonte: "Valor padrão", padrao: true },
    };
    expect(convertUsd(10.25, rates)).toEqual({ usd: 10.25, brl: 55.68, cny: 71.75 });
    expect(convertUsd(0, rates)).toEqual({ usd: 0, brl: 0, cny: 0 });
  });

  it("converts in decimals: a half cent that binary floating point puts below .5 still rounds up", () => {
    const rates: RatesReply = {
      usd_brl: { valor: 5.35, data: "2024-06-10", fonte: "BCB", padrao: false },
      usd_cny: { valor: 7.25, data: "2024-06-10", fonte: "BCB", padrao: false },
    };
    // 0.3 × 5.35 = 1.605 and 0.3 × 7.25 = 2.175 exactly; in doubles they are 1.6049999… and 2.1749999….
    expect(convertUsd(0.3, rates)).toEqual({ usd: 0.3, brl: 1.61, cny: 2.18 });
    expect(convertUsd("0.70", rates)).toEqual({ usd: 0.7, brl: 3.75, cny: 5.08 });
  });

  it("rewrites bucket URLs to their https addresses", () => {
    expect(publicBucketUrl("s3://fotos/produtos/a b.png")).toBe("https://fotos.s3.amazonaws.com/produtos/a%20b.png");
    expect(publicBucketUrl("gs://fotos/x.webp")).toBe("https://storage.googleapis.com/fotos/x.webp");
    expect(publicBucketUrl("http://cdn.example.com/x.png")).toBe("https://cdn.example.com/x.png");
    expect(publicBucketUrl("https://cdn.example.com/x.png")).toBe("https://cdn.example.com/x.png");
  });
});
