import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { dayParts, type ExportColumn, neutralised } from "./columns.ts";

// XLSX written by exceljs's streaming WorkbookWriter: each row is committed (written out and forgotten) as it
// comes, inline strings (no shared-strings table kept in memory), and the zip is streamed to the reply.

const numberFormat = (decimals: number) => (decimals === 0 ? "0" : `0.${"0".repeat(decimals)}`);

function cellValue<Row>(column: ExportColumn<Row>, row: Row): string | number | Date | null {
  const value = column.value(row);
  if (value === null || value === "") return null;
  switch (column.kind.type) {
    case "number":
      return typeof value === "number" ? value : neutralised(value);
    case "day": {
      const parts = typeof value === "string" ? dayParts(value) : null;
      // A day at midnight UTC: Excel's dates have no time zone, so the cell shows that day.
      return parts ? new Date(Date.UTC(parts[0], parts[1] - 1, parts[2])) : null;
    }
    case "text":
      return neutralised(String(value));
  }
}

/** The workbook, one sheet named `sheet`, a bold header row frozen at the top. */
export function xlsxStream<Row>(sheet: string, columns: ExportColumn<Row>[], batches: AsyncIterable<Row[]>): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: "frozen", ySplit: 1 }] });
  worksheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width ?? 16,
    style:
      column.kind.type === "number"
        ? { numFmt: numberFormat(column.kind.decimals) }
        : column.kind.type === "day"
          ? { numFmt: "dd/mm/yyyy" }
          : {},
  }));
  const header = worksheet.addRow(columns.map((column) => neutralised(column.label)));
  header.font = { bold: true };
  header.commit();

  void (async () => {
    try {
      for await (const rows of batches) {
        for (const row of rows) worksheet.addRow(columns.map((column) => cellValue(column, row))).commit();
        // exceljs does not wait for its reader: hold the next batch until a slow download has taken this one.
        if (output.writableNeedDrain) await Promise.race([once(output, "drain"), once(output, "close")]);
        if (output.destroyed) return;
      }
      worksheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
