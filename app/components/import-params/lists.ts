import type { CurrentField } from "#app/lib/records/conflict.ts";
import { formatMoney, formatPercent, formatQuantity } from "#app/lib/format.ts";
import {
  ANTIDUMPING_KIND_LABELS,
  type Antidumping,
  type Container,
  containerTypeKey,
  type ImportParams,
} from "#contract/landed-cost/import-params.ts";
import { formatDayBr } from "#contract/time/days.ts";
import { CONTAINER_MEASURES, containerName, shownMeasure } from "./containers";

// The lists of the parameters (container types, tax regimes, transit times, antidumping measures) described once
// each: how an item is told apart from the others, named, summed up in a line, and each of its fields shown. From
// these, one function each writes what changed between two versions (the history) and what saving a form would
// change in what is saved now (the conflict notice).

type Regime = ImportParams["regimes"][number];
type Transit = ImportParams["transito"][number];

/** What a field holds, saved (numbers) or sent (exact text): read the same way for comparing. */
type Value = string | number | boolean | null | undefined;

/** One field of an item: its noun in labels ('Frete'), in sentences ('frete'), and its value as a person reads it. */
interface ListField<T> {
  name: keyof T & string;
  noun: string;
  /** The noun inside a sentence of the history; the noun in lower case by default. */
  inSentence?: string;
  /** The unit closing the form's label and the notice's ('Frete do contêiner 40HC (US$)'). */
  unit?: string;
  shown: (item: T) => string;
  /** The value in an item's one-line summary, where it needs its name ("PIS 2,1 %"); `shown` by default. */
  inSummary?: (item: T) => string;
}

/**
 * A list: `T` its items as saved; `I` what tells them apart and names them, which a form's items (exact text) share
 * with the saved ones (numbers).
 */
export interface ListSpec<T extends I, I = T> {
  /** The list's name in the API and the form ('conteineres'). */
  list: string;
  /** What tells two items apart, as the API does ('40hc' and '40HC' are one type). */
  key: (item: I) => string;
  /** The item in the history's sentences ('40HC') and in labels ('contêiner 40HC'). */
  short: (item: I) => string;
  name: (item: I) => string;
  fields: readonly ListField<T>[];
}

/** A value as compared: numbers by what they are (0.40 typed, 0.4 saved), a box ticked or not, text trimmed. */
export function comparableValue(value: Value): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "sim" : "não";
  if (typeof value === "number") return String(value);
  const text = value.trim();
  return text !== "" && Number.isFinite(Number(text)) ? String(Number(text)) : text;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A field's label, in the form and in the notice: "Frete do contêiner 40HC (US$)", "ICMS % do regime 2029". */
const fieldLabel = <T>(field: ListField<T>, itemName: string) => `${field.noun} do ${itemName}${field.unit ? ` (${field.unit})` : ""}`;

/** An item's fields in one line: "68 m³, 26.300 kg, $ 4.300,00". */
export const summary = <T extends I, I>(spec: ListSpec<T, I>, item: T) =>
  spec.fields.map((field) => (field.inSummary ?? field.shown)(item)).join(", ");

/** Every item of a version in one line: "20: 28 m³, … · 40HC: …". */
export const summaries = <T extends I, I>(spec: ListSpec<T, I>, items: readonly T[]) =>
  items.map((item) => `${spec.short(item)}: ${summary(spec, item)}`).join(" · ");

/**
 * What changed in a list from one version to the next, one sentence per item: a field changed ("40HC: frete
 * $ 4.300,00 → $ 4.500,00"), an item added ("45HC incluído: 76 m³, …"), an item removed ("20 removido").
 */
export function listChanges<T extends I, I>(spec: ListSpec<T, I>, before: readonly T[], after: readonly T[]): string[] {
  const earlier = new Map(before.map((item) => [spec.key(item), item]));
  const later = new Set(after.map(spec.key));
  const changes = after.flatMap((item) => {
    const previous = earlier.get(spec.key(item));
    if (!previous) return [`${spec.short(item)} incluído: ${summary(spec, item)}`];
    const moved = spec.fields
      .filter((field) => field.shown(previous) !== field.shown(item))
      .map((field) => `${field.inSentence ?? field.noun.toLowerCase()} ${field.shown(previous)} → ${field.shown(item)}`);
    return moved.length > 0 ? [`${spec.short(item)}: ${moved.join(", ")}`] : [];
  });
  const removed = before.filter((item) => !later.has(spec.key(item))).map((item) => `${spec.short(item)} removido`);
  return [...changes, ...removed];
}

const itemKey = (spec: { list: string }, key: string, field?: string) => `${spec.list}.${key}${field ? `.${field}` : ""}`;

/**
 * The conflict notice's fields of a list sent whole (`S`, as the form read it): each field of an item both have, an
 * item only saved now (saving would remove it) and an item only sent (saving would add it back, or add it).
 */
export function conflictFields<T extends I, I>(spec: ListSpec<T, I>, saved: readonly T[], sent: readonly NoInfer<I>[]): CurrentField[] {
  const sentKeys = new Set(sent.map(spec.key));
  const savedKeys = new Set(saved.map(spec.key));
  const whole = (key: string, name: string, value: string, shown: string) => ({
    name: itemKey(spec, key),
    label: capitalised(name),
    value,
    shown,
  });
  return [
    ...saved.flatMap((item) =>
      sentKeys.has(spec.key(item))
        ? spec.fields.map((field) => ({
            name: itemKey(spec, spec.key(item), field.name),
            label: fieldLabel(field, spec.name(item)),
            value: comparableValue(item[field.name] as Value),
            shown: field.shown(item),
          }))
        : [whole(spec.key(item), spec.name(item), "salvo", summary(spec, item))],
    ),
    ...sent.filter((item) => !savedKeys.has(spec.key(item))).map((item) => whole(spec.key(item), spec.name(item), "", "não cadastrado")),
  ];
}

/** What a form sends of a list, by the notice's names: each item as "enviado", each field as compared. */
export function sentListValues<T extends I, I extends object>(spec: ListSpec<T, I>, sent: readonly NoInfer<I>[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const item of sent) {
    const fields = item as Record<string, unknown>;
    values[itemKey(spec, spec.key(item))] = "enviado";
    for (const field of spec.fields) values[itemKey(spec, spec.key(item), field.name)] = comparableValue(fields[field.name] as Value);
  }
  return values;
}

// ---------------------------------------------------------------- the four lists

export const CONTAINER_LIST: ListSpec<Container, Pick<Container, "tipo">> = {
  list: "conteineres",
  key: (c) => containerTypeKey(c.tipo),
  short: (c) => c.tipo,
  name: (c) => containerName(c.tipo),
  fields: CONTAINER_MEASURES.map(({ name, noun, unit }) => ({ name, noun, unit, shown: (c: Container) => shownMeasure(name, c[name]) })),
};

/** "sem início" / "sem fim", or the day: "01/01/2027". */
export const shownDay = (day: string | null, none: string) => (day ? formatDayBr(day) : none);
/** A regime's vigência: "01/01/2027 a 31/12/2028", "sem início a 31/12/2026". */
export const shownVigencia = (item: { vigente_de: string | null; vigente_ate: string | null }) =>
  `${shownDay(item.vigente_de, "sem início")} a ${shownDay(item.vigente_ate, "sem fim")}`;

/** "regime 2027–2028", or the form's empty row: "novo regime". */
export const regimeName = (nome: string | null) => (nome ? `regime ${nome}` : "novo regime");

const yesNo = (value: boolean) => (value ? "sim" : "não");

/** The regime's rates in the order the page shows them. */
export const REGIME_RATES = [
  { name: "pis_pct", noun: "PIS %" },
  { name: "cofins_pct", noun: "COFINS %" },
  { name: "cbs_pct", noun: "CBS %" },
  { name: "ibs_pct", noun: "IBS %" },
  { name: "icms_pct", noun: "ICMS %" },
] as const;

/** The regime's switches: the form's checkbox label, and the words of the read-only view and the history. */
export const REGIME_FLAGS = [
  {
    name: "cbs_ibs_cobrados",
    label: "CBS e IBS cobrados (desmarcado: valores de teste compensados com PIS/COFINS)",
    noun: "CBS e IBS cobrados",
  },
  { name: "ipi_somente_zfm", label: "IPI só para produtos que concorrem com a ZFM", noun: "IPI só ZFM" },
  { name: "imposto_seletivo", label: "Imposto Seletivo", noun: "Imposto Seletivo" },
  { name: "cbs_ibs_na_base_do_icms", label: "CBS e IBS na base do ICMS", noun: "CBS e IBS na base do ICMS" },
] as const;

export const REGIME_LIST: ListSpec<Regime, Pick<Regime, "nome">> = {
  list: "regimes",
  key: (r) => r.nome.trim().toLowerCase(),
  short: (r) => r.nome,
  name: (r) => regimeName(r.nome),
  fields: [
    { name: "vigente_de", noun: "Vigente de", inSentence: "início", shown: (r) => shownDay(r.vigente_de, "sem início") },
    { name: "vigente_ate", noun: "Vigente até", inSentence: "fim", shown: (r) => shownDay(r.vigente_ate, "sem fim") },
    ...REGIME_RATES.map(({ name, noun }) => ({
      name,
      noun,
      inSentence: noun,
      shown: (r: Regime) => formatPercent(r[name]),
      inSummary: (r: Regime) => `${noun.replace(" %", "")} ${formatPercent(r[name])}`,
    })),
    ...REGIME_FLAGS.map(({ name, noun }) => ({
      name,
      noun,
      inSentence: noun,
      shown: (r: Regime) => yesNo(r[name]),
      inSummary: (r: Regime) => `${noun}: ${yesNo(r[name])}`,
    })),
    {
      name: "estimativa",
      noun: "Fonte da estimativa",
      inSentence: "fonte da estimativa",
      shown: (r) => r.estimativa ?? "nenhuma",
      inSummary: (r) => (r.estimativa ? `estimativa: ${r.estimativa}` : "sem estimativa"),
    },
  ],
};

/** A country by its code: "China (cn)" when its name is known, else the code. */
export type CountryNames = ReadonlyMap<string, string>;
export const countryName = (code: string, names: CountryNames) => {
  const nome = names.get(code.trim().toLowerCase());
  return nome ? `${nome} (${code})` : code;
};

export const transitList = (names: CountryNames): ListSpec<Transit, Pick<Transit, "cod_pais">> => ({
  list: "transito",
  key: (t) => t.cod_pais.trim().toLowerCase(),
  short: (t) => countryName(t.cod_pais, names),
  name: (t) => `trânsito de ${countryName(t.cod_pais, names)}`,
  fields: [{ name: "dias", noun: "Dias", shown: (t) => `${formatQuantity(t.dias)} dias` }],
});

/** "US$ 5,14 por kg", "US$ 0,50 por unidade", "12,5 % do valor aduaneiro". */
export const shownDuty = (m: Pick<Antidumping, "tipo" | "valor">) =>
  m.tipo === "pct"
    ? `${formatPercent(m.valor)} do valor aduaneiro`
    : `${formatMoney(m.valor, "USD", 4)} ${ANTIDUMPING_KIND_LABELS[m.tipo].slice(4)}`;

/** "antidumping 6912 de cn (Resolução GECEX nº 830/2025)". */
const antidumpingName = (m: AntidumpingId) => `antidumping ${m.ncm_prefixo} de ${m.cod_pais} (${m.resolucao})`;

type AntidumpingId = Pick<Antidumping, "ncm_prefixo" | "cod_pais" | "resolucao">;
export const ANTIDUMPING_LIST: ListSpec<Antidumping, AntidumpingId> = {
  list: "antidumping",
  key: (m) => `${m.ncm_prefixo}:${m.cod_pais}:${m.resolucao.trim().toLowerCase()}`,
  short: (m) => `${m.ncm_prefixo} de ${m.cod_pais} (${m.resolucao})`,
  name: antidumpingName,
  fields: [
    { name: "descricao", noun: "Descrição", shown: (m) => m.descricao },
    { name: "tipo", noun: "Tipo", shown: (m) => ANTIDUMPING_KIND_LABELS[m.tipo] },
    { name: "valor", noun: "Valor", shown: (m) => shownDuty(m) },
    { name: "vigente_de", noun: "Vigente de", inSentence: "início", shown: (m) => shownDay(m.vigente_de, "sem início") },
    { name: "vigente_ate", noun: "Vigente até", inSentence: "fim", shown: (m) => shownDay(m.vigente_ate, "sem fim") },
  ],
};
