import { parseWithZod } from "@conform-to/zod/v4";
import { getTableColumns } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { ACTIVITY_FIELDS } from "#contract/activity/activity.ts";
import { activityNamesOf, conflictFieldsOf, exportColumnsOf, fieldKeys, formValuesOf, storedReader } from "#contract/fields/field-table.ts";
import {
  type ProductSupplier,
  productSupplierInputSchema,
  productSupplierSchema,
  quoteHistoryEntrySchema,
} from "#contract/products/products.ts";
import { QUOTE_FIELDS, QUOTE_TERM_FIELDS, type QuoteShown } from "#contract/quotes/quote-fields.ts";
import { quoteFormSchema, quoteFormValues } from "#app/lib/forms/product.ts";
import { storedColumns, storedJsonFields, writtenColumns } from "#server/api/fields.ts";
import { productSupplierQuotes, productSuppliers } from "#server/db/schema.ts";

// Every entry of the quote's field table (contract/quotes/quote-fields.ts) takes part in each derivation it says it does,
// and in none it says it does not.
const entries = fieldKeys(QUOTE_FIELDS).map((key) => [key, QUOTE_FIELDS[key]] as const);
const termKeys: string[] = fieldKeys(QUOTE_TERM_FIELDS);

const quote: ProductSupplier = {
  id: 7,
  nome: "Fábrica Alfa",
  cotacao: 1234.5,
  atualizado_em: "2026-03-01T12:00:00.000Z",
  cotado_em: "2026-03-01T12:00:00.000Z",
  valida_ate: "2026-04-30",
  moq: 1500,
  lead_time_dias: 45,
  incoterm: "FOB",
  vencida: false,
  cod_pais: "cn",
  unidades_por_caixa: 24,
  caixa_cubagem_m3: 0.085,
  caixa_peso_kg: 12,
};

describe("the quote's field table", () => {
  it("gives every field to the reply's schema, from a column of product_suppliers read back alike", () => {
    const columns = getTableColumns(productSuppliers);
    const selected = storedColumns(productSuppliers, QUOTE_FIELDS);
    for (const [key, entry] of entries) {
      expect(Object.keys(productSupplierSchema.shape), key).toContain(key);
      expect(Object.hasOwn(columns, entry.column), `${key}: ${entry.column}`).toBe(true);
      expect(Object.keys(selected), key).toContain(key);
    }
    const row = { ...quote, cotacao: "1234.50", caixa_cubagem_m3: "0.0850", caixa_peso_kg: "12.00" };
    expect(storedReader(QUOTE_FIELDS).parse(row)).toMatchObject({ cotacao: 1234.5, caixa_cubagem_m3: 0.085, caixa_peso_kg: 12 });
  });

  it("gives the product list's json_agg every field under its key, numeric as exact text as a row has it", () => {
    const { sql, params } = new PgDialect().sqlToQuery(storedJsonFields(productSuppliers, QUOTE_FIELDS));
    expect(params).toEqual([]);
    expect(sql.split(", ").filter((_, i) => i % 2 === 0)).toEqual(entries.map(([key]) => `'${key}'`));
    expect(sql).toContain(`'cotacao', "product_suppliers"."cotacao"::text, 'valida_ate', "product_suppliers"."valida_ate", 'moq'`);
    expect(sql).toContain(`'caixa_cubagem_m3', "product_suppliers"."caixa_cubagem_m3"::text`);
    // Read back as a row is (contract/fields/field-table.ts): numeric text, a day, whole numbers as numbers.
    const item = { cotacao: "1234.50", valida_ate: "2026-04-30", moq: 1500, lead_time_dias: 45, incoterm: "FOB" };
    expect(storedReader(QUOTE_TERM_FIELDS).parse(item)).toEqual({
      valida_ate: "2026-04-30",
      moq: 1500,
      lead_time_dias: 45,
      incoterm: "FOB",
    });
  });

  it("records its terms, and only those, in the quote history (reply and product_supplier_quotes' columns)", () => {
    const history = getTableColumns(productSupplierQuotes);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(quoteHistoryEntrySchema.shape, key), key).toBe(termKeys.includes(key));
      if (termKeys.includes(key)) expect(Object.hasOwn(history, entry.column), key).toBe(true);
    }
  });

  it("gives the alter's payload every field with an input, and its column set every field it writes", () => {
    const sent = Object.fromEntries(entries.map(([key]) => [key, "1"]));
    const set = writtenColumns(productSuppliers, QUOTE_FIELDS, sent);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(productSupplierInputSchema.shape, key), key).toBe(entry.input !== null);
      expect(Object.hasOwn(set, entry.column), key).toBe(entry.write);
    }
    expect(writtenColumns(productSuppliers, QUOTE_FIELDS, {})).toEqual({});
  });

  it("tracks every field with an activity spec under its name, label and kind, naming the supplier", () => {
    const tracked: Readonly<Record<string, { label: string; kind: string; perSupplier?: true }>> = ACTIVITY_FIELDS.product;
    const names: Readonly<Record<string, string>> = activityNamesOf(QUOTE_FIELDS);
    for (const [key, entry] of entries) {
      const name = names[key];
      expect(name === undefined, key).toBe(entry.activity === null);
      if (entry.activity && name) expect(tracked[name], key).toEqual({ label: entry.label, kind: entry.activity.kind, perSupplier: true });
    }
  });

  it("starts the row's form from every editable field and reads each one back; no conflict notice, no export", () => {
    const values = formValuesOf(QUOTE_FIELDS, quote);
    const form = new FormData();
    for (const [name, value] of Object.entries(quoteFormValues(quote))) form.append(name, value);
    const submission = parseWithZod(form, { schema: quoteFormSchema });
    expect(submission.status).toBe("success");
    const read = submission.status === "success" ? Object.keys(submission.value) : [];
    const conflict = conflictFieldsOf<QuoteShown>(QUOTE_FIELDS, quote).map((field) => field.name);
    const exported = exportColumnsOf<QuoteShown>(QUOTE_FIELDS).map((column) => column.label);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(values, key), key).toBe(entry.form !== null);
      if (entry.form) expect(read, key).toContain(key);
      expect(conflict.includes(key), key).toBe(Boolean(entry.form?.conflict));
      expect(exported.includes(entry.label), key).toBe(entry.export !== null);
    }
    expect(quoteFormValues(quote)).toEqual({
      id_supplier: "7",
      cotacao: "1.234,50",
      valida_ate: "2026-04-30",
      moq: "1.500",
      lead_time_dias: "45",
      incoterm: "FOB",
      unidades_por_caixa: "24",
      caixa_cubagem_m3: "0,085",
      caixa_peso_kg: "12",
      caixa_comprimento_cm: "",
      caixa_largura_cm: "",
      caixa_altura_cm: "",
    });
  });
});
