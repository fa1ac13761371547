// The product contract's plain values and rules, without zod: the list pages load them on first paint
// (issue 10), and the schemas in ./products.ts re-export them.

/** Longest product name (spec section 9). */
export const PRODUCT_NAME_MAX = 255;
/** Longest description accepted (the spec names none; the table shows at most 1000 characters). */
export const PRODUCT_DESCRIPTION_MAX = 5000;
/** How much of a description the product list shows (spec section 9): the table, and a card (plus an ellipsis). */
export const PRODUCT_DESCRIPTION_TABLE_CHARS = 1000;
export const PRODUCT_DESCRIPTION_CARD_CHARS = 10;
/** Largest product image (spec section 9). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Product images accepted, checked by content (magic bytes), never by name or declared type. */
export const PRODUCT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];
/** Largest `page_size` of GET /api/products/. */
export const PRODUCT_PAGE_SIZE_MAX = 1000;
/** Most suppliers one product may carry in PUT /api/products/alter/. */
export const PRODUCT_SUPPLIERS_MAX = 500;
/** Largest quote accepted (numeric(14,2)). */
export const QUOTE_MAX = 999_999_999_999.99;

export const PRODUCT_CREATE_MESSAGE = "Preencha o nome (até 255 caracteres), selecione categoria e unidade de medida.";
export const PRODUCT_NAME_REQUIRED = "Nome do produto é obrigatório";
export const PRODUCT_NAME_TOO_LONG = `O nome do produto pode ter no máximo ${PRODUCT_NAME_MAX} caracteres.`;
export const PRODUCT_IMAGE_TOO_LARGE = "Arquivo muito grande, máximo 5MB.";
export const PRODUCT_IMAGE_WRONG_TYPE = "A imagem deve ser PNG, JPEG ou WebP.";
export const PRODUCT_NOT_FOUND = "Produto não encontrado.";
export const PRODUCT_CATEGORY_REQUIRED = "Selecione a categoria do produto.";
export const PRODUCT_UNIT_REQUIRED = "Selecione a unidade de medida: peça ou caixa.";
export const QUOTE_MESSAGE = "A cotação deve ser um número maior ou igual a 0, com até duas casas decimais.";
export const CUBAGEM_MESSAGE = "A cubagem deve ser um número maior ou igual a 0, com até uma casa decimal (m³).";
export const PESO_MESSAGE = "O peso deve ser um número maior ou igual a 0, com até duas casas decimais (kg).";
export const DUPLICATE_SUPPLIER_MESSAGE = "Cada supplier pode aparecer apenas uma vez no produto.";

export const PRODUCT_CREATED = "Produto criado com sucesso!";
export const PRODUCT_UPDATED = "Produto atualizado!";
export const PRODUCT_DELETED = "Produto deletado!";
export const PRODUCT_IMAGE_SENT = "Imagem enviada!";

/** Stored values of `unidade_medida` (design.md section 6). */
export const PRODUCT_UNITS = ["peça", "caixa"] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
/** The detail screen's plural readings, accepted on input as the same values. */
export const PRODUCT_UNIT_ALIASES: Record<string, ProductUnit> = { peças: "peça", caixas: "caixa" };
/** How the detail screen labels each stored unit (spec section 2). */
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, string> = { peça: "peças", caixa: "caixas" };

/** 'peça', 'caixa', 'peças' or 'caixas' (any case, Unicode-normalised) as the stored unit, else null. */
export function canonicalUnit(value: unknown): ProductUnit | null {
  if (typeof value !== "string") return null;
  const text = value.normalize("NFC").trim().toLowerCase();
  const unit = PRODUCT_UNITS.find((u) => u === text);
  return unit ?? PRODUCT_UNIT_ALIASES[text] ?? null;
}

/**
 * A non-negative decimal with at most `decimals` places, from a number or its text ('12.5', '12,5'), as the
 * exact decimal text the database stores ('12.5'): money never goes through float arithmetic.
 */
export function decimalText(value: unknown, decimals: number, max: number): string | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim().replace(",", ".");
  } else {
    return null;
  }
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(text)) return null;
  return Number(text) <= max ? text : null;
}

/** Sort names accepted by `order_by` (anything else is a 400). `cotacao` sorts by the lowest quote. */
export const PRODUCT_SORT_FIELDS = ["nome", "categoria", "cotacao"] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** Rates used when a lookup fails (spec section 9). */
export const DEFAULT_USD_BRL = 5;
export const DEFAULT_USD_CNY = 7;
