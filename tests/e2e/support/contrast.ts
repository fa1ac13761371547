/** WCAG 2 contrast ratio of two CSS colours as `getComputedStyle` gives them ('rgb(15, 23, 42)'). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function luminance(css: string): number {
  const channels = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!channels) throw new Error(`cor não reconhecida: ${css}`);
  const [r, g, b] = channels.slice(1, 4).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
