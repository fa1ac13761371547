import { z } from "zod";
import {
  changePasswordReplySchema,
  pictureReplySchema,
  profileSchema,
  type Profile,
  teamUsersReplySchema,
  tokenPairSchema,
} from "#contract/auth/auth.ts";
import type { RequestSession } from "#app/sessions.server.ts";
import type { ApiClient } from "./api.server";

export async function login(api: ApiClient, session: RequestSession, email: string, password: string) {
  const tokens = await api.json("/auth/login/", tokenPairSchema, {
    method: "POST",
    json: { email, password },
    auth: false,
  });
  session.setTokens(tokens);
}

export async function logout(api: ApiClient, session: RequestSession) {
  const refresh = session.refresh;
  session.clear();
  if (refresh) {
    // Revoking is best effort: the session is gone from the browser either way.
    await api.call("/auth/logout/", { method: "POST", json: { refresh }, auth: false }).catch(() => undefined);
  }
}

/** The signed-in user, read from the API once per request (an `ApiClient` is one request's), however many loaders ask. */
export async function getProfile(api: ApiClient): Promise<Profile> {
  return (await api.profile()).profile;
}

export function updateProfile(api: ApiClient, names: { first_name: string; last_name: string }): Promise<Profile> {
  api.forgetProfile();
  return api.json("/auth/profile/", profileSchema, { method: "PATCH", json: names });
}

export async function changePassword(api: ApiClient, session: RequestSession, passwords: { old_password: string; new_password: string }) {
  const reply = await api.json("/auth/change-password/", changePasswordReplySchema, { method: "PUT", json: passwords });
  // The API ends every other session; this one carries on with the pair it returned.
  session.setTokens(reply);
}

/** Streams the browser's multipart body (field profile_pic) straight through to the API. */
export async function uploadProfilePicture(api: ApiClient, body: ReadableStream<Uint8Array>, contentType: string) {
  await api.ensureFresh();
  api.forgetProfile();
  return api.json("/auth/profile/picture/", z.object({ detail: z.string() }), { method: "PATCH", body, contentType });
}

export function getProfilePicture(api: ApiClient) {
  return api.json("/auth/profile/picture/get/", pictureReplySchema);
}

export function listTeamUsers(api: ApiClient, team: 2 | 3) {
  return api.json(`/auth/users/team/${team}/`, teamUsersReplySchema);
}
