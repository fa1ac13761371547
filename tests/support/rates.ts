import { ExchangeRates } from "#server/rates.ts";

/**
 * Rates from a stand-in source (US$ 1 = R$ 5,4321 = CN¥ 7,1234, as of `day`), so what a test saves records real,
 * non-default rates and converts at them.
 */
export function standInRates(day = "26/11/2026"): ExchangeRates {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const body = url.includes("brl") ? [{ data: day, valor: "5.4321" }] : { result: "success", rates: { CNY: 7.1234 } };
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  };
  return new ExchangeRates({ brlUrl: "http://rates.test/brl", cnyUrl: "http://rates.test/cny", fetch });
}
