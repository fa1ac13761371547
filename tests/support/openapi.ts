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
