import { conflictNotice, type CurrentField } from "#app/lib/records/conflict.ts";
import { formatPercent } from "#app/lib/format.ts";
import {
  IMPORT_PARAM_FIELDS,
  IMPORTER_REGIME_LABELS,
  type ImportParamsUpdateValues,
  importParamsSchema,
} from "#contract/landed-cost/import-params.ts";
import {
  ANTIDUMPING_LIST,
  comparableValue,
  CONTAINER_LIST,
  conflictFields,
  type CountryNames,
  REGIME_LIST,
  sentListValues,
  transitList,
} from "./lists";
import { categoryLabels, IMPORTER_REGIME_LABEL, shownNcm, shownValue } from "./values";

/** The current parameters of a 409 (the GET's shape); the conflict helper names the version `version`. */
const currentSchema = importParamsSchema.transform((params) => ({ ...params, version: params.versao }));

const CATEGORY_RATES = ["ii_pct", "ipi_pct", "is_pct"] as const;
// Names of the compared values: the scalars keep their own, a category's fields carry its id.
const categoryKey = (id: number, field: "ncm" | (typeof CATEGORY_RATES)[number]) => `categorias.${id}.${field}`;

type Saved = ReturnType<typeof currentSchema.parse>;

/** The lists a form sends (each may be left out: the API keeps it), compared item by item. */
function listFields(saved: Saved, sent: ImportParamsUpdateValues, names: CountryNames): CurrentField[] {
  return [
    ...(sent.conteineres ? conflictFields(CONTAINER_LIST, saved.conteineres, sent.conteineres) : []),
    ...(sent.regimes ? conflictFields(REGIME_LIST, saved.regimes, sent.regimes) : []),
    ...(sent.transito ? conflictFields(transitList(names), saved.transito, sent.transito) : []),
    ...(sent.antidumping ? conflictFields(ANTIDUMPING_LIST, saved.antidumping, sent.antidumping) : []),
  ];
}

/**
 * What was sent, as numbers read back to text, so "0.40" typed and 0.4 saved count as the same value (the form
 * posts what was typed; the API answers numbers). NCM as its 8 digits, as the API keeps it.
 */
function sentValues(sent: ImportParamsUpdateValues, names: CountryNames): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(IMPORT_PARAM_FIELDS.map(({ name }) => [name, comparableValue(sent[name])]));
  values.regime_importador = sent.regime_importador ?? "";
  for (const category of sent.categorias) {
    values[categoryKey(category.id_categoria, "ncm")] = category.ncm;
    for (const rate of CATEGORY_RATES) values[categoryKey(category.id_categoria, rate)] = comparableValue(category[rate]);
  }
  return {
    ...values,
    ...sentListValues(CONTAINER_LIST, sent.conteineres ?? []),
    ...sentListValues(REGIME_LIST, sent.regimes ?? []),
    ...sentListValues(transitList(names), sent.transito ?? []),
    ...sentListValues(ANTIDUMPING_LIST, sent.antidumping ?? []),
  };
}

/**
 * The conflict notice of the parameters page (docs/decisions/0057-import-params-optimistic-concurrency.md): every
 * field whose saved value differs from what `sent` would write, labelled as the form labels it. Categories the
 * form did not send (one created after the page was loaded) are left out: saving keeps their rates. The lists
 * (container types, regimes, transit, antidumping) are sent whole, so every difference is listed, an item added or
 * removed meanwhile too. `names`: the countries' names, for the transit's labels.
 */
export function importParamsConflict(current: unknown, sent: ImportParamsUpdateValues, names: CountryNames = new Map()) {
  const sentCategories = new Set(sent.categorias.map((c) => c.id_categoria));
  const notice = conflictNotice(currentSchema, (params) => [
    // A scalar left out (an API client's save) keeps its value: only those sent are compared.
    ...IMPORT_PARAM_FIELDS.filter(({ name }) => sent[name] !== undefined).map(({ name, label }) => ({
      name,
      label,
      value: comparableValue(params[name]),
      shown: shownValue(name, params),
    })),
    ...(sent.regime_importador
      ? [
          {
            name: "regime_importador",
            label: IMPORTER_REGIME_LABEL,
            value: params.regime_importador,
            shown: IMPORTER_REGIME_LABELS[params.regime_importador],
          },
        ]
      : []),
    ...params.categorias
      .filter((category) => sentCategories.has(category.id_categoria))
      .flatMap((category): CurrentField[] => {
        const labels = categoryLabels(category.nome);
        const id = category.id_categoria;
        return [
          { name: categoryKey(id, "ncm"), label: labels.ncm, value: category.ncm ?? "", shown: shownNcm(category.ncm) },
          ...CATEGORY_RATES.map((rate) => ({
            name: categoryKey(id, rate),
            label: labels[rate],
            value: comparableValue(category[rate]),
            shown: formatPercent(category[rate]),
          })),
        ];
      }),
    ...listFields(params, sent, names),
  ]);
  return notice(current, sentValues(sent, names));
}
