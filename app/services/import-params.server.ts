import { typedDecimal } from "../../contract/number-field";
import {
  IMPORT_PARAM_FIELDS,
  type ImportParamsUpdate,
  type ImportParamsUpdateValues,
  importParamsSavedReplySchema,
  importParamsSchema,
  importParamsVersionsReplySchema,
} from "../../contract/import-params";
import type { ApiClient } from "./api.server";

const PATH = "/api/import-params/";

/** GET /api/import-params/: the parameters in force. */
export function getImportParams(api: ApiClient) {
  return api.json(PATH, importParamsSchema);
}

/** GET /api/import-params/versions/: every version, newest first. */
export async function getImportParamVersions(api: ApiClient) {
  return (await api.json(`${PATH}versions/`, importParamsVersionsReplySchema)).results;
}

/**
 * The form's values as read (exact decimal text) in the payload's terms: each number as a person types it, which
 * the API reads back the same ('9.655' sent as it is would be read as 9655).
 */
function typedPayload(values: ImportParamsUpdateValues): ImportParamsUpdate {
  const scalars = Object.fromEntries(IMPORT_PARAM_FIELDS.map(({ name }) => [name, typedDecimal(values[name])]));
  const categorias = values.categorias.map((c) => ({ ...c, ii_pct: typedDecimal(c.ii_pct), ipi_pct: typedDecimal(c.ipi_pct) }));
  // Left out (undefined), the API keeps the container types in force.
  const conteineres = values.conteineres?.map((c) => ({
    ...c,
    m3_util: typedDecimal(c.m3_util),
    kg_max: typedDecimal(c.kg_max),
    frete_usd: typedDecimal(c.frete_usd),
  }));
  return { ...values, ...scalars, categorias, conteineres };
}

/** PUT /api/import-params/ (administrators only): a new version, with the container types when given. */
export function saveImportParams(api: ApiClient, values: ImportParamsUpdateValues) {
  return api.json(PATH, importParamsSavedReplySchema, { method: "PUT", json: typedPayload(values) });
}
