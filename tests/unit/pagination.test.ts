import { describe, expect, it } from "vitest";
import { pageList, pageWithin } from "#app/lib/lists/pagination.ts";

describe("pageList", () => {
  it("shows every page when there are few", () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("keeps the first 3, the last 3 and the current ±2, with gaps", () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, "gap", 18, 19, 20]);
    expect(pageList(10, 20)).toEqual([1, 2, 3, "gap", 8, 9, 10, 11, 12, "gap", 18, 19, 20]);
    expect(pageList(20, 20)).toEqual([1, 2, 3, "gap", 18, 19, 20]);
    expect(pageList(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 18, 19, 20]);
    expect(pageList(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, "gap", 18, 19, 20]);
    expect(pageList(16, 20)).toEqual([1, 2, 3, "gap", 14, 15, 16, 17, 18, 19, 20]);
  });

  it("never shows a gap of zero pages", () => {
    expect(pageList(1, 7)).toEqual([1, 2, 3, "gap", 5, 6, 7]);
    expect(pageList(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("is empty without pages", () => {
    expect(pageList(1, 0)).toEqual([]);
  });
});

describe("pageWithin", () => {
  it("accepts whole numbers within 1..total", () => {
    expect(pageWithin("1", 3)).toBe(1);
    expect(pageWithin(" 3 ", 3)).toBe(3);
    // Typed the pt-BR way: a dot groups thousands.
    expect(pageWithin("1.000", 2000)).toBe(1000);
  });
  it("ignores anything else", () => {
    expect(pageWithin("0", 3)).toBeNull();
    expect(pageWithin("4", 3)).toBeNull();
    expect(pageWithin("-1", 3)).toBeNull();
    expect(pageWithin("2.5", 3)).toBeNull();
    expect(pageWithin("2,5", 3)).toBeNull();
    expect(pageWithin("", 3)).toBeNull();
    expect(pageWithin("abc", 3)).toBeNull();
  });
});
