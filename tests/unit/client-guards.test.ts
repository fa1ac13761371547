import { describe, expect, it } from "vitest";
import { asCreatedProduct } from "../../app/lib/products/events";
import { errorToast, isNoToastsHandle, isToast, loaderToasts, NO_TOASTS_HANDLE, successToast } from "../../app/lib/shell/toast";

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
