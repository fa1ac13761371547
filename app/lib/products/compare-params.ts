import { href } from "react-router";
import { compareQuantityRule, QUANTITY_PREFIX, quantityParam } from "#contract/landed-cost/compare-params.ts";
import { MAX_ID } from "#contract/shared/limits.ts";
import { readField } from "#contract/numbers/numbers.ts";
import { isCalendarDay } from "#contract/quotes/quote-terms.ts";

// The compare page's URL state (ADR 0052): `ids=1,2,3`, `incluir_vencidas=1`, `qtd_<id>=n`. Plain
// functions, no zod (like the lists' state): a bad id is dropped, so no shared URL can break the page; a quantity
// that cannot be read ('2,5', '-1', 'abc') is kept as typed with the API's message, shown beside its field, and left
// out of the API's query. The list's checkboxes send `ids` once per product; the canonical address has one
// comma-separated `ids`.

export interface CompareState {
  /** In the order given, without repeats (more than the API's 50 are kept: its refusal says so). */
  ids: number[];
  incluirVencidas: boolean;
  /** The clearance day chosen for every figure (AAAA-MM-DD), or null: each quote's expected one. */
  desembaraco: string | null;
  /** A clearance day typed that is no real day: as typed (left out of the API's query, said beside the field). */
  desembaracoInvalido: string | null;
  /** The quantities given, by product id; a product without one counts as 1. */
  quantidades: Record<number, number>;
  /** The quantities typed that are no whole number from 0, by product id: the text as typed and why it is refused. */
  invalidas: Record<number, { texto: string; mensagem: string }>;
}

const WHOLE = /^\d{1,10}$/;

/** An id in the URL: its digits, nothing else. */
const idWithin = (text: string): number | null => {
  const value = WHOLE.test(text) ? Number(text) : Number.NaN;
  return value >= 1 && value <= MAX_ID ? value : null;
};

export function parseCompareState(params: URLSearchParams): CompareState {
  const pieces = params.getAll("ids").flatMap((value) => value.split(","));
  const ids = [...new Set(pieces.map((piece) => idWithin(piece.trim())).filter((id) => id !== null))];
  const quantidades: Record<number, number> = {};
  const invalidas: CompareState["invalidas"] = {};
  for (const id of ids) {
    // Typed the pt-BR way: '1.500' is fifteen hundred, as the API reads it, by the API's own rule.
    const texto = params.get(quantityParam(id)) ?? "";
    const reading = readField(texto, compareQuantityRule(id));
    if (reading.ok) quantidades[id] = Number(reading.text);
    else if (reading.reason === "invalido") invalidas[id] = { texto: texto.trim(), mensagem: reading.message };
  }
  const day = (params.get("desembaraco") ?? "").trim();
  const valid = day !== "" && isCalendarDay(day);
  return {
    ids,
    incluirVencidas: params.get("incluir_vencidas") === "1",
    desembaraco: valid ? day : null,
    desembaracoInvalido: day !== "" && !valid ? day : null,
    quantidades,
    invalidas,
  };
}

/** The canonical query, commas left readable (`?ids=1,2,3&qtd_2=10`); '' without products. */
export function compareSearch(state: CompareState): string {
  if (state.ids.length === 0) return "";
  const parts = [`ids=${state.ids.join(",")}`];
  if (state.incluirVencidas) parts.push("incluir_vencidas=1");
  const day = state.desembaraco ?? state.desembaracoInvalido;
  if (day) parts.push(`desembaraco=${encodeURIComponent(day)}`);
  for (const id of state.ids) {
    const quantity = state.quantidades[id];
    const typed = state.invalidas[id]?.texto;
    if (quantity !== undefined) parts.push(`${quantityParam(id)}=${quantity}`);
    else if (typed !== undefined) parts.push(`${quantityParam(id)}=${encodeURIComponent(typed)}`);
  }
  return `?${parts.join("&")}`;
}

/** Whether the address already says the state the one canonical way (a form's `%2C` for ',' is the same address). */
export function isCanonical(params: URLSearchParams, state: CompareState): boolean {
  return new URLSearchParams(compareSearch(state)).toString() === params.toString();
}

/** The compare page for some products. */
export const compareHref = (ids: number[]) =>
  `${href("/products/compare")}${compareSearch({ ids, incluirVencidas: false, desembaraco: null, desembaracoInvalido: null, quantidades: {}, invalidas: {} })}`;

/** GET /api/products/compare/'s query for a state (the refused quantities left out: the page shows why beside them). */
export function compareApiQuery(state: CompareState): Record<string, string | number> {
  const query: Record<string, string | number> = { ids: state.ids.join(",") };
  if (state.incluirVencidas) query.incluir_vencidas = 1;
  if (state.desembaraco) query.desembaraco = state.desembaraco;
  for (const [id, quantity] of Object.entries(state.quantidades)) query[`${QUANTITY_PREFIX}${id}`] = quantity;
  return query;
}
