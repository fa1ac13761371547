import {
  adminLookupListSchema,
  type AdminUserCreate,
  type AdminUserListApiQuery,
  adminUserListReplySchema,
  type AdminUserUpdate,
  type LookupKind,
} from "#contract/auth/admin.ts";
import { createdIdReplySchema, messageReplySchema } from "#contract/shared/replies.ts";
import type { ApiClient } from "./api.server";

const USERS_PATH = "/api/admin/users/";
const lookupsPath = (kind: LookupKind) => `/api/admin/lookups/${kind}/`;

/** GET /api/admin/users/: a page of every user, active or not, by name; `search` in name or e-mail. */
export function listAdminUsers(api: ApiClient, query: AdminUserListApiQuery) {
  return api.json(USERS_PATH, adminUserListReplySchema, { query });
}

/** POST /api/admin/users/ */
export function createAdminUser(api: ApiClient, user: AdminUserCreate) {
  return api.json(USERS_PATH, createdIdReplySchema, { method: "POST", json: user });
}

/** PATCH /api/admin/users/: the id and the fields that change. */
export function updateAdminUser(api: ApiClient, changes: AdminUserUpdate) {
  return api.json(USERS_PATH, messageReplySchema, { method: "PATCH", json: changes });
}

/** GET /api/admin/lookups/<kind>/: each value with the number of records that use it. */
export function listAdminLookup(api: ApiClient, kind: LookupKind) {
  return api.json(lookupsPath(kind), adminLookupListSchema);
}

export function addLookup(api: ApiClient, kind: LookupKind, nome: string) {
  return api.json(lookupsPath(kind), createdIdReplySchema, { method: "POST", json: { nome } });
}

export function renameLookup(api: ApiClient, kind: LookupKind, id: number, nome: string) {
  return api.json(lookupsPath(kind), messageReplySchema, { method: "PATCH", json: { id, nome } });
}

export function deleteLookup(api: ApiClient, kind: LookupKind, id: number) {
  return api.json(lookupsPath(kind), messageReplySchema, { method: "DELETE", json: { id } });
}
