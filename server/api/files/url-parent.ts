import type { Context } from "hono";
import { notFound } from "#server/api/errors.ts";
import type { ApiEnv } from "#server/api/types.ts";

/** The field of a multipart upload that names its parent record, and what a child of another parent answers. */
export interface UrlParent {
  field: string;
  notFound: string;
}

/**
 * An upload's fields with its parent as the page's URL names it (ADR 0074): the web tier streams a form it never
 * reads, so it sends the parent of its URL beside the body, in the query (`?supplier_id=7`). Given, the body's own
 * parent must be the same one (another parent's is not found, as a record that does not exist), and a body without
 * one takes it. Without it (a direct API call), the body's fields are what they are.
 */
export function withUrlParent(
  c: Context<ApiEnv>,
  fields: Record<string, string | undefined>,
  parent: UrlParent | undefined,
): Record<string, string | undefined> {
  if (parent === undefined) return fields;
  const named = c.req.query(parent.field);
  if (named === undefined) return fields;
  const sent = fields[parent.field];
  if (sent !== undefined && sent.trim() !== named.trim()) throw notFound(parent.notFound);
  return { ...fields, [parent.field]: named };
}
