import { formatMeasure, formatMoney } from "~/lib/format";
import { type Container, containerTypeKey } from "../../../contract/import-params";

// The container types as the parameters page reads them: one formatter per measure ('68 m³', '26.300 kg',
// '$ 4.300,00'), the labels of the form's inputs and of the conflict notice, and what changed between versions.

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

/** An input's (and a conflict line's) label: "Frete do contêiner 40HC (US$)". */
export const measureLabel = (measure: (typeof CONTAINER_MEASURES)[number], tipo: string | null) =>
  `${measure.noun} do ${containerName(tipo)} (${measure.unit})`;

/** A type's three measures in one line: "68 m³, 26.300 kg, $ 4.300,00". */
export const shownContainer = (container: Container) =>
  CONTAINER_MEASURES.map(({ name }) => shownMeasure(name, container[name])).join(", ");

/** Every type of a version in one line: "20: 28 m³, 21.700 kg, $ 2.500,00 · 40: …". */
export const shownContainers = (containers: Container[]) => containers.map((c) => `${c.tipo}: ${shownContainer(c)}`).join(" · ");

/**
 * What changed in the container types from one version to the next, one sentence per type: a measure changed
 * ("40HC: frete $ 4.300,00 → $ 4.500,00"), a type added ("45HC incluído: 76 m³, …"), a type removed ("20 removido").
 * Types are matched as the API tells them apart (without regard to case).
 */
export function containerChanges(before: Container[], after: Container[]): string[] {
  const earlier = new Map(before.map((c) => [containerTypeKey(c.tipo), c]));
  const later = new Set(after.map((c) => containerTypeKey(c.tipo)));
  const changes = after.flatMap((container) => {
    const previous = earlier.get(containerTypeKey(container.tipo));
    if (!previous) return [`${container.tipo} incluído: ${shownContainer(container)}`];
    const moved = CONTAINER_MEASURES.filter(({ name }) => previous[name] !== container[name]).map(
      ({ name, noun }) => `${noun.toLowerCase()} ${shownMeasure(name, previous[name])} → ${shownMeasure(name, container[name])}`,
    );
    return moved.length > 0 ? [`${container.tipo}: ${moved.join(", ")}`] : [];
  });
  const removed = before.filter((c) => !later.has(containerTypeKey(c.tipo))).map((c) => `${c.tipo} removido`);
  return [...changes, ...removed];
}
