import { describe, expect, it } from "vitest";
import { cleanFileName, FILE_NAME_MAX } from "#server/api/files/file-name.ts";

describe("cleanFileName: the name an upload is kept under", () => {
  it("keeps an ordinary name, accents included", () => {
    expect(cleanFileName("Proposta comercial – 2026 (v2).pdf")).toBe("Proposta comercial – 2026 (v2).pdf");
    expect(cleanFileName("cotac\u0327a\u0303o.xlsx")).toBe("cotação.xlsx");
  });

  it("drops control and bidi characters that disguise a name", () => {
    expect(cleanFileName("fatura\u202Efdp.exe")).toBe("faturafdp.exe");
    expect(cleanFileName("a\u0000b\u0007c\u200Bd\u2066.pdf")).toBe("abcd.pdf");
    expect(cleanFileName("linha\r\nnova.txt")).toBe("linhanova.txt");
  });

  it("drops folder parts and keeps something when nothing is left", () => {
    expect(cleanFileName("C:\\Users\\ana\\relatorio.pdf")).toBe("relatorio.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("\u202E\u0000")).toBe("arquivo");
    expect(cleanFileName("..")).toBe("arquivo");
  });

  it("cuts a long name to 255 characters, keeping the extension", () => {
    const name = cleanFileName(`${"x".repeat(10_000)}.pdf`);
    expect([...name]).toHaveLength(FILE_NAME_MAX);
    expect(name.endsWith("x.pdf")).toBe(true);
    expect([...cleanFileName("文".repeat(300))]).toHaveLength(FILE_NAME_MAX);
  });
});
