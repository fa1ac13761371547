// The product contract's plain values and rules, without zod (ADR 0051): the schemas in ./products.ts re-export them.
// What the list needs at first is in ./product-list-rules.ts, re-exported here.
import type { NumberRule } from "#contract/numbers/numbers.ts";

export { PRODUCT_SORT_FIELDS, type ProductSortField, QUOTE_MAX_FILTER_RULE, QUOTE_MIN_FILTER_RULE, QUOTE_RULE } from "./product-list-rules";

/** Longest product name (specification §9). */
export const PRODUCT_NAME_MAX = 255;
/** Longest description accepted (the specification names none; the table shows at most 1000 characters). */
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** Largest product image (specification §9). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Product images accepted, checked by content (magic bytes), never by name or declared type. */
export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
/** Largest `page_size` of GET /api/products/. */
export const PRODUCT_PAGE_SIZE_MAX = 1000;
/** Most suppliers one product may carry in PUT /api/products/alter/. */
export const PRODUCT_SUPPLIERS_MAX = 500;

export const PRODUCT_CREATE_MESSAGE = "Preencha o nome (até 255 caracteres), selecione categoria e unidade de medida.";
export const PRODUCT_NAME_REQUIRED = "Nome do produto é obrigatório";
export const PRODUCT_NAME_TOO_LONG = `O nome do produto pode ter no máximo ${PRODUCT_NAME_MAX} caracteres.`;
export const PRODUCT_IMAGE_TOO_LARGE = "Arquivo muito grande, máximo 5MB.";
export const PRODUCT_IMAGE_WRONG_TYPE = "A imagem deve ser PNG, JPEG ou WebP.";
export const PRODUCT_NOT_FOUND = "Produto não encontrado.";
/** The `id` of the alter's and the delete's body (the image's calls name it `product_id`: below). */
export const PRODUCT_BODY_ID_REQUIRED = "Informe o id do produto.";
/** A quote's supplier id (the alter's `suppliers`, a supplier row's save or removal) is not an id. */
export const QUOTE_SUPPLIER_INVALID = "Supplier inválido.";
export const PRODUCT_CATEGORY_REQUIRED = "Selecione a categoria do produto.";
export const PRODUCT_UNIT_REQUIRED = "Selecione a unidade de medida: peça ou caixa.";
export const PREFERRED_SUPPLIER_INVALID = "Fornecedor preferido inválido: informe o id de um supplier.";
export const PREFERRED_SUPPLIER_NOT_QUOTING = "O fornecedor preferido precisa ser um dos suppliers que cotam este produto.";

// The numeric fields (specification §5: volume step 0.1, weight step 0.01; the quote's is in ./product-list-rules.ts),
// read by contract/numbers/number-field.ts; each label names the field in its messages.
export const CUBAGEM_RULE: NumberRule = { label: "Volume (m³)", decimals: 1, min: 0, max: 999_999_999 };
export const PESO_RULE: NumberRule = { label: "Peso (kg)", decimals: 2, min: 0, max: 999_999_999 };
export const DUPLICATE_SUPPLIER_MESSAGE = "Cada supplier pode aparecer apenas uma vez no produto.";

export const PRODUCT_CREATED = "Produto criado com sucesso!";
export const PRODUCT_UPDATED = "Produto atualizado!";
export const PRODUCT_DELETED = "Produto deletado!";
export const PRODUCT_IMAGE_SENT = "Imagem enviada!";

/** Stored values of `unidade_medida` (docs/design.md §6). */
export const PRODUCT_UNITS = ["peça", "caixa"] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
/** The detail screen's plural readings, accepted on input as the same values. */
const PRODUCT_UNIT_ALIASES: Record<string, ProductUnit> = { peças: "peça", caixas: "caixa" };
/** How the detail screen labels each stored unit (specification §3). */
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, string> = { peça: "peças", caixa: "caixas" };

/** 'peça', 'caixa', 'peças' or 'caixas' (any case, Unicode-normalised) as the stored unit, else null. */
export function canonicalUnit(value: unknown): ProductUnit | null {
  if (typeof value !== "string") return null;
  const text = value.normalize("NFC").trim().toLowerCase();
  const unit = PRODUCT_UNITS.find((u) => u === text);
  return unit ?? PRODUCT_UNIT_ALIASES[text] ?? null;
}

/** A product's EAN/GTIN barcode: 8, 12, 13 or 14 digits, the last a GS1 check digit. */
const GTIN_LENGTHS = [8, 12, 13, 14] as const;
export const GTIN_MESSAGE = "O código EAN/GTIN deve ter 8, 12, 13 ou 14 dígitos, com o dígito verificador correto.";

/** The GS1 check digit of the digits before it: weights 3 and 1 alternating from the right. */
function gtinCheckDigit(body: string): number {
  const sum = [...body].reverse().reduce((total, digit, at) => total + Number(digit) * (at % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** Text of 8, 12, 13 or 14 digits (blanks around it ignored) whose last is its check digit, as stored; else null. */
export function canonicalGtin(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!/^\d+$/.test(text) || !GTIN_LENGTHS.some((length) => length === text.length)) return null;
  return gtinCheckDigit(text.slice(0, -1)) === Number(text.slice(-1)) ? text : null;
}

/** Rates used when a lookup fails (specification §9). */
export const DEFAULT_USD_BRL = 5;
export const DEFAULT_USD_CNY = 7;

// ---------------------------------------------------------------- the product's image

export const PRODUCT_ID_REQUIRED = "Informe o product_id.";
export const PRODUCT_IMAGE_EXISTS = "Este produto já tem uma imagem. Envie com overwrite=true para substituí-la.";
export const PRODUCT_IMAGE_MISSING = "Envie a imagem no campo file.";
export const PRODUCT_IMAGE_NOT_CHOSEN = "Selecione uma imagem.";
export const ONE_IMAGE_AT_A_TIME = "Envie uma imagem por vez.";
export const OVERWRITE_FLAG_INVALID = "overwrite aceita true, false, 1 ou 0.";
/** `?id=` of GET /api/products/ out of range. */
export const PRODUCT_ID_INVALID = "Id de produto inválido.";
export const PRODUCT_CATEGORY_NOT_FOUND = "Categoria de produto não encontrada.";
/** A supplier of the quotes sent does not exist. */
export const quotedSupplierNotFound = (id: number) => `Supplier não encontrado (id ${id}).`;
/** A supplier of the quotes sent was deleted while the product was being saved. */
export const QUOTED_SUPPLIER_REMOVED = "Um dos suppliers foi removido. Recarregue a página.";
