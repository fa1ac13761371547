import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import {
  ANTIDUMPING_MAX,
  ANTIDUMPING_MAX_MESSAGE,
  antidumpingInputSchema,
  CONTAINERS_EMPTY_MESSAGE,
  CONTAINERS_MAX,
  CONTAINERS_MAX_MESSAGE,
  containerInputSchema,
  DUPLICATE_CONTAINER_MESSAGE,
  DUPLICATE_TRANSIT_MESSAGE,
  importParamsUpdateSchema,
  overlappingRegimes,
  REGIMES_EMPTY_MESSAGE,
  REGIMES_MAX,
  REGIMES_MAX_MESSAGE,
  regimeInputSchema,
  regimesOverlapMessage,
  repeatedTypes,
  TRANSIT_MAX,
  TRANSIT_MAX_MESSAGE,
  transitInputSchema,
} from "#contract/landed-cost/import-params.ts";

// The parameters page's form: the API's own fields, except that its lists (container types, tax regimes, transit
// times, antidumping measures) come as rows a person edits without JavaScript: one per item in force, each with a
// 'Remover' box, and one always-empty row for a new item (left blank, it adds nothing). One reader (`readRows`) turns
// each list's rows into the list the API takes, each row checked by the contract's own schema and its errors kept at
// the row's inputs (the API would name positions of the list it receives, not of the form), then the list's own
// rules (a repeated type or country, overlapping vigências, none left) at the row or the list they concern.

type Path = PropertyKey[];
/** A row that is sent: where its inputs are in the form, and its values as typed. */
interface SentRow {
  path: Path;
  row: Record<string, unknown>;
}
/** A list-wide refusal: the row (its position among those sent) and the field it is shown at, or the whole list. */
type ListRefusal = { at: number; field: string; message: string } | { at: "list"; message: string };

/** One list of rows: the contract's schema of an item, and the rules of the list as a whole. */
interface RowList<T> {
  /** The contract's schema of one item; its keys are the row's inputs. */
  item: z.ZodObject;
  /** Refused when no row is left (the list must have one), and past `max` rows. */
  emptyMessage?: string;
  max: number;
  maxMessage: string;
  /** The list's own rules over the rows sent, each read by `item` (undefined where a row was refused). */
  check?: (rows: { row: Record<string, unknown>; value: T | undefined }[]) => ListRefusal[];
}

/**
 * A row's values, as typed, read by the contract's schema afterwards. Optional by name: Conform leaves an emptied
 * input (and an unticked box) out, and its coercion would otherwise make a bare `z.unknown()` a required key.
 */
const typed = z.unknown().optional();
const rowShape = <S extends z.ZodRawShape>(item: z.ZodObject<S>) =>
  Object.fromEntries(Object.keys(item.shape).map((key) => [key, typed])) as Record<keyof S & string, typeof typed>;

const isBlank = (row: Record<string, unknown>) =>
  Object.values(row).every((value) => value === undefined || (typeof value === "string" && value.trim() === ""));

/** The form's fields of one list: its rows (each with 'Remover') and the new row. */
function rowFields<S extends z.ZodRawShape>(item: z.ZodObject<S>) {
  const values = rowShape(item);
  const saved = z.object({
    ...values,
    remover: z
      .unknown()
      .optional()
      .transform((value) => value === "on"),
  });
  // A row emptied entirely arrives as nothing: still a row, whose values are then missing.
  return { rows: z.array(saved.optional()).optional().default([]), added: z.object(values).optional() };
}

/**
 * The one reader of a list's rows: the rows not marked 'Remover', then the new row when anything is typed in it,
 * each read by the contract's schema. No row at all (a page drawn before the list existed, or a list kept empty with
 * its new row blank) is `undefined`: the API keeps the list in force.
 */
function readRows<T>(
  spec: RowList<T>,
  name: string,
  addedName: string,
  rows: readonly ((Record<string, unknown> & { remover: boolean }) | undefined)[],
  added: Record<string, unknown> | undefined,
  ctx: z.RefinementCtx,
): T[] | undefined {
  if (rows.length === 0 && (!added || isBlank(added))) return undefined;
  const sent: SentRow[] = rows.flatMap((row, index) => {
    if (row?.remover) return [];
    const { remover: _remover, ...values } = row ?? {};
    return [{ path: [name, index], row: values }];
  });
  if (added && !isBlank(added)) sent.push({ path: [addedName], row: added });
  const refuse = (path: Path, message: string) => ctx.addIssue({ code: "custom", path, message });

  const read = sent.map(({ path, row }) => {
    const parsed = spec.item.safeParse(row);
    if (!parsed.success) for (const issue of parsed.error.issues) refuse([...path, ...issue.path], issue.message);
    return { row, value: parsed.success ? (parsed.data as T) : undefined };
  });
  for (const refusal of spec.check?.(read) ?? []) {
    refuse(refusal.at === "list" ? [name] : [...(sent[refusal.at]?.path ?? [name]), refusal.field], refusal.message);
  }
  if (spec.emptyMessage && sent.length === 0) refuse([name], spec.emptyMessage);
  if (sent.length > spec.max) refuse([name], spec.maxMessage);
  return read.flatMap(({ value }) => (value === undefined ? [] : [value]));
}

/** The rows that repeat an earlier one's key (its position among the rows sent); rows without a key are skipped. */
function repeats(rows: { row: Record<string, unknown> }[], keyOf: (row: Record<string, unknown>) => string | null): number[] {
  const seen = new Set<string>();
  return rows.flatMap(({ row }, index) => {
    const key = keyOf(row);
    if (key === null) return [];
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

const CONTAINERS: RowList<z.output<typeof containerInputSchema>> = {
  item: containerInputSchema,
  emptyMessage: CONTAINERS_EMPTY_MESSAGE,
  max: CONTAINERS_MAX,
  maxMessage: CONTAINERS_MAX_MESSAGE,
  // A repeated type is told at once, whatever else its row lacks.
  check: (rows) => {
    const named = rows.flatMap(({ row }, at) => {
      const tipo = containerInputSchema.shape.tipo.safeParse(row.tipo);
      return tipo.success ? [{ at, tipo: tipo.data }] : [];
    });
    return repeatedTypes(named).map((index) => ({ at: named[index]?.at ?? 0, field: "tipo", message: DUPLICATE_CONTAINER_MESSAGE }));
  },
};

const REGIMES: RowList<z.output<typeof regimeInputSchema>> = {
  item: regimeInputSchema,
  emptyMessage: REGIMES_EMPTY_MESSAGE,
  max: REGIMES_MAX,
  maxMessage: REGIMES_MAX_MESSAGE,
  // Two vigências that share a day: the message names both, at the later row's start (as the API puts it).
  check: (rows) => {
    const read = rows.flatMap(({ value }, at) => (value ? [{ at, value }] : []));
    const pair = overlappingRegimes(read.map(({ value }) => value));
    if (!pair) return [];
    const [first, second] = [read[pair[0]]!, read[pair[1]]!];
    return [{ at: second.at, field: "vigente_de", message: regimesOverlapMessage(first.value.nome, second.value.nome) }];
  },
};

const countryOf = (row: Record<string, unknown>) => {
  const code = transitInputSchema.shape.cod_pais.safeParse(row.cod_pais);
  return code.success ? code.data : null;
};

const TRANSIT: RowList<z.output<typeof transitInputSchema>> = {
  item: transitInputSchema,
  max: TRANSIT_MAX,
  maxMessage: TRANSIT_MAX_MESSAGE,
  check: (rows) => repeats(rows, countryOf).map((at) => ({ at, field: "cod_pais", message: DUPLICATE_TRANSIT_MESSAGE })),
};

const ANTIDUMPING: RowList<z.output<typeof antidumpingInputSchema>> = {
  item: antidumpingInputSchema,
  max: ANTIDUMPING_MAX,
  maxMessage: ANTIDUMPING_MAX_MESSAGE,
};

export const NEW_CONTAINER = "novo_conteiner";
export const NEW_REGIME = "novo_regime";
export const NEW_TRANSIT = "novo_transito";
export const NEW_ANTIDUMPING = "novo_antidumping";

const containerRows = rowFields(containerInputSchema);
const regimeRows = rowFields(regimeInputSchema);
const transitRows = rowFields(transitInputSchema);
const antidumpingRows = rowFields(antidumpingInputSchema);

export const importParamsFormSchema = importParamsUpdateSchema
  .omit({ conteineres: true, regimes: true, transito: true, antidumping: true })
  .extend({
    conteineres: containerRows.rows,
    [NEW_CONTAINER]: containerRows.added,
    regimes: regimeRows.rows,
    [NEW_REGIME]: regimeRows.added,
    transito: transitRows.rows,
    [NEW_TRANSIT]: transitRows.added,
    antidumping: antidumpingRows.rows,
    [NEW_ANTIDUMPING]: antidumpingRows.added,
  })
  .transform((form, ctx) => {
    const {
      conteineres,
      [NEW_CONTAINER]: newContainer,
      regimes,
      [NEW_REGIME]: newRegime,
      transito,
      [NEW_TRANSIT]: newTransit,
      antidumping,
      [NEW_ANTIDUMPING]: newAntidumping,
      ...values
    } = form;
    return {
      ...values,
      conteineres: readRows(CONTAINERS, "conteineres", NEW_CONTAINER, conteineres, newContainer, ctx),
      regimes: readRows(REGIMES, "regimes", NEW_REGIME, regimes, newRegime, ctx),
      transito: readRows(TRANSIT, "transito", NEW_TRANSIT, transito, newTransit, ctx),
      antidumping: readRows(ANTIDUMPING, "antidumping", NEW_ANTIDUMPING, antidumping, newAntidumping, ctx),
    };
  });
export type ImportParamsFormInput = z.input<typeof importParamsFormSchema>;
export type ImportParamsFormValues = z.output<typeof importParamsFormSchema>;
