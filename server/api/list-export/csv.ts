import { dayParts, type ExportColumn, neutralised } from "./columns.ts";

// CSV for Excel in Brazil: UTF-8 with a BOM (so accents show), `;` between cells (the comma is the decimal
// separator there), CRLF lines, dates dd/mm/aaaa.

const BOM = "\uFEFF";
const SEPARATOR = ";";

/**
 * A cell in quotes when it holds the separator, a comma, a quote or a line break; quotes doubled. The comma too:
 * Excel set to the comma as separator (outside Brazil) would split `a,=1+1,b` and read a cell `=1+1`, a formula
 * that `neutralised` cannot see since it checks only the start of the whole value.
 */
const quoted = (value: string) => (/[;,"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function cell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null || value === "") return "";
  switch (column.kind.type) {
    case "number":
      return quoted(typeof value === "number" ? value.toFixed(column.kind.decimals).replace(".", ",") : neutralised(value));
    case "day": {
      const parts = typeof value === "string" ? dayParts(value) : null;
      if (!parts) return "";
      const [year, month, date] = parts;
      return `${String(date).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
    }
    case "text":
      return quoted(neutralised(String(value)));
  }
}

const line = (cells: string[]) => `${cells.join(SEPARATOR)}\r\n`;

/** The header line, after the BOM. */
const csvHeader = <Row>(columns: ExportColumn<Row>[]) => BOM + line(columns.map((column) => quoted(neutralised(column.label))));

/** The lines of some rows. */
export const csvLines = <Row>(columns: ExportColumn<Row>[], rows: Row[]) =>
  rows.map((row) => line(columns.map((column) => cell(column, row)))).join("");

/** The whole CSV, one chunk per batch of rows: nothing is kept once written. */
export function csvStream<Row>(columns: ExportColumn<Row>[], batches: AsyncIterable<Row[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    // Called when the reader wants more: a slow download holds the next batch back instead of buffering it.
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvHeader(columns)));
        return;
      }
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLines(columns, next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
