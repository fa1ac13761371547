import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import { numberField, typedDecimal, wholeNumberField } from "#contract/numbers/number-field.ts";
import { formatInput, formatMeasure, formatQuantity, readField } from "#contract/numbers/numbers.ts";
import {
  CARTON_CM_FIELDS,
  CARTON_CM_INCOMPLETE,
  type CartonCmField,
  cartonCmVolumeRefused,
  cartonM3FromCm,
  type Packing,
  PACKING_FIELDS,
  type PackingField,
} from "#contract/products/packing.ts";
import type { CurrentField } from "#app/lib/records/conflict.ts";

// The master carton in the web forms (the product's, and a supplier's on its quote row), read by the contract's own
// fields. Conform reads an emptied input as a missing field, and the API keeps a missing field's stored value: an
// emptied carton field here means "none" (null clears it), as an emptied quote term does.

/** The carton's three inputs, sent on as typed text (the API reads '0,085' back the same). */
export const packingFormShape = {
  unidades_por_caixa: wholeNumberField(PACKING_FIELDS.unidades_por_caixa, null)
    .optional()
    .transform((units) => units ?? null),
  caixa_cubagem_m3: numberField(PACKING_FIELDS.caixa_cubagem_m3, null)
    .optional()
    .transform((m3) => typedDecimal(m3 ?? null)),
  caixa_peso_kg: numberField(PACKING_FIELDS.caixa_peso_kg, null)
    .optional()
    .transform((kg) => typedDecimal(kg ?? null)),
};

/** The carton's length, width and height in cm: only a way to give its m³, never sent to the API. */
export const cartonCmShape = {
  caixa_comprimento_cm: numberField(CARTON_CM_FIELDS.caixa_comprimento_cm, null).optional(),
  caixa_largura_cm: numberField(CARTON_CM_FIELDS.caixa_largura_cm, null).optional(),
  caixa_altura_cm: numberField(CARTON_CM_FIELDS.caixa_altura_cm, null).optional(),
};

export const CARTON_CM_NAMES = Object.keys(CARTON_CM_FIELDS) as CartonCmField[];

const isGiven = (measure: string | null | undefined): measure is string => typeof measure === "string";

type CartonForm = { caixa_cubagem_m3: string | null } & Partial<Record<CartonCmField, string | null>>;

/**
 * The form's values without the cm measures, the carton's m³ computed from them (`cartonM3FromCm`) when the m³ was
 * left empty and all three are given: how the page works without JavaScript. Some measures without the others, or a
 * volume the m³ field refuses, come back at their fields.
 */
export function withCartonM3FromCm<T extends CartonForm>(value: T, ctx: z.RefinementCtx): Omit<T, CartonCmField> {
  const { caixa_comprimento_cm: length, caixa_largura_cm: width, caixa_altura_cm: height, ...rest } = value;
  const measures = [length, width, height];
  if (rest.caixa_cubagem_m3 !== null || !measures.some(isGiven)) return rest;
  if (!isGiven(length) || !isGiven(width) || !isGiven(height)) {
    CARTON_CM_NAMES.forEach((name, at) => {
      if (!isGiven(measures[at])) ctx.addIssue({ code: "custom", message: CARTON_CM_INCOMPLETE, path: [name] });
    });
    return z.NEVER;
  }
  const m3 = cartonM3FromCm(length, width, height);
  const reading = readField(m3, PACKING_FIELDS.caixa_cubagem_m3);
  if (!reading.ok) {
    ctx.addIssue({ code: "custom", message: cartonCmVolumeRefused(m3), path: ["caixa_cubagem_m3"] });
    return z.NEVER;
  }
  return { ...rest, caixa_cubagem_m3: typedDecimal(reading.text) };
}

/**
 * The m³ the three measures typed so far make, as its input shows it ('0,085'); null until all three read as the
 * rules allow. The browser shows it live in the m³ field.
 */
export function cartonM3Input(measures: Partial<Record<CartonCmField, unknown>>): string | null {
  const texts: string[] = [];
  for (const name of CARTON_CM_NAMES) {
    const reading = readField(measures[name], CARTON_CM_FIELDS[name]);
    if (!reading.ok) return null;
    texts.push(reading.text);
  }
  const [length = "", width = "", height = ""] = texts;
  return formatInput(cartonM3FromCm(length, width, height), PACKING_FIELDS.caixa_cubagem_m3.decimals);
}

/** A saved carton as its inputs start: '24', '0,085', '12' ('' where none); the measures in cm always empty (not stored). */
export function packingFormValues(packing: Packing): Record<keyof typeof packingFormShape | CartonCmField, string> {
  return {
    unidades_por_caixa: formatInput(packing.unidades_por_caixa, PACKING_FIELDS.unidades_por_caixa.decimals),
    caixa_cubagem_m3: formatInput(packing.caixa_cubagem_m3, PACKING_FIELDS.caixa_cubagem_m3.decimals),
    caixa_peso_kg: formatInput(packing.caixa_peso_kg, PACKING_FIELDS.caixa_peso_kg.decimals),
    caixa_comprimento_cm: "",
    caixa_largura_cm: "",
    caixa_altura_cm: "",
  };
}

/** The carton's fields as a conflict notice lists what another person saved ('-' for none). */
export function packingConflictFields(packing: Packing): CurrentField[] {
  const values = packingFormValues(packing);
  const shown: Record<PackingField, (value: number) => string> = {
    unidades_por_caixa: formatQuantity,
    caixa_cubagem_m3: (m3) => formatMeasure(m3, "m³"),
    caixa_peso_kg: (kg) => formatMeasure(kg, "kg"),
  };
  return (Object.keys(PACKING_FIELDS) as PackingField[]).map((name) => {
    const value = packing[name];
    return {
      name,
      label: PACKING_FIELDS[name].label,
      value: values[name],
      rule: PACKING_FIELDS[name],
      shown: value === null ? "-" : shown[name](Number(value)),
    };
  });
}
