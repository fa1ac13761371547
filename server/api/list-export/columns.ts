// The columns of an exported list, written the same way to CSV and to XLSX (docs/decisions/0049-list-export.md).

/** Text as it is; a number with its decimals; a day ('YYYY-MM-DD', written dd/mm/aaaa). */
type ColumnKind = { type: "text" } | { type: "number"; decimals: number } | { type: "day" };

export interface ExportColumn<Row> {
  /** The header: the label the list shows for it. */
  label: string;
  kind: ColumnKind;
  value: (row: Row) => string | number | null;
  /** Width in characters in the spreadsheet. */
  width?: number;
}

export const text = <Row>(label: string, value: (row: Row) => string | null, width = 24): ExportColumn<Row> => ({
  label,
  kind: { type: "text" },
  value,
  width,
});
export const number = <Row>(label: string, decimals: number, value: (row: Row) => number | null, width = 14): ExportColumn<Row> => ({
  label,
  kind: { type: "number", decimals },
  value,
  width,
});

/**
 * A text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a `'` in
 * front (OWASP's CSV injection advice): it is then shown as the text it is. Applied to XLSX text cells too,
 * so a workbook saved again as CSV stays harmless. The full-width forms (`＝ ＋ － ＠`) count too: a spreadsheet
 * with an East Asian input setting reads them as the ASCII signs.
 */
export const neutralised = (value: string) => (/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value);

/** 'YYYY-MM-DD' → [year, month, day], or null when it is not a day. */
export function dayParts(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}
