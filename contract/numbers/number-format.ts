// Numbers written the Brazilian way, for both tiers (docs/decisions/0058-pt-br-numbers.md): what the screens show and
// what an input shows to be read back by ./numbers.ts. Apart from the reader, which re-exports it: a page that only shows
// numbers (a list) does not load the reader (ADR 0069).
const formatters = new Map<string, Intl.NumberFormat>();
function decimalsFormat(min: number, max: number, grouping = true): Intl.NumberFormat {
  const key = `${min}:${max}:${grouping}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: grouping });
    formatters.set(key, format);
  }
  return format;
}

/** A number in pt-BR with `min`..`max` decimal places: formatNumber(1234.5, 2) → '1.234,50'. */
export function formatNumber(value: number, min: number, max = min): string {
  return decimalsFormat(min, max).format(value);
}

/** The currencies amounts are shown in, with the symbols of specification §9 ('$', 'R$', 'CN¥'). */
const CURRENCY_SYMBOLS = { USD: "$", BRL: "R$", CNY: "CN¥" } as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;

/**
 * An amount with two decimals after its currency's symbol: "$ 1.234,56", "R$ 6,17", "CN¥ 8,64". `maxDecimals`
 * shows the places a price per unit may have beyond the cent ("$ 0,4567" per kg), never fewer than two.
 */
export function formatMoney(value: number, currency: Currency, maxDecimals = 2): string {
  return `${CURRENCY_SYMBOLS[currency]}\u00a0${formatNumber(value, 2, Math.max(2, maxDecimals))}`;
}

/** "R$ 1.234,56" */
export const formatBrl = (value: number) => formatMoney(value, "BRL");

/** A percentage as stored (9.65 means 9,65 %): "9,65 %", "18 %", "0,5 %". */
export function formatPercent(value: number): string {
  return `${formatNumber(value, 0, 4)}\u00a0%`;
}

/** An exchange rate, always with four decimals: "US$ 1 = R$ 5,4321". */
export function formatRate(value: number, currency: Exclude<Currency, "USD"> = "BRL"): string {
  return `US$\u00a01 = ${CURRENCY_SYMBOLS[currency]}\u00a0${formatNumber(value, 4)}`;
}

/** Units of the measures the screens show. */
export type MeasureUnit = "m³" | "kg" | "cm";

/** A measure with its unit, up to four places for m³, two otherwise: "0,085 m³", "12,5 kg". */
export function formatMeasure(value: number, unit: MeasureUnit): string {
  return `${formatNumber(value, 0, unit === "m³" ? 4 : 2)}\u00a0${unit}`;
}

/** A count or quantity: "1.500". */
export function formatQuantity(value: number): string {
  return formatNumber(value, 0, 0);
}

/**
 * A value as an input shows it, so that reading it back gives the same value: grouped, with the field's
 * places ('107.000,00' for money, '0,085' for a carton's m³, '24' for units); '' when there is none.
 */
export function formatInput(value: number | string | null | undefined, decimals: number, fixed = false): string {
  if (value === null || value === undefined || value === "") return "";
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return "";
  return formatNumber(number, fixed ? decimals : 0, decimals);
}
