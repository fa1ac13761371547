import {
  type ImportParamsUpdate,
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

/** PUT /api/import-params/ (administrators only): a new version. */
export function saveImportParams(api: ApiClient, payload: ImportParamsUpdate) {
  return api.json(PATH, importParamsSavedReplySchema, { method: "PUT", json: payload });
}
