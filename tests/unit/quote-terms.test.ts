import { describe, expect, it } from "vitest";
import { saoPauloDay } from "#contract/time/days.ts";
import { daysBetween } from "#contract/time/calendar-days.ts";
import { isCalendarDay, isQuoteExpired, quoteValidity } from "#contract/quotes/quote-terms.ts";
import { quoteChartOf } from "#app/lib/products/quote-chart.ts";

describe("quote validity (the badge rule)", () => {
  const today = "2026-03-10";
  it("is red the day after its date, orange with 7 days or fewer left (today included), green from 8", () => {
    expect(quoteValidity("2026-03-09", today)).toEqual({ estado: "vencida", valida_ate: "2026-03-09", dias_restantes: -1 });
    expect(quoteValidity("2026-03-10", today)).toMatchObject({ estado: "expirando", dias_restantes: 0 });
    expect(quoteValidity("2026-03-17", today)).toMatchObject({ estado: "expirando", dias_restantes: 7 });
    expect(quoteValidity("2026-03-18", today)).toMatchObject({ estado: "valida", dias_restantes: 8 });
    expect(quoteValidity(null, today)).toEqual({ estado: "sem_validade" });
  });
  it("counts calendar days across month ends and daylight-saving changes", () => {
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
    expect(daysBetween("2024-12-31", "2025-01-08")).toBe(8);
    expect(isQuoteExpired("2026-02-28", "2026-03-01")).toBe(true);
    expect(isQuoteExpired(null, "2026-03-01")).toBe(false);
  });
  it("takes today in São Paulo's calendar (UTC−3)", () => {
    expect(saoPauloDay(new Date("2026-03-11T02:59:00Z"))).toBe("2026-03-10");
    expect(saoPauloDay(new Date("2026-03-11T03:00:00Z"))).toBe("2026-03-11");
  });
  it("accepts only real days", () => {
    expect(isCalendarDay("2026-02-28")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-2-28")).toBe(false);
  });
});

describe("the history's price chart", () => {
  it("draws nothing for one row; oldest left, highest at the top, placed by time", () => {
    const row = (usd: number, at: string) => ({ cotacao_usd: usd, cotado_em: at });
    expect(quoteChartOf([row(1, "2026-01-01T00:00:00Z")])).toBeNull();
    const chart = quoteChartOf([row(12, "2026-03-01T00:00:00Z"), row(10, "2026-02-01T00:00:00Z"), row(11, "2026-01-01T00:00:00Z")]);
    expect(chart?.points.map((p) => p.usd)).toEqual([11, 10, 12]);
    const [a, b, c] = chart?.points ?? [];
    expect(a?.x).toBe(8);
    expect(c?.x).toBe(312);
    expect(b?.x).toBeCloseTo(8 + (31 / 59) * 304, 0);
    expect(c?.y).toBe(10); // the highest
    expect(b?.y).toBe(86); // the lowest
    expect(quoteChartOf([row(5, "2026-01-02T00:00:00Z"), row(5, "2026-01-01T00:00:00Z")])?.points.map((p) => p.y)).toEqual([48, 48]);
  });
});
