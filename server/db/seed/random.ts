import { saoPauloDay } from "#contract/time/days.ts";

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join("");
  return { next, int, pick, digits };
}
export type Random = ReturnType<typeof seededRandom>;

/** Today in São Paulo as YYYY-MM-DD, moved by `days`. */
export function saoPauloDate(days = 0): string {
  const today = saoPauloDay(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
