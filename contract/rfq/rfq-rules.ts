// The quote requests sent to suppliers by link (/api/sourcings/rfq/): their limits and messages, said once for the API
// and the pages. A link is a private address per supplier of a sourcing, answered without an account.

/** Random bytes of a link's token (256 bits; at least 128 are required). */
export const RFQ_TOKEN_BYTES = 32;
/** Characters of the token's hash shown to staff to tell links apart (the token itself is never shown again). */
export const RFQ_HASH_SHOWN = 8;
/** Latest deadline a link may be given, in days from now. */
export const RFQ_DEADLINE_MAX_DAYS = 180;

/**
 * Lookups of a token that does not exist allowed from one address within the window, before that address is refused
 * (429) for the lock's length: a guess at a token is never cheap, even where the odds already make it hopeless.
 */
export const RFQ_UNKNOWN_TOKENS_PER_ADDRESS = { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

export const RFQ_DEADLINE_REQUIRED = "Informe o prazo (data e hora).";
export const RFQ_DEADLINE_INVALID = "Prazo inválido. Use data e hora, por exemplo 05/12/2026 18:00.";
export const RFQ_DEADLINE_PAST = "O prazo deve ser uma data e hora futuras.";
export const RFQ_DEADLINE_TOO_FAR = `O prazo pode ser de no máximo ${RFQ_DEADLINE_MAX_DAYS} dias a partir de hoje.`;
export const RFQ_CREATED = "Link de cotação criado!";
export const RFQ_REVOKED = "Link de cotação revogado.";
export const RFQ_NOT_FOUND = "Este supplier não tem link de cotação ativo neste sourcing.";
/** A supplier in a final status (Arquivo, Cancelado, Concluído): its link ended with it, and no new one is made (409). */
export const RFQ_PAIR_FINAL = "Este supplier está em status final neste sourcing: não recebe pedido de cotação.";

/** Where a supplier of a sourcing stands with its quote request. */
export const RFQ_SITUATIONS = ["nao_pedido", "pedido", "expirado", "revogado"] as const;
export type RfqSituation = (typeof RFQ_SITUATIONS)[number];

/** Who the history names for what a supplier did through its link (a quote recorded, a revision submitted). */
export const QUOTE_BY_LINK_AUTHOR = "Fornecedor (link)";

/**
 * Writes (draft saves and submits) one link may make within the window before it is refused for the lock's length,
 * and the same for one address across links: a supplier saves a few drafts an hour, a script thousands.
 */
export const RFQ_WRITES_PER_TOKEN = { limit: 60, windowSeconds: 60 * 60, lockSeconds: 30 * 60 } as const;
export const RFQ_WRITES_PER_ADDRESS = { limit: 300, windowSeconds: 60 * 60, lockSeconds: 30 * 60 } as const;
