import { formatMeasure, formatMoney } from "#app/lib/format.ts";

// The container types as the parameters page reads them: one formatter per measure ('68 m³', '26.300 kg',
// '$ 4.300,00') and the names of the form's inputs; ./lists.ts describes the list for the history and the notice.

/** What the types are for, above the table and the form's rows. */
export const CONTAINERS_HINT =
  "Os tipos em que a comparação de cotações embarca as mercadorias de cada fornecedor, quando contêineres inteiros custam menos que o LCL (carga consolidada).";

export type ContainerMeasure = "m3_util" | "kg_max" | "frete_usd";

/** The three measures of a type, in the order the page shows them: the table's header, and a noun for sentences. */
export const CONTAINER_MEASURES: readonly { name: ContainerMeasure; header: string; noun: string; unit: string }[] = [
  { name: "m3_util", header: "Cubagem útil (m³)", noun: "Cubagem útil", unit: "m³" },
  { name: "kg_max", header: "Carga máxima (kg)", noun: "Carga máxima", unit: "kg" },
  { name: "frete_usd", header: "Frete (US$)", noun: "Frete", unit: "US$" },
];

/** A measure as the page reads it: "68 m³", "26.300 kg", "$ 4.300,00". */
export function shownMeasure(name: ContainerMeasure, value: number): string {
  if (name === "frete_usd") return formatMoney(value, "USD");
  return formatMeasure(value, name === "m3_util" ? "m³" : "kg");
}

/** "contêiner 40HC", or the form's empty row: "novo contêiner". */
export const containerName = (tipo: string | null) => (tipo ? `contêiner ${tipo}` : "novo contêiner");
