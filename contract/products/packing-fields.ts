// The master carton's fields as entries of a field table (contract/fields/field-table.ts): the product's and each quote's
// carton are stored, read, written, tracked and shown alike (docs/landed-cost.md, "Embalagem").
import { fieldOf, storedDecimalOrNull, storedIntegerOrNull } from "#contract/fields/field-table.ts";
import { numberField, wholeNumberField } from "#contract/numbers/number-field.ts";
import { formatInput, formatMeasure, formatQuantity } from "#contract/numbers/numbers.ts";
import { PACKING_FIELDS } from "./packing";

const { unidades_por_caixa: units, caixa_cubagem_m3: m3, caixa_peso_kg: kg } = PACKING_FIELDS;

/** '-' for a carton field not given, else `shown` of it. */
const orDash =
  (shown: (value: number) => string) =>
  (value: number | null): string =>
    value === null ? "-" : shown(value);

/** The three carton fields: each optional in the payload (left out keeps it; null or '' clears it). */
export function packingEntries<C>() {
  const field = fieldOf<C>();
  return {
    unidades_por_caixa: field({
      label: units.label,
      column: "unidadesPorCaixa",
      stored: storedIntegerOrNull,
      input: wholeNumberField(units, null).optional(),
      write: true,
      activity: { kind: "number" },
      form: { value: (value) => formatInput(value, units.decimals), conflict: { rule: units, shown: orDash(formatQuantity) } },
      export: { type: "number", decimals: units.decimals, width: 12 },
    }),
    caixa_cubagem_m3: field({
      label: m3.label,
      column: "caixaCubagemM3",
      stored: storedDecimalOrNull,
      input: numberField(m3, null).optional(),
      write: true,
      activity: { kind: "number" },
      form: {
        value: (value) => formatInput(value, m3.decimals),
        conflict: { rule: m3, shown: orDash((value) => formatMeasure(value, "m³")) },
      },
      export: { type: "number", decimals: m3.decimals, width: 14 },
    }),
    caixa_peso_kg: field({
      label: kg.label,
      column: "caixaPesoKg",
      stored: storedDecimalOrNull,
      input: numberField(kg, null).optional(),
      write: true,
      activity: { kind: "number" },
      form: {
        value: (value) => formatInput(value, kg.decimals),
        conflict: { rule: kg, shown: orDash((value) => formatMeasure(value, "kg")) },
      },
      export: { type: "number", decimals: kg.decimals, width: 14 },
    }),
  };
}
