import { describe, expect, it } from "vitest";
import { asCreatedProduct } from "#app/lib/products/events.ts";
import { conflictOf } from "#app/lib/records/conflict.ts";
import { routeId } from "#app/lib/records/route-id.ts";
import { errorToast, isNoToastsHandle, isToast, loaderToasts, NO_TOASTS_HANDLE, successToast } from "#app/lib/shell/toast.ts";
import { documentTypeOf } from "#app/lib/suppliers/documents.ts";
import { MAX_ID } from "#contract/shared/limits.ts";

// The plain guards that replaced zod on every page's first load (ADR 0051) accept what they accepted before.
describe("toast guards", () => {
  it("reads the toasts a loader returned, and nothing from anything else", () => {
    const toasts = [successToast("Salvo"), errorToast("Falhou")];
    expect(loaderToasts({ rows: [], toasts })).toEqual(toasts);
    expect(loaderToasts({ toasts: [{ id: "1", type: "info", title: "x" }] })).toEqual([]);
    expect(loaderToasts({ toasts: "Erro" })).toEqual([]);
    expect(loaderToasts(null)).toEqual([]);
    expect(loaderToasts(undefined)).toEqual([]);
  });

  it("checks every field of a toast", () => {
    expect(isToast({ id: "a", type: "error", title: "Erro" })).toBe(true);
    expect(isToast({ id: "a", type: "error", title: "Erro", description: 3 })).toBe(false);
    expect(isToast({ id: 1, type: "success", title: "Sucesso" })).toBe(false);
  });

  it("knows the handle of a page without toasts", () => {
    expect(isNoToastsHandle(NO_TOASTS_HANDLE)).toBe(true);
    expect(isNoToastsHandle({ toasts: true })).toBe(false);
    expect(isNoToastsHandle(undefined)).toBe(false);
  });
});

describe("created product", () => {
  it("takes a positive whole id and a name", () => {
    expect(asCreatedProduct({ id: 7, nome: "Caneca", detail: "ok" })).toEqual({ id: 7, nome: "Caneca" });
    expect(asCreatedProduct({ id: 0, nome: "Caneca" })).toBeNull();
    expect(asCreatedProduct({ id: 1.5, nome: "Caneca" })).toBeNull();
    expect(asCreatedProduct({ id: "7", nome: "Caneca" })).toBeNull();
    expect(asCreatedProduct(null)).toBeNull();
  });
});

// The detail pages read these on their first load too, since their forms' zod is loaded when a form is opened.
describe("conflict notice of an action's reply", () => {
  const notice = { version: 4, changes: [{ label: "Nome", value: "Alfa" }] };
  it("takes the notice a 409 reply carries", () => {
    expect(conflictOf({ intent: "update", result: {}, conflict: notice })).toEqual(notice);
    expect(conflictOf({ conflict: { version: 2, changes: [] } })).toEqual({ version: 2, changes: [] });
  });
  it("and nothing else", () => {
    expect(conflictOf({ intent: "update", result: {}, conflict: null })).toBeNull();
    expect(conflictOf({ result: {} })).toBeNull();
    expect(conflictOf(undefined)).toBeNull();
    expect(conflictOf({ conflict: { version: "4", changes: [] } })).toBeNull();
    expect(conflictOf({ conflict: { version: 4, changes: [{ label: "Nome" }] } })).toBeNull();
    expect(conflictOf({ conflict: { version: 4, changes: "Nome" } })).toBeNull();
  });
});

describe("record id of an address", () => {
  it("reads a positive int4 as Number reads it", () => {
    expect(routeId("12")).toBe(12);
    expect(routeId(" 12 ")).toBe(12);
    expect(routeId(String(MAX_ID))).toBe(MAX_ID);
  });
  it("names no record otherwise", () => {
    for (const value of [undefined, "", "0", "-3", "1.5", "12abc", String(MAX_ID + 1), "Infinity"]) expect(routeId(value)).toBeNull();
  });
});

describe("supplier document of a form or an address", () => {
  it("is one of the three types, or none", () => {
    expect(documentTypeOf("qc")).toBe("qc");
    expect(documentTypeOf("catalogo")).toBe("catalogo");
    expect(documentTypeOf("QC")).toBeNull();
    expect(documentTypeOf(null)).toBeNull();
  });
});
