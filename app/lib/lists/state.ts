import { MAX_ID, PAGE_MAX, PAGE_SIZE } from "#contract/shared/limits.ts";
import { formatInput } from "#contract/numbers/number-format.ts";
import type { NumberRule } from "#contract/numbers/numbers.ts";

// The parsers are plain functions, not zod: this module is on every list page's first load, and zod is
// the largest thing a list page would otherwise download (ADR 0051). Nor does it read numbers: a number typed the
// pt-BR way ('1.500', '4,5') is read by ./parse.ts, which the list's first load does without (ADR 0069).

/** How a number field is read (./parse.ts): a whole number within bounds, or an amount under its contract rule. */
type NumberField = { whole: { min: number; max: number } } | { amount: NumberRule };

/**
 * One URL parameter of a list. Reading it never fails: a missing or bad value becomes the default, so no
 * shared URL can break a page. `url` writes the value back (null leaves it out of the URL).
 */
export interface ListField<T> {
  /** Reads the URL's text, or `undefined` when absent. A number field has `number` and `fallback` instead. */
  parse?(raw: unknown): T;
  /** A number field: how ./parse.ts reads it, and its value when it is missing or refused. */
  number?: NumberField;
  fallback?: T;
  /** A filter: the filter form carries it, and changing it goes back to page 1. */
  filter: boolean;
  url(value: T): string | null;
  /** The API parameter it becomes (the same name by default; false: not sent). */
  api?: string | false;
  /** Its value for the API, when the URL's text is not it. */
  apiValue?(value: T): string | number | undefined;
  /** How its control shows it, when the URL's text is not it (an amount: '4,5' for '4.5'). */
  text?(value: T): string;
}

/** Any field, whatever its value type (for constraints: values are read back through the field itself). */
export interface SomeField {
  parse?(raw: unknown): unknown;
  number?: NumberField;
  fallback?: unknown;
  filter: boolean;
  url(value: never): string | null;
  api?: string | false;
  apiValue?(value: never): string | number | undefined;
  text?(value: never): string;
}

type StateOf<F> = { [K in keyof F]: F[K] extends ListField<infer T> ? T : never };

// ---------------------------------------------------------------- value readers

/** The URL's text, trimmed; '' when absent. */
export const trimmedText = (raw: unknown): string => (typeof raw === "string" ? raw.trim() : "");

/** A number as `Number()` reads the URL's text, when finite and within [min, max]; else null. */
function numberWithin(raw: unknown, min: number, max: number): number | null {
  if (typeof raw !== "string" && typeof raw !== "number") return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

const oneOf = <const V extends string>(values: readonly V[], raw: unknown): V | null => values.find((value) => value === raw) ?? null;

// ---------------------------------------------------------------- field kinds

/** Free text (a search box, a lookup name): trimmed, at most `max` characters. */
export const textField = (max = 200, options: { api?: string | false } = {}): ListField<string> => ({
  parse: (raw) => {
    const text = trimmedText(raw);
    return text.length <= max ? text : "";
  },
  filter: true,
  url: (value) => value || null,
  ...options,
});

/** A checkbox: '1' in the URL; sent to the API as `apiOn` (1 unless the API wants another word). */
export const flagField = (options: { apiOn?: string | number; api?: string | false } = {}): ListField<boolean> => ({
  parse: (raw) => raw === "1",
  filter: true,
  url: (value) => (value ? "1" : null),
  apiValue: (value) => (value ? (options.apiOn ?? 1) : undefined),
  api: options.api,
});

/** One of a fixed set, or none (''). */
export const choiceField = <const V extends string>(values: readonly V[], options: { api?: string | false } = {}): ListField<V | ""> => ({
  parse: (raw) => oneOf(values, raw) ?? "",
  filter: true,
  url: (value) => value || null,
  ...options,
});

/** A record id chosen in a dropdown (a category, a person), or none. */
export const idField = (options: { api?: string | false } = {}): ListField<number | null> => ({
  parse: (raw) => {
    const id = numberWithin(raw, 1, MAX_ID);
    return id !== null && Number.isInteger(id) ? id : null;
  },
  filter: true,
  url: (value) => (value === null ? null : String(value)),
  apiValue: (value) => value ?? undefined,
  ...options,
});

/** A number within a range on a step (the grade slider), defaulting to `fallback`. */
export const stepField = (min: number, max: number, step: number, fallback: number): ListField<number> => ({
  parse: (raw) => {
    const value = numberWithin(raw, min, max);
    return value !== null && Number.isInteger(value / step) ? value : fallback;
  },
  filter: true,
  url: (value) => (value === fallback ? null : String(value)),
  apiValue: (value) => (value === fallback ? undefined : value),
});

/**
 * An amount typed in a filter (a quote in dollars), read by its contract rule the pt-BR way ('4,5', '1.500'), as
 * its exact decimal text ('4.5'); none ('') when empty or refused.
 */
export const amountField = (rule: NumberRule): ListField<string> => ({
  number: { amount: rule },
  fallback: "",
  filter: true,
  url: (value) => value || null,
  text: (value) => formatInput(value, rule.decimals),
});

/** The column the list is sorted by; null is the API's own order. */
export const sortField = <const V extends string>(values: readonly V[], options: { api?: string } = {}): ListField<V | null> => ({
  parse: (raw) => oneOf(values, raw),
  filter: false,
  url: (value) => value,
  apiValue: (value) => value ?? undefined,
  ...options,
});

export const directionField = (options: { api?: string } = {}): ListField<"asc" | "desc"> => ({
  parse: (raw) => (raw === "desc" ? "desc" : "asc"),
  filter: false,
  url: (value) => (value === "asc" ? null : value),
  ...options,
});

/** The page, a whole number as people type it ('1.500' is fifteen hundred: contract/numbers/numbers.ts). */
export const pageField: ListField<number> = {
  number: { whole: { min: 1, max: PAGE_MAX } },
  fallback: 1,
  filter: false,
  url: (value) => (value === 1 ? null : String(value)),
  apiValue: (value) => value,
};

/** List (table, the default) or cards: the screen's choice, never sent to the API. */
export const viewField: ListField<"list" | "cards"> = {
  parse: (raw) => (raw === "cards" ? "cards" : "list"),
  filter: false,
  url: (value) => (value === "list" ? null : value),
  api: false,
};

// ---------------------------------------------------------------- the list

export interface ListDeclaration<F extends Record<string, SomeField>> {
  /** The screen's path, for canonical redirects. */
  path: string;
  /** Every URL parameter, in the order the canonical URL writes them. */
  fields: F;
  /** The sort parameters: the direction is written (and sent) only with a sort field. None: the API's one order. */
  sort?: { by: keyof F & string; direction: keyof F & string };
  /** A last pass over a parsed state (a reversed range put right, say). */
  normalize?: (state: StateOf<F>) => StateOf<F>;
}

/**
 * A list's whole URL state, declared once: from the declaration come parsing, the defaults, the canonical
 * URL, links that change part of the state, the header sort, the filter keys and the API's query.
 */
export const defineList =
  <Api extends Record<string, string | number | undefined>>() =>
  <F extends Record<string, SomeField>>(declaration: ListDeclaration<F>) =>
    buildList<F, Api>(declaration);

function buildList<F extends Record<string, SomeField>, Api extends Record<string, string | number | undefined>>(
  declaration: ListDeclaration<F>,
) {
  type State = StateOf<F>;
  const { fields, sort } = declaration;
  const keys = Object.keys(fields) as (keyof F & string)[];
  // Method syntax keeps ListField<T> assignable to ListField<never>; reading a field back needs its own T.
  const field = (key: keyof F & string) => fields[key] as ListField<unknown>;

  /** The state of the values each field gets from `value` (what ./parse.ts reads, or the defaults). */
  function read(value: (field: SomeField, key: string) => unknown): State {
    const state = Object.fromEntries(keys.map((key) => [key, value(field(key), key)])) as State;
    return declaration.normalize ? declaration.normalize(state) : state;
  }

  const defaults = read((field) => (field.parse ? field.parse(undefined) : field.fallback));
  /** The direction, while no sort field is chosen: neither written nor sent. */
  const idleDirection = (key: string, state: State) => sort !== undefined && key === sort.direction && state[sort.by] === null;

  /** The canonical URL query of a state: only values that differ from the defaults, in a fixed order. */
  function toSearchParams(state: State): URLSearchParams {
    const params = new URLSearchParams();
    for (const key of keys) {
      if (idleDirection(key, state)) continue;
      const text = field(key).url(state[key]);
      if (text !== null && text !== field(key).url(defaults[key])) params.set(key, text);
    }
    return params;
  }

  /** A link's query: the state with some changes. A change of filter or sort goes back to page 1. */
  function hrefWith(state: State, changes: Partial<State>): string {
    const resetsPage = Object.keys(changes).some((key) => key !== "page" && key !== "view");
    const next: State = { ...state, ...(resetsPage ? { page: 1 } : {}), ...changes };
    const query = toSearchParams(next).toString();
    return query ? `?${query}` : "?";
  }

  /** Header click: the same column flips the direction, another one starts ascending. */
  function sortChange(state: State, column: State[keyof F & string]): Partial<State> {
    if (!sort) return {};
    const flip = state[sort.by] === column && state[sort.direction] === "asc";
    return { [sort.by]: column, [sort.direction]: flip ? "desc" : "asc" } as Partial<State>;
  }

  /** The query of the API's list call for a state: page, page size, and what differs from the defaults. */
  function toApiQuery(state: State): Partial<Api> {
    const query: Record<string, string | number | undefined> = { page_size: PAGE_SIZE };
    for (const key of keys) {
      const { api, apiValue, url } = field(key);
      if (api === false || idleDirection(key, state)) continue;
      const value = apiValue ? apiValue(state[key]) : (url(state[key]) ?? undefined);
      if (value !== undefined && value !== "") query[api ?? key] = value;
    }
    return query as Partial<Api>;
  }

  const filterKeys = keys.filter((key) => field(key).filter);

  /** What the filter form carries besides its controls: the sort and the view, as hidden inputs. */
  function carriedParams(state: State): [string, string][] {
    const params = toSearchParams(state);
    return [...params].filter(([key]) => !filterKeys.includes(key) && key !== "page");
  }

  /** One filter as its control shows it: the URL's text, or the field's own (an amount with its decimal comma). */
  const filterText = (state: State, key: keyof F & string) => {
    const { text, url } = field(key);
    return text ? text(state[key]) : (url(state[key]) ?? "");
  };

  /** What an export carries of a state: its filters and sort, not its page or view (every row is exported). */
  const exported = (key: string) => filterKeys.includes(key) || key === sort?.by || key === sort?.direction;

  /** The query of the export links (`/<list>/export.csv?…`): the list's own URL parameters, so a shared link exports the same rows. */
  function exportSearch(state: State): string {
    const query = new URLSearchParams([...toSearchParams(state)].filter(([key]) => exported(key))).toString();
    return query ? `?${query}` : "";
  }

  /** The query of the API's export call for a state: the list call's, without page and page size. */
  function toExportApiQuery(state: State): Partial<Api> {
    const { page_size: _size, page: _page, ...query } = toApiQuery(state) as Record<string, string | number | undefined>;
    return query as Partial<Api>;
  }

  return {
    path: declaration.path,
    read,
    defaults,
    toSearchParams,
    hrefWith,
    sortChange,
    toApiQuery,
    filterKeys,
    carriedParams,
    filterText,
    exportSearch,
    toExportApiQuery,
  };
}

export type ListState<L extends { defaults: unknown }> = L["defaults"];
export type List<S> = {
  path: string;
  read(value: (field: SomeField, key: string) => unknown): S;
  defaults: S;
  toSearchParams(state: S): URLSearchParams;
  hrefWith(state: S, changes: Partial<S>): string;
  filterKeys: string[];
  carriedParams(state: S): [string, string][];
  filterText(state: S, key: string): string;
  exportSearch(state: S): string;
};

/** The list's address for a state: its path and canonical query (where loaders redirect and actions return). */
export function listUrl<S>(list: Pick<List<S>, "path" | "toSearchParams">, state: S): string {
  const query = list.toSearchParams(state).toString();
  return `${list.path}${query ? `?${query}` : ""}`;
}
