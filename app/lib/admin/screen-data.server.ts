import { data } from "react-router";
import { ApiFailure, settle } from "#app/services/api.server.ts";

/**
 * An administration screen's data: the API decides who may see it, and its refusal (403 for anyone but a
 * superuser) becomes the screen's status page, with the API's Portuguese message.
 */
export async function adminData<T>(call: Promise<T>, fallback: string): Promise<T> {
  const result = await settle(call);
  if (result instanceof ApiFailure) throw data(result.messageOr(fallback), { status: result.status });
  return result;
}
