// How a tracked field's change is kept and named in a record's history: what the field tables declare of each
// field (contract/fields/field-table.ts) and the history reads (contract/activity/activity.ts), apart so neither imports the other.

/**
 * How a value is stored (JSON) and read:
 * - text, status: a string ("" is stored as null); number, percent: a number (II 12.5 is 12.5 %);
 * - brl, usd: a number of reais / dollars; yes_no: a boolean;
 * - day: "YYYY-MM-DD"; instant: an ISO time in UTC ("2026-03-12T17:05:00.000Z");
 * - lookup: `{id, nome}` as the name read when the change was made (a country's id is its two-letter code);
 * - file: the file's name as the user sees it.
 */
export type ActivityValueKind = "text" | "status" | "number" | "percent" | "brl" | "usd" | "yes_no" | "day" | "instant" | "lookup" | "file";

export interface ActivityFieldSpec {
  label: string;
  kind: ActivityValueKind;
  /** The row names a supplier in `subject` (a sourcing's link, a product's quote): the label is followed by its name. */
  perSupplier?: true;
}
