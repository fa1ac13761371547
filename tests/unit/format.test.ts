import { describe, expect, it } from "vitest";
import { formatFileSize, formatGrade, orDash } from "#app/lib/format.ts";
import { isDocumentTooLarge } from "#app/lib/suppliers/documents.ts";
import { SUPPLIER_DOCUMENT_MAX_BYTES } from "#contract/suppliers/suppliers.ts";

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

describe("supplier form helpers", async () => {
  const { digitsOnly, supplierEditFormSchema } = await import("#app/lib/forms/supplier.ts");
  const { supplierScreenLinkStatus, isFinalLinkStatus } = await import("#contract/sourcings/link-statuses.ts");
  it("strips everything but digits from a phone", () => {
    expect(digitsOnly("+55 (11) 98765-4321")).toBe("5511987654321");
  });
  it("shows the finished state as 'Finalizado'", () => {
    expect(supplierScreenLinkStatus("Concluído")).toBe("Finalizado");
    expect(supplierScreenLinkStatus("Doing")).toBe("Doing");
    expect(isFinalLinkStatus("Finalizado")).toBe(true);
    expect(isFinalLinkStatus("Doing")).toBe(false);
  });
  it("reads the blacklisted checkbox and the spec's messages", () => {
    const base = { id: "3", nome: "ACME", id_tiposupplier: "1", id_segmento: "2", codpais: "cn" };
    expect(supplierEditFormSchema.parse({ ...base, blacklisted: "on" }).blacklisted).toBe(true);
    expect(supplierEditFormSchema.parse(base).blacklisted).toBe(false);
    const noName = supplierEditFormSchema.safeParse({ ...base, nome: " " });
    expect(noName.error?.issues[0]?.message).toBe("Nome do supplier é obrigatório");
    const badMail = supplierEditFormSchema.safeParse({ ...base, contato_email: "a@b" });
    expect(badMail.error?.issues[0]?.message).toBe("Email inválido");
  });
});
