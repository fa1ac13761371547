import type { CSSProperties } from "react";

/**
 * A table's column headers, carried once by the table as `--label-<n>` (n from 1, in column order) instead of a
 * `data-label` on every cell: app.css's `.column-labels` rules hand each cell its column's `--label`, which a
 * stacked row shows before the value. A style attribute, not a `<style>` element: the page's content holds no
 * style sheets (the stored-XSS suite refuses any), and the headers are the code's constants, never data.
 */
export function columnLabels(headers: readonly string[]): CSSProperties {
  const properties: Record<`--label-${number}`, string> = {};
  headers.forEach((header, index) => {
    properties[`--label-${index + 1}`] = JSON.stringify(header);
  });
  return properties;
}
