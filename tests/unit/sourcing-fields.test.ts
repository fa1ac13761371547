import { parseWithZod } from "@conform-to/zod/v4";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACTIVITY_FIELDS } from "#contract/activity/activity.ts";
import { type ActivitySpec, conflictFieldsOf, exportColumnsOf, fieldKeys, replyOf, storedReader } from "#contract/fields/field-table.ts";
import { SOURCING_FIELDS, SOURCING_INPUT_FIELDS, type SourcingShown, sourcingValuesOf } from "#contract/sourcings/sourcing-fields.ts";
import { type Sourcing, sourcingCreateSchema, sourcingSchema, sourcingUpdateSchema } from "#contract/sourcings/sourcings.ts";
import { formatBrl } from "#contract/numbers/numbers.ts";
import { sourcingEditFormSchema, sourcingFormValues, sourcingUpdateOf } from "#app/lib/forms/sourcing.ts";
import { sourcingTracked } from "#server/api/activity/tracked.ts";
import { storedColumns, writtenColumns } from "#server/api/fields.ts";
import { sourcings } from "#server/db/schema.ts";

// Every entry of the sourcing's field table (contract/sourcings/sourcing-fields.ts) takes part in each derivation it says it
// does, and in none it says it does not: a field cannot be in the table and missing from one of them.
const entries = fieldKeys(SOURCING_FIELDS).map((key) => [key, SOURCING_FIELDS[key]] as const);

const sourcing: Sourcing = {
  sourcing_id: 7,
  version: 3,
  sourcing_descricao: "Garrafas térmicas",
  sourcing_nome_categoria: "Novo produto",
  sourcing_id_categoria: 2,
  sourcing_status: "Em andamento",
  sourcing_dt_adicionado: "2026-03-01T12:00:00.000Z",
  // 23:30 of March 1st in São Paulo.
  sourcing_dt_inicio: "2026-03-02T02:30:00.000Z",
  sourcing_dt_estimado: "2026-04-30",
  sourcing_dt_finalizado: null,
  sourcing_id_responsavel: 4,
  sourcing_id_comercial: null,
  sourcing_nome_responsavel: "Bruno Sourcing",
  sourcing_nome_comercial: null,
  sourcing_budget: 107000,
  sourcing_atrasado: false,
  sourcing_pendente_hoje: false,
  suppliers: [],
  sourcing_files: [],
};
const values = sourcingValuesOf(sourcing);

describe("the sourcing's field table", () => {
  it("gives every field to the reply's schema as sourcing_<key>, from a column of the sourcings table or the query", () => {
    const columns = getTableColumns(sourcings);
    const selected = storedColumns(sourcings, SOURCING_FIELDS);
    const replyKeys = Object.keys(sourcingSchema.shape);
    for (const [key, entry] of entries) {
      expect(entry.reply, key).toBe(`sourcing_${key}`);
      expect(replyKeys, key).toContain(`sourcing_${key}`);
      if (entry.column !== null) expect(Object.hasOwn(columns, entry.column), `${key}: ${entry.column}`).toBe(true);
      expect(Object.hasOwn(selected, key), key).toBe(entry.column !== null);
    }
    // What the drivers hand over (timestamps as Dates, numeric as text) reads as the reply has it, in its order.
    const row = {
      ...values,
      dt_adicionado: new Date(sourcing.sourcing_dt_adicionado),
      dt_inicio: new Date("2026-03-02T02:30:00Z"),
      budget: "107000.00",
      atrasado: true,
    };
    const reply = replyOf(SOURCING_FIELDS, storedReader(SOURCING_FIELDS).parse(row));
    expect(reply).toEqual(replyOf(SOURCING_FIELDS, values));
    expect(Object.keys(reply)).toEqual(replyKeys.slice(2, 2 + entries.length));
    // Read back under the table's keys, as the pages and the export read it.
    expect(sourcingValuesOf({ ...sourcing, ...reply })).toEqual(values);
    expect(storedReader(SOURCING_FIELDS).parse({ ...row, budget: null }).budget).toBe(0);
  });

  it("gives the alter's payload every field with an input, in its order, and its column set every field it writes", () => {
    const sent = Object.fromEntries(entries.map(([key]) => [key, "1"]));
    const set = writtenColumns(sourcings, SOURCING_FIELDS, sent);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(sourcingUpdateSchema.shape, key), key).toBe(entry.input !== null);
      if (entry.column !== null) expect(Object.hasOwn(set, entry.column), key).toBe(entry.write);
      else expect(entry.write, key).toBe(false);
    }
    // Left out keeps the stored value: nothing in the set.
    expect(writtenColumns(sourcings, SOURCING_FIELDS, {})).toEqual({});
    // The order the API has always read them in (its OpenAPI document, its errors); creation asks for four of them.
    expect(Object.keys(sourcingUpdateSchema.shape)).toEqual([
      "version",
      "id",
      "descricao",
      "id_categoria",
      "budget",
      "id_responsavel",
      "id_comercial",
      "dt_estimado",
      "status",
    ]);
    expect(Object.keys(sourcingCreateSchema.shape)).toEqual(["descricao", "id_categoria", "id_responsavel", "id_comercial"]);
  });

  it("tracks every field with an activity spec under its name, label and kind, read where the server says, in the history's order", () => {
    const tracked: Readonly<Record<string, { label: string; kind: string }>> = ACTIVITY_FIELDS.sourcing;
    for (const [key, entry] of entries) {
      const activity: ActivitySpec | null = entry.activity;
      const name = activity?.as ?? key;
      if (activity) {
        expect(tracked[name], key).toEqual({ label: activity.label ?? entry.label, kind: activity.kind });
        expect(Object.keys(sourcingTracked), key).toContain(name);
      } else expect(Object.keys(sourcingTracked), key).not.toContain(name);
    }
    expect(Object.keys(ACTIVITY_FIELDS.sourcing).slice(0, Object.keys(sourcingTracked).length)).toEqual([
      "descricao",
      "categoria",
      "status",
      "responsavel",
      "comercial",
      "budget",
      "dt_estimado",
      "dt_inicio",
      "dt_finalizado",
    ]);
    expect(tracked.budget?.label).toBe("Orçamento");
  });

  it("starts the edit form from every editable field, reads each one back, and compares the ones a conflict lists", () => {
    const formValues = sourcingFormValues(sourcing);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...formValues, id: "7", version: "3" })) form.append(name, value);
    const submission = parseWithZod(form, { schema: sourcingEditFormSchema });
    expect(submission.status).toBe("success");
    const read = submission.status === "success" ? Object.keys(submission.value) : [];
    const conflict = conflictFieldsOf<SourcingShown>(SOURCING_INPUT_FIELDS, values);
    const update = sourcingUpdateOf(sourcing);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(formValues, key), key).toBe(entry.form !== null);
      if (entry.form) expect(read, key).toContain(key);
      // A save of something else (the status badge) sends every edited field again as saved.
      expect(Object.hasOwn(update, key), key).toBe(entry.form !== null);
      expect(
        conflict.some((field) => field.name === key),
        key,
      ).toBe(Boolean(entry.form?.conflict));
    }
    expect(formValues).toEqual({
      descricao: "Garrafas térmicas",
      id_categoria: "2",
      budget: "107.000,00",
      id_responsavel: "4",
      id_comercial: "",
      dt_estimado: "2026-04-30",
    });
    expect(conflict.map(({ name, label, shown }) => [name, label, shown])).toEqual([
      ["descricao", "Descrição", undefined],
      ["id_categoria", "Categoria", "Novo produto"],
      ["budget", "Orçamento (R$)", formatBrl(107000)],
      ["id_responsavel", "Responsável", "Bruno Sourcing"],
      ["id_comercial", "Comercial", ""],
      ["dt_estimado", "Data estimada", "30/04/2026"],
    ]);
  });

  it("gives the export a column, under its header, of every field with an export spec", () => {
    for (const [key, entry] of entries) {
      expect(exportColumnsOf<SourcingShown>({ [key]: entry }).length, key).toBe(entry.export === null ? 0 : 1);
    }
    const columns = exportColumnsOf<SourcingShown>(SOURCING_FIELDS);
    expect(columns.map((column) => column.label)).toEqual([
      "Descrição",
      "Categoria",
      "Status",
      "Adicionado",
      "Iniciado",
      "Estimado",
      "Finalizado",
      "Responsável",
      "Comercial",
      "Orçamento (R$)",
    ]);
    expect(columns.map((column) => column.value(values))).toEqual([
      "Garrafas térmicas",
      "Novo produto",
      "Em andamento",
      "2026-03-01",
      "2026-03-01",
      "2026-04-30",
      null,
      "Bruno Sourcing",
      null,
      107000,
    ]);
  });
});
