import { type FieldMetadata } from "@conform-to/react";
import { getInputProps } from "#app/lib/forms/control-props.ts";
import { clsx } from "clsx";
import { type FormEvent, type ReactNode, useRef } from "react";
import { CARTON_CM_NAMES, cartonM3Input } from "#app/lib/forms/packing.ts";
import { CARTON_CM_FIELDS, type CartonCmField, PACKING_FIELDS, type PackingField } from "#contract/products/packing.ts";

type Meta = FieldMetadata<unknown>;

/** How the form the fields sit in lays one out: its label, the control and the reserved error line. */
export type FieldFrame = (props: { label: string; field: Meta; children: ReactNode }) => ReactNode;

/** Sets an input's value as if typed, so the form's own validation sees it. */
function typeInto(input: HTMLInputElement, value: string) {
  if (input.value === value) return;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * With JavaScript, the m³ field shows the volume of the measures in cm as they are typed (the server computes the
 * same without JavaScript when the m³ is left empty). Should the measures stop making a volume while the m³ still
 * shows the computed one, it goes back to what it held before.
 */
function useLiveCartonM3(fields: Record<"caixa_cubagem_m3" | CartonCmField, Meta>) {
  const computed = useRef<{ before: string; shown: string } | null>(null);
  return (event: FormEvent<HTMLInputElement>) => {
    // The inputs may sit outside their form element (the product's card): `form` is the one they belong to.
    const form = event.currentTarget.form;
    const inputOf = (name: "caixa_cubagem_m3" | CartonCmField) => {
      const input = form?.elements.namedItem(fields[name].name);
      return input instanceof HTMLInputElement ? input : null;
    };
    const m3 = inputOf("caixa_cubagem_m3");
    if (!m3) return;
    const measures = Object.fromEntries(CARTON_CM_NAMES.map((name) => [name, inputOf(name)?.value ?? ""]));
    const text = cartonM3Input(measures);
    if (text !== null) {
      computed.current = { before: computed.current?.before ?? m3.value, shown: text };
      typeInto(m3, text);
    } else if (computed.current) {
      if (m3.value === computed.current.shown) typeInto(m3, computed.current.before);
      computed.current = null;
    }
  };
}

const PACKING_INPUTS: { name: PackingField; inputMode: "numeric" | "decimal" }[] = [
  { name: "unidades_por_caixa", inputMode: "numeric" },
  { name: "caixa_cubagem_m3", inputMode: "decimal" },
  { name: "caixa_peso_kg", inputMode: "decimal" },
];

/**
 * A master carton's inputs as one named group (docs/landed-cost.md, "Packing"): units per carton, its m³ and gross kg, and the
 * 'Medidas da caixa' group (length, width, height in cm) that gives the m³ when it is left empty. The product's
 * card and a quote row share it, each laying the fields out its own way (`Frame`, the classes).
 */
export function PackingFields({
  fields,
  Frame,
  inputClassName,
  gridClassName,
  idPrefix,
  legend,
  note,
}: {
  fields: Record<PackingField | CartonCmField, Meta>;
  Frame: FieldFrame;
  /** Whose carton it is: the group's name ('Caixa master', 'Caixa do fornecedor'). */
  legend: string;
  /** What the carton is for, under the name. */
  note?: string;
  inputClassName: string;
  /** The columns of each row of three fields. */
  gridClassName: string;
  /** Makes the group's ids unique on a page with several forms. */
  idPrefix: string;
}) {
  const onMeasure = useLiveCartonM3(fields);
  const hintId = `${idPrefix}-medidas-dica`;
  const control = (
    field: Meta,
    inputMode: "numeric" | "decimal",
    extra: { onInput?: typeof onMeasure; "aria-describedby"?: string } = {},
  ) => {
    const props = getInputProps(field, { type: "text" });
    const describedBy = clsx(props["aria-describedby"], extra["aria-describedby"]) || undefined;
    return (
      <input
        {...props}
        {...extra}
        aria-describedby={describedBy}
        required={false}
        inputMode={inputMode}
        autoComplete="off"
        className={inputClassName}
      />
    );
  };
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
      <div className={clsx("mt-2 grid gap-x-4", gridClassName)}>
        {PACKING_INPUTS.map(({ name, inputMode }) => (
          <Frame key={name} label={PACKING_FIELDS[name].label} field={fields[name]}>
            {control(fields[name], inputMode)}
          </Frame>
        ))}
      </div>
      <fieldset className="mt-2 min-w-0">
        <legend className="text-xs font-semibold tracking-wide text-slate-700 uppercase">Medidas da caixa</legend>
        <p id={hintId} className="mt-0.5 mb-2 text-xs text-slate-600">
          Com a cubagem em branco, ela é calculada destas medidas.
        </p>
        <div className={clsx("grid gap-x-4", gridClassName)}>
          {CARTON_CM_NAMES.map((name) => (
            <Frame key={name} label={CARTON_CM_FIELDS[name].label} field={fields[name]}>
              {control(fields[name], "decimal", { onInput: onMeasure, "aria-describedby": hintId })}
            </Frame>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
