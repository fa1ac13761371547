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
  storedReader,
} from "#contract/fields/field-table.ts";
import { PRODUCT_FIELDS, type ProductShown } from "#contract/products/product-fields.ts";
import { type Product, productSchema, productUpdateSchema } from "#contract/products/products.ts";
import { CARTON_CM_EMPTY, productEditFormSchema } from "#app/lib/forms/product.ts";
import { productTracked } from "#server/api/activity/tracked.ts";
import { storedColumns, writtenColumns } from "#server/api/fields.ts";
import { products } from "#server/db/schema.ts";

// Every entry of the product's field table (contract/products/product-fields.ts) takes part in each derivation it says it
// does, and in none it says it does not: a field cannot be in the table and missing from one of them.
const entries = fieldKeys(PRODUCT_FIELDS).map((key) => [key, PRODUCT_FIELDS[key]] as const);

const product: Product = {
  id: 5,
  version: 3,
  nome: "Garrafa",
  descricao: "Inox",
  id_categoria: 2,
  nome_categoria: "Utilidades",
  unidade_medida: "caixa",
  cubagem: 0.5,
  peso: 1.25,
  url_imagem: null,
  url_imagem_url: null,
  suppliers: [],
  cotacao_min: 0,
  cotacao_max: 0,
  ncm: "85167900",
  ii_pct: 12.5,
  ipi_pct: null,
  ipi_zfm: false,
  antidumping_confirmado: false,
  id_supplier_preferido: null,
  unidades_por_caixa: 24,
  caixa_cubagem_m3: 0.085,
  caixa_peso_kg: 12,
  codigo_ean: "7891234567895",
};

describe("the product's field table", () => {
  it("gives every field to the reply's schema, from a column of the products table read back alike", () => {
    const columns = getTableColumns(products);
    const selected = storedColumns(products, PRODUCT_FIELDS);
    for (const [key, entry] of entries) {
      expect(Object.keys(productSchema.shape), key).toContain(key);
      expect(Object.hasOwn(columns, entry.column), `${key}: ${entry.column}`).toBe(true);
      expect(Object.keys(selected), key).toContain(key);
    }
    // What the drivers hand over (numeric as text) reads as the reply has it.
    const row = { ...product, cubagem: "0.500", peso: null, ii_pct: "12.5000", caixa_cubagem_m3: "0.0850", caixa_peso_kg: "12.00" };
    expect(storedReader(PRODUCT_FIELDS).parse(row)).toMatchObject({
      cubagem: 0.5,
      peso: 0,
      ii_pct: 12.5,
      caixa_cubagem_m3: 0.085,
      caixa_peso_kg: 12,
    });
  });

  it("gives the alter's payload every field with an input, and its column set every field it writes", () => {
    const sent = Object.fromEntries(entries.map(([key]) => [key, "1"]));
    const set = writtenColumns(products, PRODUCT_FIELDS, sent);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(productUpdateSchema.shape, key), key).toBe(entry.input !== null);
      expect(Object.hasOwn(set, entry.column), key).toBe(entry.write);
    }
    // Left out keeps the stored value: nothing in the set.
    expect(writtenColumns(products, PRODUCT_FIELDS, {})).toEqual({});
  });

  it("tracks every field with an activity spec under its name, label and kind, read where the server says", () => {
    const tracked: Readonly<Record<string, { label: string; kind: string }>> = ACTIVITY_FIELDS.product;
    for (const [key, entry] of entries) {
      const activity: ActivitySpec | null = entry.activity;
      const name = activity?.as ?? key;
      if (activity) {
        expect(tracked[name], key).toEqual({ label: entry.label, kind: activity.kind });
        expect(Object.keys(productTracked), key).toContain(name);
      } else expect(Object.keys(productTracked), key).not.toContain(name);
    }
  });

  it("starts the edit form from every editable field, reads each one back, and compares the ones a conflict lists", () => {
    const values = formValuesOf(PRODUCT_FIELDS, product);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...values, ...CARTON_CM_EMPTY, version: "3" })) form.append(name, value);
    const submission = parseWithZod(form, { schema: productEditFormSchema });
    expect(submission.status).toBe("success");
    const read = submission.status === "success" ? Object.keys(submission.value) : [];
    const conflict = conflictFieldsOf<ProductShown>(PRODUCT_FIELDS, product).map((field) => field.name);
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(values, key), key).toBe(entry.form !== null);
      if (entry.form) expect(read, key).toContain(key);
      expect(conflict.includes(key), key).toBe(Boolean(entry.form?.conflict));
    }
    expect(values).toMatchObject({
      id_categoria: "2",
      cubagem: "0,5",
      ncm: "8516.79.00",
      ii_pct: "12,5",
      ipi_pct: "",
      codigo_ean: "7891234567895",
    });
  });

  it("gives the export a column, under the field's label, of every field with an export spec", () => {
    const columns = exportColumnsOf<ProductShown>(PRODUCT_FIELDS);
    const labels = columns.map((column) => column.label);
    for (const [key, entry] of entries) expect(labels.includes(entry.label), key).toBe(entry.export !== null);
    const cells = Object.fromEntries(columns.map((column) => [column.label, column.value(product)]));
    expect(cells).toMatchObject({
      Categoria: "Utilidades",
      "Unidade de medida": "caixas",
      "Volume (m³)": 0.5,
      "Código EAN/GTIN": "7891234567895",
    });
  });
});
