import { describe, expect, it } from "vitest";
import { backToOf, carryBack } from "#app/lib/lists/back-to.ts";

const BACK = "/suppliers?pais=cn&page=2";
const carried = `voltar=${encodeURIComponent(BACK)}`;

describe("backToOf", () => {
  it("reads the list address a detail page carries", () => {
    expect(backToOf(`/suppliers/5?${carried}`)).toBe(BACK);
    expect(backToOf(`/suppliers/5/documents?editar=1&${carried}`)).toBe(BACK);
  });

  it("accepts only the page's own list: never another list, screen or site", () => {
    expect(backToOf(`/sourcings/5?${carried}`)).toBeNull();
    expect(backToOf(`/suppliers/5?voltar=${encodeURIComponent("//evil.example/suppliers")}`)).toBeNull();
    expect(backToOf(`/suppliers/5?voltar=${encodeURIComponent("/\t/evil.example")}`)).toBeNull();
    expect(backToOf(`/suppliers/5?voltar=${encodeURIComponent("https://evil.example/suppliers")}`)).toBeNull();
    expect(backToOf(`/suppliers/5?voltar=${encodeURIComponent("/logout")}`)).toBeNull();
    expect(backToOf(`/profile?${carried}`)).toBeNull();
    expect(backToOf("/suppliers/5")).toBeNull();
  });
});

describe("carryBack", () => {
  it("carries the list address onto the detail's own links, relative or absolute", () => {
    expect(carryBack("?editar=1", BACK, "/suppliers/5")).toBe(`/suppliers/5?editar=1&${carried}`);
    expect(carryBack("/suppliers/5", BACK)).toBe(`/suppliers/5?${carried}`);
    expect(carryBack("/suppliers/5/documents", BACK)).toBe(`/suppliers/5/documents?${carried}`);
    expect(carryBack(`/suppliers/5?${carried}`, BACK)).toBe(`/suppliers/5?${carried}`);
  });

  it("turns the plain list into the list the user came from, and leaves other addresses alone", () => {
    expect(carryBack("/suppliers", BACK)).toBe(BACK);
    expect(carryBack("/suppliers?search=x", BACK)).toBe("/suppliers?search=x");
    expect(carryBack("/sourcings/3", BACK)).toBe("/sourcings/3");
    expect(carryBack("/files/blob/?key=1", BACK)).toBe("/files/blob/?key=1");
    expect(carryBack("?editar=1", null, "/suppliers/5")).toBe("?editar=1");
  });
});
