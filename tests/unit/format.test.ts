import { describe, expect, it } from "vitest";
import { formatFileSize, formatGrade, orDash } from "~/lib/format";
import { isDocumentTooLarge } from "~/lib/documents";
import { SUPPLIER_DOCUMENT_MAX_BYTES } from "../../contract/suppliers";

describe("formatFileSize", () => {
  it("uses B below one kilobyte", () => {
    expect(formatFileSize(0)).toBe("0 B");
    expect(formatFileSize(1023)).toBe("1023 B");
  });
  it("uses KB below one megabyte, with one decimal", () => {
    expect(formatFileSize(1024)).toBe("1,0 KB");
    expect(formatFileSize(1536)).toBe("1,5 KB");
    expect(formatFileSize(1024 * 1024 - 1)).toBe("1.024,0 KB");
  });
  it("uses MB from one megabyte on", () => {
    expect(formatFileSize(1024 * 1024)).toBe("1,0 MB");
    expect(formatFileSize(300 * 1024 * 1024)).toBe("300,0 MB");
  });
});

describe("formatGrade", () => {
  it("shows one decimal with a comma, '-' when missing", () => {
    expect(formatGrade(7.5)).toBe("7,5");
    expect(formatGrade(10)).toBe("10,0");
    expect(formatGrade(0)).toBe("0,0");
    expect(formatGrade(8.26)).toBe("8,3");
    expect(formatGrade(null)).toBe("-");
  });
});

describe("orDash", () => {
  it("replaces a missing or blank text", () => {
    expect(orDash(null)).toBe("-");
    expect(orDash("  ")).toBe("-");
    expect(orDash("China")).toBe("China");
  });
});

describe("isDocumentTooLarge", () => {
  it("accepts up to 300 MB and refuses one byte more", () => {
    expect(isDocumentTooLarge(SUPPLIER_DOCUMENT_MAX_BYTES)).toBe(false);
    expect(isDocumentTooLarge(SUPPLIER_DOCUMENT_MAX_BYTES + 1)).toBe(true);
    expect(SUPPLIER_DOCUMENT_MAX_BYTES).toBe(300 * 1024 * 1024);
  });
});
