import { parseWithZod } from "@conform-to/zod/v4";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACTIVITY_FIELDS } from "#contract/activity/activity.ts";
import {
  type ActivitySpec,
  conflictFieldsOf,
  exportColumnsOf,
  fieldKeys,
  formValuesOf,
  nullsOf,
  replyOf,
  storedReader,
} from "#contract/fields/field-table.ts";
import {
  SUPPLIER_CONTACT_FIELDS,
  SUPPLIER_FIELDS,
  SUPPLIER_LIST_FIELDS,
  type SupplierShown,
  withFieldKeys,
} from "#contract/suppliers/supplier-fields.ts";
import {
  supplierCreateSchema,
  type SupplierDetail,
  supplierDetailSchema,
  type SupplierListItem,
  supplierUpdateSchema,
} from "#contract/suppliers/suppliers.ts";
import { supplierEditFormSchema } from "#app/lib/forms/supplier.ts";
import { supplierTracked } from "#server/api/activity/tracked.ts";
import { insertedValues, storedColumns, writtenColumns } from "#server/api/fields.ts";
import { suppliers } from "#server/db/schema.ts";

// Every entry of the supplier's field table (contract/suppliers/supplier-fields.ts) takes part in each derivation it says it
// does, and in none it says it does not: a field cannot be in the table and missing from one of them.
const entries = fieldKeys(SUPPLIER_FIELDS).map((key) => [key, SUPPLIER_FIELDS[key]] as const);

/** The entry's names in the reply: its own (`reply`, else its key), then what it shows beside it. */
function replyNamesOf(key: string, entry: { reply?: string; shown?: object }): string[] {
  return [entry.reply ?? key, ...Object.keys(entry.shown ?? {})];
}

const shown = {
  supplier_nome_tipo: "Fabricante",
  supplier_nome_segmento: "Utilidades",
  supplier_nome_source: "Feira de Cantão",
  supplier_nome_pais: "China",
  supplier_icon_pais: "/flags/cn.svg",
};

const supplier: SupplierDetail = {
  supplier_id: 9,
  version: 4,
  supplier_nome: "Fábrica Alfa",
  supplier_id_tipo: 1,
  supplier_id_segmento: 2,
  supplier_id_source: 3,
  supplier_cod_pais: "cn",
  supplier_blacklisted: 1,
  ...shown,
  contato_nome: "Li Wei",
  contato_telefone: "8613800000000",
  contato_email: "li@alfa.cn",
  contato_wechat: "liwei",
  contato_website: "alfa.cn",
  contato_endereco: "Guangzhou",
  documents_qc: null,
  documents_audit: null,
  documents_catalogo: null,
};

describe("the supplier's field table", () => {
  it("gives every field to the detail's schema under its reply names, from a column of the suppliers table read back alike", () => {
    const columns = getTableColumns(suppliers);
    const selected = storedColumns(suppliers, SUPPLIER_FIELDS);
    for (const [key, entry] of entries) {
      for (const name of replyNamesOf(key, entry)) expect(Object.keys(supplierDetailSchema.shape), key).toContain(name);
      expect(Object.hasOwn(columns, entry.column), `${key}: ${entry.column}`).toBe(true);
      expect(Object.keys(selected), key).toContain(key);
    }
    // What the drivers hand over reads as the reply has it, in the detail's order (its JSON is written as built).
    const row = { ...withFieldKeys(supplier), blacklisted: false };
    const fields = storedReader(SUPPLIER_FIELDS).parse(row);
    expect(fields).toMatchObject({ nome: "Fábrica Alfa", id_tiposupplier: 1, codpais: "cn", blacklisted: 0 });
    const reply = replyOf(SUPPLIER_FIELDS, { ...fields, ...shown });
    const ownNames = Object.keys(supplierDetailSchema.shape).filter((name) => name.startsWith("supplier_") || name.startsWith("contato_"));
    expect(Object.keys(reply)).toEqual(ownNames.filter((name) => name !== "supplier_id"));
    expect(reply).toMatchObject({ supplier_id_tipo: 1, supplier_nome_tipo: "Fabricante", supplier_blacklisted: 0 });
  });

  it("gives the payloads every field with an input, and the column sets every field it writes", () => {
    const sent = Object.fromEntries(entries.map(([key]) => [key, "1"]));
    const set = writtenColumns(suppliers, SUPPLIER_FIELDS, sent);
    const inserted = insertedValues(SUPPLIER_FIELDS, nullsOf(SUPPLIER_FIELDS));
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(supplierUpdateSchema.shape, key), key).toBe(entry.input !== null);
      // The creation takes every field too: its general ones by hand, its contacts from the table.
      expect(Object.hasOwn(supplierCreateSchema.shape, key), key).toBe(entry.input !== null);
      expect(Object.hasOwn(set, entry.column), key).toBe(entry.write);
      expect(Object.hasOwn(inserted, entry.column), key).toBe(entry.write);
    }
    for (const key of fieldKeys(SUPPLIER_CONTACT_FIELDS))
      expect(supplierCreateSchema.shape[key], key).toBe(supplierUpdateSchema.shape[key]);
    // Left out keeps the stored value: nothing in the set.
    expect(writtenColumns(suppliers, SUPPLIER_FIELDS, {})).toEqual({});
  });

  it("tracks every field with an activity spec under its name, label and kind, read where the server says", () => {
    const tracked: Readonly<Record<string, { label: string; kind: string }>> = ACTIVITY_FIELDS.supplier;
    const names: string[] = [];
    for (const [key, entry] of entries) {
      const activity: ActivitySpec | null = entry.activity;
      const name = activity?.as ?? key;
      if (activity) {
        names.push(name);
        expect(tracked[name], key).toEqual({ label: entry.label, kind: activity.kind });
        expect(Object.keys(supplierTracked), key).toContain(name);
      } else expect(Object.keys(supplierTracked), key).not.toContain(name);
    }
    // The history's order is the table's; the documents and the certificates follow.
    expect(Object.keys(tracked)).toEqual([
      ...names,
      "documents_qc",
      "documents_audit",
      "documents_catalogo",
      "certificado",
      "certificado_tipo",
      "certificado_numero",
      "certificado_emissor",
      "certificado_emitido_em",
      "certificado_valido_ate",
      "certificado_observacoes",
      "certificado_arquivo",
    ]);
  });

  it("starts the edit form from every editable field, reads each one back, and compares the ones a conflict lists", () => {
    const values = formValuesOf(SUPPLIER_FIELDS, withFieldKeys(supplier));
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...values, id: "9", version: "4" })) form.append(name, value);
    const submission = parseWithZod(form, { schema: supplierEditFormSchema });
    expect(submission.status).toBe("success");
    const read = submission.status === "success" ? Object.keys(submission.value) : [];
    const conflict = conflictFieldsOf<SupplierShown>(SUPPLIER_FIELDS, withFieldKeys(supplier));
    const compared = conflict.map((field) => field.name);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(values, key), key).toBe(entry.form !== null);
      if (entry.form) expect(read, key).toContain(key);
      expect(compared.includes(key), key).toBe(Boolean(entry.form?.conflict));
    }
    expect(values).toMatchObject({ nome: "Fábrica Alfa", id_tiposupplier: "1", codpais: "cn", blacklisted: "on", contato_nome: "Li Wei" });
    expect(conflict.slice(0, 6)).toEqual([
      { name: "nome", label: "Nome do supplier", value: "Fábrica Alfa" },
      { name: "id_tiposupplier", label: "Tipo", value: "1", shown: "Fabricante" },
      { name: "id_segmento", label: "Segmento", value: "2", shown: "Utilidades" },
      { name: "id_source", label: "Source", value: "3", shown: "Feira de Cantão" },
      { name: "codpais", label: "País", value: "cn", shown: "China" },
      { name: "blacklisted", label: "Blacklist", value: "on", shown: "Sim" },
    ]);
  });

  it("gives the export a column of every field with an export spec, in the list's order, read from the list's items", () => {
    const exported = entries.filter(([, entry]) => entry.export !== null).map(([key]) => key);
    expect([...fieldKeys(SUPPLIER_LIST_FIELDS)].sort()).toEqual([...exported].sort());
    const columns = exportColumnsOf<SupplierShown>(SUPPLIER_LIST_FIELDS);
    expect(columns.map((column) => column.label)).toEqual(["Nome", "Segmento", "País", "Tipo", "Source", "É blacklisted?"]);
    expect(columns.map((column) => column.width)).toEqual([32, 24, 20, 16, 20, 14]);
    const item: SupplierListItem = {
      supplier_id: 9,
      supplier_nome: "Fábrica Alfa",
      supplier_nome_segmento: "Utilidades",
      supplier_nome_pais: "China",
      supplier_cod_pais: "cn",
      supplier_icon_pais: "/flags/cn.svg",
      supplier_nome_tipo: "Fabricante",
      supplier_nome_source: null,
      supplier_blacklisted: 0,
      sourcing_avg_nota: 7.5,
      certificado_situacao: null,
    };
    const row = withFieldKeys(item);
    expect(columns.map((column) => column.value(row))).toEqual(["Fábrica Alfa", "Utilidades", "China", "Fabricante", null, "Não"]);
  });
});
