import { conflictNotice, type CurrentField } from "~/lib/records/conflict";
import { formatPercent } from "~/lib/format";
import {
  type Container,
  containerTypeKey,
  IMPORT_PARAM_FIELDS,
  type ImportParamsUpdateValues,
  importParamsSchema,
} from "../../../contract/import-params";
import { CONTAINER_MEASURES, measureLabel, shownContainer, shownMeasure } from "./containers";
import { categoryLabels, shownNcm, shownValue } from "./values";

/** The current parameters of a 409 (the GET's shape); the conflict helper names the version `version`. */
const currentSchema = importParamsSchema.transform((params) => ({ ...params, version: params.versao }));

// Names of the compared values: the scalars keep their own, a category's fields carry its id.
const categoryKey = (id: number, field: "ncm" | "ii_pct" | "ipi_pct") => `categorias.${id}.${field}`;
// A container type is named by its type (as the API tells them apart); a whole type by its own name.
const containerKey = (tipo: string, field?: string) => `conteineres.${containerTypeKey(tipo)}${field ? `.${field}` : ""}`;

/**
 * What was sent, as numbers read back to text, so "0.40" typed and 0.4 saved count as the same value (the form
 * posts what was typed; the API answers numbers). NCM as its 8 digits, as the API keeps it.
 */
function sentValues(sent: ImportParamsUpdateValues): Record<string, string> {
  const values: Record<string, string> = Object.fromEntries(IMPORT_PARAM_FIELDS.map(({ name }) => [name, String(Number(sent[name]))]));
  for (const category of sent.categorias) {
    values[categoryKey(category.id_categoria, "ncm")] = category.ncm;
    values[categoryKey(category.id_categoria, "ii_pct")] = String(Number(category.ii_pct));
    values[categoryKey(category.id_categoria, "ipi_pct")] = String(Number(category.ipi_pct));
  }
  for (const container of sent.conteineres ?? []) {
    values[containerKey(container.tipo)] = "enviado";
    for (const { name } of CONTAINER_MEASURES) values[containerKey(container.tipo, name)] = String(Number(container[name]));
  }
  return values;
}

/**
 * The container types as saving `sent` would change them: each measure of a type both have, a type only saved now
 * (saving would remove it) and a type only sent (saving would add it back, or add it).
 */
function containerFields(saved: Container[], sent: ImportParamsUpdateValues["conteineres"] = []): CurrentField[] {
  const sentTypes = new Set(sent.map((c) => containerTypeKey(c.tipo)));
  const savedTypes = new Set(saved.map((c) => containerTypeKey(c.tipo)));
  const whole = (tipo: string, value: string, shown: string) => ({ name: containerKey(tipo), label: `Contêiner ${tipo}`, value, shown });
  return [
    ...saved.flatMap((container) =>
      sentTypes.has(containerTypeKey(container.tipo))
        ? CONTAINER_MEASURES.map((measure) => ({
            name: containerKey(container.tipo, measure.name),
            label: measureLabel(measure, container.tipo),
            value: String(container[measure.name]),
            shown: shownMeasure(measure.name, container[measure.name]),
          }))
        : [whole(container.tipo, "salvo", shownContainer(container))],
    ),
    ...sent.filter((c) => !savedTypes.has(containerTypeKey(c.tipo))).map((c) => whole(c.tipo, "", "não cadastrado")),
  ];
}

/**
 * The conflict notice of the parameters page (docs/decisions/0057-import-params-optimistic-concurrency.md): every
 * field whose saved value differs from what `sent` would write, labelled as the form labels it. Categories the
 * form did not send (one created after the page was loaded) are left out: saving keeps their rates. The container
 * types are sent whole, so every difference is listed, a type added or removed meanwhile too.
 */
export function importParamsConflict(current: unknown, sent: ImportParamsUpdateValues) {
  const sentCategories = new Set(sent.categorias.map((c) => c.id_categoria));
  const notice = conflictNotice(currentSchema, (params) => [
    ...IMPORT_PARAM_FIELDS.map(({ name, label }) => ({ name, label, value: String(params[name]), shown: shownValue(name, params) })),
    ...params.categorias
      .filter((category) => sentCategories.has(category.id_categoria))
      .flatMap(({ id_categoria: id, nome, ncm, ii_pct, ipi_pct }) => {
        const labels = categoryLabels(nome);
        return [
          { name: categoryKey(id, "ncm"), label: labels.ncm, value: ncm ?? "", shown: shownNcm(ncm) },
          { name: categoryKey(id, "ii_pct"), label: labels.ii_pct, value: String(ii_pct), shown: formatPercent(ii_pct) },
          { name: categoryKey(id, "ipi_pct"), label: labels.ipi_pct, value: String(ipi_pct), shown: formatPercent(ipi_pct) },
        ];
      }),
    ...(sent.conteineres ? containerFields(params.conteineres, sent.conteineres) : []),
  ]);
  return notice(current, sentValues(sent));
}
