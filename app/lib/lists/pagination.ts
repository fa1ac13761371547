import { wholeWithin } from "./parse";

/** One entry of the pager: a page number, or a gap shown as '...'. */
export type PageEntry = number | "gap";

/**
 * The pages the pager shows: the first 3, the last 3 and the current page plus or minus 2, in order,
 * with a gap wherever numbers are skipped.
 */
export function pageList(current: number, total: number): PageEntry[] {
  if (total < 1) return [];
  const wanted = new Set<number>();
  for (let p = 1; p <= Math.min(3, total); p++) wanted.add(p);
  for (let p = Math.max(1, total - 2); p <= total; p++) wanted.add(p);
  for (let p = Math.max(1, current - 2); p <= Math.min(total, current + 2); p++) wanted.add(p);
  const pages = [...wanted].sort((a, b) => a - b);
  const entries: PageEntry[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) entries.push("gap");
    entries.push(page);
  });
  return entries;
}

/** A typed page number ('1.000' is page one thousand), or null when it is not a whole number within 1..total. */
export const pageWithin = (value: string, total: number): number | null => wholeWithin(value, 1, total);
