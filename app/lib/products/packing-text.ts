import type { Packing } from "#contract/products/packing.ts";
import { formatMeasure, formatQuantity } from "#app/lib/format.ts";

/** Beside a landed cost that lacks the freight (no carton, no measures) and a total holding one: why it is never marked best. */
export const NOT_COMPARABLE = "sem cubagem/peso: não comparável";

/** The carton's parts as shown, the missing ones left out: units (as `units` words them), m³, gross kg. */
function cartonParts(packing: Packing, units: (count: string) => string): string[] {
  const { unidades_por_caixa, caixa_cubagem_m3, caixa_peso_kg } = packing;
  return [
    unidades_por_caixa === null ? null : units(formatQuantity(unidades_por_caixa)),
    caixa_cubagem_m3 === null ? null : formatMeasure(Number(caixa_cubagem_m3), "m³"),
    caixa_peso_kg === null ? null : formatMeasure(Number(caixa_peso_kg), "kg"),
  ].filter((part) => part !== null);
}

/** The product's carton on its page: '24 un. por caixa · 0,085 m³ · 12 kg'; '-' when it has none. */
export function productCartonText(packing: Packing): string {
  const parts = cartonParts(packing, (count) => `${count} un. por caixa`);
  return parts.length ? parts.join(" · ") : "-";
}

/** A supplier's carton on its quote row: 'Caixa do fornecedor: 12 un. · 0,05 m³ · 8 kg'; null when it gives none. */
export function supplierCartonText(packing: Packing): string | null {
  const parts = cartonParts(packing, (count) => `${count} un.`);
  return parts.length ? `Caixa do fornecedor: ${parts.join(" · ")}` : null;
}
