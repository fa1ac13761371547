// A supplier's stored fields, one entry each (contract/fields/field-table.ts; adding one: docs/adding-a-field.md): its general
// information, then its contacts. The order is the detail reply's, the alter's, the history's and the edit form's; the
// list and its export have their own (`SUPPLIER_LIST_FIELDS`). A field's key is its name in the payloads and the form;
// the reply calls it the entry's `reply` when that differs (`supplier_nome`) and, after a lookup's id, shows what the
// entry's `shown` names (read beside it).
import { z } from "zod";
import {
  type FieldTable,
  fieldOf,
  fieldsOfReply,
  type KeysWith,
  type Stored,
  storedInteger,
  storedText,
} from "#contract/fields/field-table.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { INVALID_EMAIL, PHONE_DIGITS_ONLY, REQUIRED_FIELDS_MESSAGE, SUPPLIER_NAME_REQUIRED } from "./supplier-rules";

/**
 * What else of the supplier a field shows: the names of its lookups and the country's flag image, read by the server
 * beside their ids. As both replies type them: the list's schema allows null, the detail's never is.
 */
export interface SupplierShown {
  supplier_nome_tipo: string | null;
  supplier_nome_segmento: string | null;
  supplier_nome_source: string | null;
  supplier_nome_pais: string | null;
  supplier_icon_pais: string | null;
}

const field = fieldOf<SupplierShown>();

// ---------------------------------------------------------------- payload readers

/** A lookup's id: a whole number (or its decimal text from a form) within the database's range, nothing looser. */
export const requiredId = idSchema(REQUIRED_FIELDS_MESSAGE);

export const supplierNameSchema = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(200, { error: "Máximo de 200 caracteres." });

/** A country's two-letter code, read in lowercase. */
export const countryCodeSchema = (invalid: string) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, { error: invalid });

export const blacklistedSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.literal("true"), z.literal("false")])
  .transform((v) => v === true || v === 1 || v === "1" || v === "true");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres.` })
    .optional()
    .default("");

/** The simple shape x@y.z of specification §5, or empty. */
const contactEmailSchema = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: INVALID_EMAIL });

const contactPhoneSchema = z
  .string()
  .trim()
  .optional()
  .default("")
  .refine((v) => /^\d*$/.test(v), { error: PHONE_DIGITS_ONLY })
  .refine((v) => v.length <= 20, { error: "Máximo de 20 dígitos." });

// ---------------------------------------------------------------- the table

/** The blacklisted flag: a boolean column, 0 or 1 in the reply. */
const flag = z.union([z.literal(0), z.literal(1)]);
const storedFlag: Stored<0 | 1> = { reply: flag, read: z.boolean().transform((on) => (on ? 1 : 0)) };

/** A text the reply always has: the form shows it as saved, and the conflict notice compares it. */
const textForm = { value: (text: string) => text, conflict: {} };

/** A contact: optional text, saved empty when not given (left out of an alter, it is emptied too). */
const contact = <const Col extends string, I extends z.ZodType>(label: string, column: Col, input: I) =>
  field({ label, column, stored: storedText, input, write: true, activity: { kind: "text" }, form: textForm, export: null });

export const SUPPLIER_CONTACT_FIELDS = {
  contato_nome: contact("Nome do contato", "contatoNome", optionalText(200)),
  contato_telefone: contact("Telefone", "contatoTelefone", contactPhoneSchema),
  contato_email: contact("E-mail", "contatoEmail", contactEmailSchema),
  contato_wechat: contact("WeChat", "contatoWechat", optionalText(100)),
  contato_website: contact("Website", "contatoWebsite", optionalText(300)),
  contato_endereco: contact("Endereço", "contatoEndereco", optionalText(500)),
};

export const SUPPLIER_FIELDS = {
  nome: field({
    reply: "supplier_nome",
    label: "Nome",
    column: "nome",
    stored: storedText,
    input: supplierNameSchema(SUPPLIER_NAME_REQUIRED),
    write: true,
    activity: { kind: "text" },
    // The edit form calls the input 'Nome do supplier', and so does the notice.
    form: { ...textForm, conflict: { label: "Nome do supplier" } },
    export: { type: "text", width: 32 },
  }),
  id_tiposupplier: field({
    reply: "supplier_id_tipo",
    shown: { supplier_nome_tipo: z.string() },
    label: "Tipo",
    column: "tipoId",
    stored: storedInteger,
    input: requiredId,
    write: true,
    activity: { kind: "lookup", as: "tipo" },
    form: { value: (id) => String(id), conflict: { shown: (_id, s) => s.supplier_nome_tipo ?? "-" } },
    export: { type: "text", width: 16, value: (_id, s) => s.supplier_nome_tipo },
  }),
  id_segmento: field({
    reply: "supplier_id_segmento",
    shown: { supplier_nome_segmento: z.string() },
    label: "Segmento",
    column: "segmentoId",
    stored: storedInteger,
    input: requiredId,
    write: true,
    activity: { kind: "lookup", as: "segmento" },
    form: { value: (id) => String(id), conflict: { shown: (_id, s) => s.supplier_nome_segmento ?? "-" } },
    export: { type: "text", width: 24, value: (_id, s) => s.supplier_nome_segmento },
  }),
  // Chosen at creation; an alter that leaves it out keeps it.
  id_source: field({
    reply: "supplier_id_source",
    shown: { supplier_nome_source: z.string() },
    label: "Source",
    column: "sourceId",
    stored: storedInteger,
    input: requiredId.optional(),
    write: true,
    activity: { kind: "lookup", as: "source" },
    form: { value: (id) => String(id), conflict: { shown: (_id, s) => s.supplier_nome_source ?? "-" } },
    export: { type: "text", width: 20, value: (_id, s) => s.supplier_nome_source },
  }),
  // A country is its two-letter code (lowercase); the reply adds its name and its flag image.
  codpais: field({
    reply: "supplier_cod_pais",
    shown: { supplier_nome_pais: z.string(), supplier_icon_pais: z.string() },
    label: "País",
    column: "codPais",
    stored: storedText,
    input: countryCodeSchema("País inválido."),
    write: true,
    activity: { kind: "lookup", as: "pais" },
    form: { value: (code) => code, conflict: { shown: (_code, s) => s.supplier_nome_pais ?? "-" } },
    export: { type: "text", width: 20, value: (_code, s) => s.supplier_nome_pais },
  }),
  // Left out of an alter keeps it. A checkbox in the form: "on" when checked.
  blacklisted: field({
    reply: "supplier_blacklisted",
    label: "Blacklist",
    column: "blacklisted",
    stored: storedFlag,
    input: blacklistedSchema.optional(),
    write: true,
    activity: { kind: "yes_no" },
    form: { value: (on) => (on === 1 ? "on" : ""), conflict: { shown: (on) => (on === 1 ? "Sim" : "Não") } },
    export: { type: "text", width: 14, header: "É blacklisted?", value: (on) => (on ? "Sim" : "Não") },
  }),
  ...SUPPLIER_CONTACT_FIELDS,
};

/** The list's columns that are stored fields (specification §2), in the list's order, which its export follows. */
export const SUPPLIER_LIST_FIELDS = fieldsInOrder(SUPPLIER_FIELDS, [
  "nome",
  "id_segmento",
  "codpais",
  "id_tiposupplier",
  "id_source",
  "blacklisted",
]);

// ---------------------------------------------------------------- derivations

/** The entries of `keys` (fields the export has: tests/unit/supplier-fields.test.ts checks it has them all), in their order. */
function fieldsInOrder<T extends FieldTable<SupplierShown>, const K extends readonly KeysWith<T, "export">[]>(
  table: T,
  keys: K,
): Pick<T, K[number]> {
  // Object.fromEntries cannot say which entry goes with which key: stated here, once.
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K[number]>;
}

/**
 * A reply (the detail, or one of the list's items) with each field also under its key, as the table's form values,
 * conflict notice and export columns read it: a field the reply does not have (the list's ids) reads undefined.
 */
export function withFieldKeys<R extends SupplierShown & Readonly<Record<string, unknown>>>(
  reply: R,
): R & Readonly<Record<string, unknown>> {
  return { ...reply, ...fieldsOfReply(SUPPLIER_FIELDS, reply) };
}
