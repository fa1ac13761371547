// The Incoterms on their own: the sourcing page's items panel needs the list at first and nothing else of a quote's
// terms (./quote-terms.ts, ADR 0069).

/** Incoterms 2020 a quote may name (null: not said). */
export const INCOTERMS = ["EXW", "FCA", "FOB", "CFR", "CIF", "DAP", "DDP"] as const;
export type Incoterm = (typeof INCOTERMS)[number];
