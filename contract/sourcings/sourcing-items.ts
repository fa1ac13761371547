// A sourcing's items (/api/sourcings/items/): which catalogue products it asks its suppliers to quote, the target
// quantity of each and the incoterm asked. Messages in ./sourcing-item-rules.ts.
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import { wholeNumberField } from "#contract/numbers/number-field.ts";
import { PRODUCT_ID_INVALID, PRODUCT_ID_REQUIRED, PRODUCT_UNITS } from "#contract/products/product-rules.ts";
import { INCOTERM_MESSAGE, INCOTERMS } from "#contract/quotes/quote-terms.ts";
import { DEFAULT_ITEM_INCOTERM, ITEM_QUANTITY_RULE } from "./sourcing-item-rules";
import { SOURCING_ID_INVALID, SOURCING_ID_REQUIRED } from "./sourcing-rules";

const itemIds = {
  id_sourcing: idSchema(SOURCING_ID_REQUIRED, SOURCING_ID_INVALID),
  id_product: idSchema(PRODUCT_ID_REQUIRED, PRODUCT_ID_INVALID),
};

/** The incoterm asked: one of the quotes' incoterms; absent or empty asks the default (FOB). */
const itemIncotermSchema = z.preprocess(
  (value) => (value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? DEFAULT_ITEM_INCOTERM : value),
  z.enum(INCOTERMS, { error: INCOTERM_MESSAGE }),
);

/** POST /api/sourcings/items/post/: `quantidade` a whole number from 1 to 10.000.000, as a JSON number or pt-BR text ('1.000'). */
export const itemCreateSchema = z.object({
  ...itemIds,
  quantidade: wholeNumberField(ITEM_QUANTITY_RULE),
  incoterm: itemIncotermSchema,
});
export type ItemCreate = z.output<typeof itemCreateSchema>;

/** DELETE /api/sourcings/items/delete/ */
export const itemDeleteSchema = z.object(itemIds);
export type ItemDelete = z.output<typeof itemDeleteSchema>;

/**
 * One item as `GET /api/sourcings/items/?id_sourcing=` lists it (by product name): the product's name, description
 * and image (`url_imagem_url`: a usable link, or null), the target quantity in the product's unit of measure
 * (`unidade_medida`: 'peça' or 'caixa') and the incoterm asked.
 */
export const sourcingItemSchema = z.object({
  id: z.number(),
  id_sourcing: z.number(),
  id_product: z.number(),
  nome: z.string(),
  descricao: z.string(),
  url_imagem_url: z.string().nullable(),
  quantidade: z.number(),
  unidade_medida: z.enum(PRODUCT_UNITS),
  incoterm: z.enum(INCOTERMS),
});
export type SourcingItem = z.infer<typeof sourcingItemSchema>;

export const sourcingItemsReplySchema = z.object({ results: z.array(sourcingItemSchema) });
