import { z } from "zod";
import type { TestApi } from "./api.ts";

/** What the generated suites read of the API's own description (`/api/openapi.json`). */
const schemaObject: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      type: z.union([z.string(), z.array(z.string())]).optional(),
      properties: z.record(z.string(), schemaObject).optional(),
      required: z.array(z.string()).optional(),
      items: schemaObject.optional(),
      enum: z.array(z.unknown()).optional(),
      anyOf: z.array(schemaObject).optional(),
      oneOf: z.array(schemaObject).optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      maxLength: z.number().optional(),
      format: z.string().optional(),
    })
    .loose(),
);
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
}

const operationSchema = z.object({
  summary: z.string(),
  tags: z.array(z.string()).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z
    .array(z.object({ name: z.string(), in: z.string(), required: z.boolean().optional(), schema: schemaObject.optional() }))
    .optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: schemaObject })) }).optional(),
});

const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), operationSchema)) });

export interface Operation {
  method: string;
  path: string;
  summary: string;
  /** Its section of the reference (one per resource). */
  tag: string;
  access: "public" | "user" | "creator" | "superuser";
  query: { name: string; required: boolean; schema: JsonSchema }[];
  pathParams: string[];
  json?: JsonSchema;
  multipart?: JsonSchema;
}

/** Every operation of the document, with who may call it and what it reads. */
export async function operationsOf(t: TestApi): Promise<Operation[]> {
  const reply = await t.request("/api/openapi.json");
  const document = documentSchema.parse(await reply.json());
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): Operation => {
      const roles = op.security?.flatMap((requirement) => Object.values(requirement).flat()) ?? [];
      const access =
        !op.security || op.security.length === 0
          ? "public"
          : roles.includes("criar-registros")
            ? "creator"
            : roles.includes("administrador")
              ? "superuser"
              : "user";
      const parameters = op.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        summary: op.summary,
        tag: op.tags?.[0] ?? "",
        access,
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} })),
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        json: op.requestBody?.content["application/json"]?.schema,
        multipart: op.requestBody?.content["multipart/form-data"]?.schema,
      };
    }),
  );
}

/** The path with each `{param}` replaced. */
export const concretePath = (operation: Operation, value = "1") => operation.path.replace(/\{\w+\}/g, value);

/** English defaults of zod or of the stack that must never reach a client. */
export const ENGLISH = /\b(Invalid|expected|received|Required|Too (big|small)|Unrecognized|Unexpected|undefined|must be|is not)\b/;

/** Where an operation reads a field: its query string, its path, its JSON body or its multipart fields. */
type IdPlace = "query" | "path" | "json" | "multipart";

/** An id an operation reads: where, and its path in the body (`["itens", 0, "id_product"]` for a list's item). */
export interface IdField {
  place: IdPlace;
  path: (string | number)[];
}

/**
 * A field names a record when it is called `id`, `ids`, `id_<record>` or `<record>_id`, a path's `{team}`, or is
 * described with the id's bounds (a version): every such field is an int4 id, 1 to 2147483647.
 */
const ID_NAME = /^(ids?|id_\w+|\w+_id|team)$/;
const isIdField = (name: string, schema: JsonSchema | undefined) =>
  ID_NAME.test(name) || (schema?.minimum === 1 && schema.maximum === 2_147_483_647);

/** The id fields of a body's schema (its alternatives merged), those of its lists' items as `[list, 0, field]`. */
function bodyIds(schema: JsonSchema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    if (property.format === "binary") return [];
    const nested = property.type === "array" ? bodyIds(property.items, [...prefix, name, 0]) : [];
    // The user list's `team` is 1, 2 or 3 in a body, not a record's id: only its path parameter is one.
    const own = name !== "team" && isIdField(name, property) && property.type !== "array" ? [[...prefix, name]] : [];
    return [...own, ...nested];
  });
  const seen = new Set<string>();
  return [...own, ...alternatives.flatMap((alternative) => bodyIds(alternative, prefix))].filter((path) => {
    const key = path.join(".");
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Every id field of an operation, in its query, its path and its bodies. */
export function idFieldsOf(operation: Operation): IdField[] {
  return [
    ...operation.query.filter((p) => isIdField(p.name, p.schema)).map((p): IdField => ({ place: "query", path: [p.name] })),
    ...operation.pathParams.filter((name) => isIdField(name, undefined)).map((name): IdField => ({ place: "path", path: [name] })),
    ...bodyIds(operation.json).map((path): IdField => ({ place: "json", path })),
    ...bodyIds(operation.multipart).map((path): IdField => ({ place: "multipart", path })),
  ];
}
