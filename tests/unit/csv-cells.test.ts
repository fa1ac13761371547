import { describe, expect, it } from "vitest";
import { number, text } from "#server/api/list-export/columns.ts";
import { csvLines } from "#server/api/list-export/csv.ts";

// The CSV cells as bytes, not as a parser reads them back: what a spreadsheet set to another separator sees.
const nome = text<string>("Nome", (row) => row);
const line = (value: string) => csvLines([nome], [value]);

describe("CSV cells", () => {
  it("quotes a cell holding a comma, so a spreadsheet splitting on commas cannot find a formula inside it", () => {
    expect(line("a,=1+1,b")).toBe('"a,=1+1,b"\r\n');
    expect(line("Fornecedor, Ltda")).toBe('"Fornecedor, Ltda"\r\n');
  });

  it("still quotes the separator, quotes and line breaks, and leaves a plain cell bare", () => {
    expect(line("a;b")).toBe('"a;b"\r\n');
    expect(line('diz "oi"')).toBe('"diz ""oi"""\r\n');
    expect(line("duas\nlinhas")).toBe('"duas\nlinhas"\r\n');
    expect(line("Simples")).toBe("Simples\r\n");
  });

  it("neutralises formulas that start with the ASCII or the full-width signs", () => {
    for (const sign of ["=", "+", "-", "@", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"]) {
      expect(line(`${sign}1+1`), sign).toBe(`'${sign}1+1\r\n`);
    }
    expect(line("\uFF1DHYPERLINK(1,2)")).toBe('"\'\uFF1DHYPERLINK(1,2)"\r\n');
  });

  it("quotes a number written with its decimal comma", () => {
    const preco = number<number>("Preço", 2, (row) => row);
    expect(csvLines([preco, preco], [1234.5])).toBe('"1234,50";"1234,50"\r\n');
  });
});
