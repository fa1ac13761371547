import { typedDecimal } from "#contract/numbers/number-field.ts";
import {
  IMPORT_PARAM_FIELDS,
  type ImportParamsUpdate,
  type ImportParamsUpdateValues,
  importParamsSavedReplySchema,
  importParamsSchema,
  importParamsVersionsReplySchema,
  REGIME_RATE_FIELDS,
} from "#contract/landed-cost/import-params.ts";
import type { ApiClient } from "./api.server";

const PATH = "/api/import-params/";
const REGIME_RATES = Object.keys(REGIME_RATE_FIELDS) as (keyof typeof REGIME_RATE_FIELDS)[];

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
  const categorias = values.categorias.map((c) => ({
    ...c,
    ii_pct: typedDecimal(c.ii_pct),
    ipi_pct: typedDecimal(c.ipi_pct),
    is_pct: typedDecimal(c.is_pct),
  }));
  // Each list left out (undefined), the API keeps the one in force.
  const conteineres = values.conteineres?.map((c) => ({
    ...c,
    m3_util: typedDecimal(c.m3_util),
    kg_max: typedDecimal(c.kg_max),
    frete_usd: typedDecimal(c.frete_usd),
  }));
  const regimes = values.regimes?.map((r) => ({
    ...r,
    ...Object.fromEntries(REGIME_RATES.map((name) => [name, typedDecimal(r[name])])),
  }));
  const antidumping = values.antidumping?.map((m) => ({ ...m, valor: typedDecimal(m.valor) }));
  return { ...values, ...scalars, categorias, conteineres, regimes, antidumping };
}

/** PUT /api/import-params/ (administrators only): a new version, with the lists given. */
export function saveImportParams(api: ApiClient, values: ImportParamsUpdateValues) {
  return api.json(PATH, importParamsSavedReplySchema, { method: "PUT", json: typedPayload(values) });
}
