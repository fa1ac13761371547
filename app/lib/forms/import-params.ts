import "../../../contract/zod-locale";
import { z } from "zod";
import {
  CONTAINERS_EMPTY_MESSAGE,
  CONTAINERS_MAX,
  CONTAINERS_MAX_MESSAGE,
  type ContainerInput,
  containerInputSchema,
  DUPLICATE_CONTAINER_MESSAGE,
  importParamsUpdateSchema,
  repeatedTypes,
} from "../../../contract/import-params";

// The parameters page's form: the API's own fields, except that the container types come as rows a person edits
// without JavaScript: one per type in force, each with a 'Remover' box, and one always-empty row for a new type
// (left blank, it adds nothing). The rows are read here into the `conteineres` the API takes, each row checked by
// the contract's own schema and its errors kept at the row's inputs (the API would name positions of the list it
// receives, not of the form).

/**
 * A row's four values, as typed, read by the contract's schema below. Optional by name: Conform leaves an emptied
 * input out, and its coercion would otherwise make a bare `z.unknown()` a required key.
 */
const typed = z.unknown().optional();
const rowValues = { tipo: typed, m3_util: typed, kg_max: typed, frete_usd: typed };

/** A type in force: its values, and 'Remover' (Conform's checkbox sends "on"). */
const containerRowSchema = z.object({
  ...rowValues,
  remover: z
    .unknown()
    .optional()
    .transform((value) => value === "on"),
});

const isBlank = (row: Record<string, unknown>) =>
  Object.values(row).every((value) => value === undefined || (typeof value === "string" && value.trim() === ""));

export const NEW_CONTAINER = "novo_conteiner";

export const importParamsFormSchema = importParamsUpdateSchema
  .omit({ conteineres: true })
  .extend({
    // A row emptied entirely arrives as nothing: still a row, whose type is then missing.
    conteineres: z.array(containerRowSchema.optional()).optional().default([]),
    [NEW_CONTAINER]: z.object(rowValues).optional(),
  })
  .transform(({ conteineres: rows, [NEW_CONTAINER]: added, ...values }, ctx) => {
    // No row at all (a page drawn before the types existed): the API keeps the types in force.
    if (rows.length === 0 && (!added || isBlank(added))) return { ...values, conteineres: undefined };
    type Path = PropertyKey[];
    const sent: { path: Path; row: Record<string, unknown> }[] = rows.flatMap((row, index) =>
      row?.remover ? [] : [{ path: ["conteineres", index], row: row ?? {} }],
    );
    if (added && !isBlank(added)) sent.push({ path: [NEW_CONTAINER], row: added });
    const refuse = (path: Path, message: string) => ctx.addIssue({ code: "custom", path, message });

    const conteineres: ContainerInput[] = [];
    for (const { path, row } of sent) {
      const parsed = containerInputSchema.safeParse(row);
      if (parsed.success) conteineres.push(parsed.data);
      else for (const issue of parsed.error.issues) refuse([...path, ...issue.path], issue.message);
    }
    // A repeated type is told at once, whatever else its row lacks.
    const named = sent.flatMap(({ path, row }) => {
      const tipo = containerInputSchema.shape.tipo.safeParse(row.tipo);
      return tipo.success ? [{ path, tipo: tipo.data }] : [];
    });
    for (const index of repeatedTypes(named)) refuse([...(named[index]?.path ?? []), "tipo"], DUPLICATE_CONTAINER_MESSAGE);
    if (sent.length === 0) refuse(["conteineres"], CONTAINERS_EMPTY_MESSAGE);
    if (sent.length > CONTAINERS_MAX) refuse(["conteineres"], CONTAINERS_MAX_MESSAGE);
    return { ...values, conteineres };
  });
export type ImportParamsFormInput = z.input<typeof importParamsFormSchema>;
export type ImportParamsFormValues = z.output<typeof importParamsFormSchema>;
