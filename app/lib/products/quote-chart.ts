/** One point of the price chart: where it is drawn, and what it stands for. */
interface ChartPoint {
  x: number;
  y: number;
  usd: number;
  at: string;
}

export interface QuoteChart {
  width: number;
  height: number;
  points: ChartPoint[];
  min: number;
  max: number;
}

const WIDTH = 320;
const HEIGHT = 96;
const PAD_X = 8;
const PAD_Y = 10;

/**
 * The quote history as a small line chart (drawn as SVG by the server, so it shows without JavaScript):
 * oldest on the left, placed by the time of each row (by its order when all share one time), the lowest and
 * highest value at the bottom and top. Null with fewer than two rows: one point is not a trend.
 */
export function quoteChartOf(rows: readonly { cotacao_usd: number; cotado_em: string }[]): QuoteChart | null {
  if (rows.length < 2) return null;
  const oldestFirst = [...rows].reverse();
  const times = oldestFirst.map((row) => Date.parse(row.cotado_em));
  const first = times[0] ?? 0;
  const span = (times.at(-1) ?? 0) - first;
  const values = oldestFirst.map((row) => row.cotacao_usd);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const xOf = (i: number) => {
    const share = span > 0 ? ((times[i] ?? first) - first) / span : i / (oldestFirst.length - 1);
    return PAD_X + share * (WIDTH - 2 * PAD_X);
  };
  // A flat history is a line across the middle.
  const yOf = (usd: number) => (max === min ? HEIGHT / 2 : PAD_Y + ((max - usd) / (max - min)) * (HEIGHT - 2 * PAD_Y));
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    width: WIDTH,
    height: HEIGHT,
    min,
    max,
    points: oldestFirst.map((row, i) => ({ x: round(xOf(i)), y: round(yOf(row.cotacao_usd)), usd: row.cotacao_usd, at: row.cotado_em })),
  };
}
