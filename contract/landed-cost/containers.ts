// The container types of the import parameters (docs/landed-cost.md, "Contêineres"): what a comparison's goods may
// ship in when whole containers cost less than shared space (LCL). Versioned with the other parameters.
import { z } from "zod";
import { numberField } from "#contract/numbers/number-field.ts";
import type { NumberRule } from "#contract/numbers/numbers.ts";

/** Largest freight of one container (numeric(14,2)). */
const AMOUNT_MAX = 999_999_999_999.99;

/** Rules of a container type's numbers, read by `readField` (pt-BR text or JSON numbers). */
export const CONTAINER_FIELDS = {
  m3_util: { label: "Cubagem útil do contêiner (m³)", decimals: 2, min: 0, aboveMin: true, max: 1_000_000_000 },
  kg_max: { label: "Carga máxima do contêiner (kg)", decimals: 2, min: 0, aboveMin: true, max: 1_000_000_000 },
  frete_usd: { label: "Frete do contêiner (US$)", decimals: 2, min: 0, max: AMOUNT_MAX },
} as const satisfies Record<string, NumberRule>;
/** Most container types one version holds. */
export const CONTAINERS_MAX = 20;
const CONTAINER_TYPE_MAX = 20;
export const CONTAINER_TYPE_MESSAGE = `Informe o tipo do contêiner (ex.: 40HC), com até ${CONTAINER_TYPE_MAX} caracteres.`;
export const DUPLICATE_CONTAINER_MESSAGE = "Cada tipo de contêiner pode aparecer apenas uma vez.";
export const CONTAINERS_EMPTY_MESSAGE = "Informe ao menos um tipo de contêiner.";
export const CONTAINERS_MAX_MESSAGE = `No máximo ${CONTAINERS_MAX} tipos de contêiner.`;
export const CONTAINERS_LIST_MESSAGE = "conteineres deve ser uma lista de {tipo, m3_util, kg_max, frete_usd}.";

export const containerInputSchema = z.object({
  tipo: z
    .string({ error: CONTAINER_TYPE_MESSAGE })
    .trim()
    .min(1, { error: CONTAINER_TYPE_MESSAGE })
    .max(CONTAINER_TYPE_MAX, { error: CONTAINER_TYPE_MESSAGE }),
  m3_util: numberField(CONTAINER_FIELDS.m3_util),
  kg_max: numberField(CONTAINER_FIELDS.kg_max),
  frete_usd: numberField(CONTAINER_FIELDS.frete_usd),
});
export type ContainerInput = z.output<typeof containerInputSchema>;

/** What tells two types apart: they compare without regard to case or surrounding blanks ('40hc ' is '40HC'). */
export const containerTypeKey = (tipo: string) => tipo.trim().toUpperCase();

/** The positions in `list` whose type appeared earlier in it: the repeats a save refuses. */
export function repeatedTypes(list: readonly { tipo: string }[]): number[] {
  const seen = new Set<string>();
  return list.flatMap((container, index) => {
    const key = containerTypeKey(container.tipo);
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

/**
 * `conteineres` of PUT /api/import-params/: the container types a comparison may ship in (at least one, each type
 * once); left out, the version in force keeps its own.
 */
export const containersInputSchema = z
  .array(containerInputSchema, { error: CONTAINERS_LIST_MESSAGE })
  .min(1, { error: CONTAINERS_EMPTY_MESSAGE })
  .max(CONTAINERS_MAX, { error: CONTAINERS_MAX_MESSAGE })
  .refine((list) => repeatedTypes(list).length === 0, { error: DUPLICATE_CONTAINER_MESSAGE });

/** A container type in one version: usable m³, maximum cargo (kg) and the ocean freight of one container (USD). */
export const containerSchema = z.object({ tipo: z.string(), m3_util: z.number(), kg_max: z.number(), frete_usd: z.number() });
export type Container = z.infer<typeof containerSchema>;

/** The example container types (written with version 1, and by a migration into the version in force). */
export const EXAMPLE_CONTAINERS = [
  { tipo: "20", m3_util: "28", kg_max: "21700", frete_usd: "2500" },
  { tipo: "40", m3_util: "58", kg_max: "26500", frete_usd: "4000" },
  { tipo: "40HC", m3_util: "68", kg_max: "26300", frete_usd: "4300" },
] as const;
