import ExcelJS from "exceljs";

/** A CSV export read back: BOM checked apart, lines split on CRLF, cells on `;` (quotes honoured). */
export function readCsv(text: string): { bom: boolean; rows: string[][] } {
  const bom = text.startsWith("\uFEFF");
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return { bom, rows };
}

/** An XLSX export read back with the library that wrote it: its first sheet's rows, as cell values. */
export async function readXlsx(bytes: ArrayBuffer): Promise<{ sheet: string; rows: ExcelJS.CellValue[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) throw new Error("planilha vazia");
  const rows: ExcelJS.CellValue[][] = [];
  worksheet.eachRow({ includeEmpty: false }, (row) => {
    const values: ExcelJS.CellValue[] = [];
    for (let column = 1; column <= worksheet.columnCount; column++) values.push(row.getCell(column).value);
    rows.push(values);
  });
  return { sheet: worksheet.name, rows };
}
