import type { APIRequestContext, Page } from "@playwright/test";
import { productCompareReplySchema, type ProductCompareReply } from "#contract/products/product-compare.ts";
import { expect } from "./fixtures";

// The comparison page as a person finds things on it: the matrix, a product's row, the cell under a supplier's
// column, a row's quantity; and the API's comparison for the same query, to check the page against.

export const matrix = (page: Page) => page.getByRole("region", { name: "Matriz de comparação" });

export const compareRow = (page: Page, name: string) =>
  matrix(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader").filter({ hasText: name }) });

/** Where a supplier's column is, counting the cells after the row's header. */
async function columnOf(page: Page, supplierName: string) {
  const headers = await matrix(page).getByRole("columnheader").allTextContents();
  const index = headers.indexOf(supplierName);
  expect(index, `coluna ${supplierName}`).toBeGreaterThan(0);
  return index - 1;
}

/** The cell of a product's row (or of a footer row: 'Embarque', 'Total') under a supplier's column. */
export async function compareCell(page: Page, name: string, supplierName: string) {
  return compareRow(page, name)
    .getByRole("cell")
    .nth(await columnOf(page, supplierName));
}

export const quantityInput = (page: Page, name: string) => compareRow(page, name).getByLabel("Quantidade");

/** GET /api/products/compare/ with `query`, as `token`'s user. */
export async function apiCompare(request: APIRequestContext, token: string, query: string): Promise<ProductCompareReply> {
  const reply = await request.get(`/api/products/compare/?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok(), await reply.text()).toBe(true);
  return productCompareReplySchema.parse(await reply.json());
}
