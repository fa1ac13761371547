import { describeRoute } from "hono-openapi";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";
import { apiErrorSchema } from "#contract/shared/errors.ts";

/** The sections of the reference page, one per resource. */
type Tag =
  | "Autenticação"
  | "Fornecedores"
  | "Documentos"
  | "Certificados"
  | "Sourcings"
  | "Sourcing × fornecedor"
  | "Sourcing × produto"
  | "Pedidos de cotação"
  | "Arquivos e comentários"
  | "Produtos"
  | "Câmbio"
  | "Parâmetros de importação"
  | "Administração"
  | "Atividade"
  | "Documentação";

/**
 * Who may call an operation. The authorization matrix (tests/api/openapi-authorization.test.ts) reads it from
 * the document (`security`), so a route that forgets its guard fails there.
 */
type Access = "public" | "user" | "creator" | "superuser";

/** The role `security` names on operations that only teams other than 1 may call. */
const CREATOR_ROLE = "criar-registros";
/** The role `security` names on operations only administrators (is_superuser) may call. */
const SUPERUSER_ROLE = "administrador";

const ROLES: Partial<Record<Access, string>> = { creator: CREATOR_ROLE, superuser: SUPERUSER_ROLE };

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export interface Operation {
  summary: string;
  tag: Tag;
  description?: string;
  /** Default: any signed-in user. */
  access?: Access;
  /** The query schema the handler parses (`parseQuery`). */
  query?: z.ZodType;
  /** A list that also answers one record with `?id=` (`listOrDetail`). */
  detailById?: boolean;
  /** The record's own other parameters with `?id=` (the product's clearance day). */
  detailQuery?: z.ZodType;
  /** The body schema the handler parses, as JSON (and, for web forms, urlencoded). */
  body?: z.ZodType;
  /**
   * A multipart upload: its fields (text) and file fields (binary), the files optional when `filesOptional`. With
   * `body` too, the operation takes either (JSON without a file, multipart with one).
   */
  multipart?: { fields: z.ZodType; files: string[]; filesOptional?: boolean };
  /** The success reply: a schema, or a description of a reply that is not JSON (a file). */
  reply?: z.ZodType | { description: string; mediaType: string | string[] };
  status?: 200 | 201;
  /** The failures this operation can answer, besides the 401 / 403 / 503 every guarded one can. */
  errors?: ErrorStatus[];
}

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: "Dados inválidos: `detail` diz o quê, `errors` por campo.",
  401: "Sem token, token inválido, expirado ou de sessão encerrada.",
  403: "O usuário não tem permissão (a equipe 1 não cria registros; a administração e os parâmetros de importação são só de administradores).",
  404: "Registro não encontrado.",
  409: "Conflito com o estado atual do registro.",
  410: "Não existe mais: um link de cotação revogado ou vencido.",
  413: "Arquivo ou corpo grande demais.",
  415: "Tipo de conteúdo ou de arquivo não suportado.",
  422: "Pedido válido que não pode ser atendido (uma exportação acima do limite de linhas).",
  429: "Tentativas demais: aguarde o tempo de `Retry-After`.",
  503: "Banco de dados indisponível: tente de novo após `Retry-After`.",
};

/**
 * A zod schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), by zod itself: what a client sends
 * (`input`) for requests, what it receives for replies. Transforms and preprocessing have no JSON form; their
 * declared type stands for them.
 */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): OpenAPIV3_1.SchemaObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(io === "input" ? unwrapPreprocess(schema) : schema, {
    io,
    unrepresentable: "any",
    reused: "inline",
  }) as Record<string, unknown>;
  return rest as OpenAPIV3_1.SchemaObject;
}

/**
 * `z.preprocess(fn, schema)` takes anything and hands `fn`'s result to `schema`; what a client should send is
 * what `schema` accepts (the preprocessing only tidies it, e.g. blank form fields).
 */
function unwrapPreprocess(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform ? unwrapPreprocess(schema.out as z.ZodType) : schema;
}

type Spec = Parameters<typeof describeRoute>[0];
type Parameter = Extract<NonNullable<Spec["parameters"]>[number], { in: string }>;

function queryParameters(schema: z.ZodType): Parameter[] {
  const object = jsonSchema(schema, "input");
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    // The same JSON Schema object; openapi-types spells 3.0's and 3.1's schema types apart.
    schema: property as Parameter["schema"],
  }));
}

const ID_PARAMETER: Parameter = {
  name: "id",
  in: "query",
  required: false,
  description: "Um registro só: a resposta é uma lista de um item (ou vazia); os outros parâmetros são ignorados.",
  schema: { type: "integer", minimum: 1, maximum: 2147483647 },
};

function requestBody(operation: Operation): OpenAPIV3_1.RequestBodyObject | undefined {
  const content: Record<string, OpenAPIV3_1.MediaTypeObject> = {};
  if (operation.body) {
    const schema = jsonSchema(operation.body, "input");
    content["application/json"] = { schema };
    content["application/x-www-form-urlencoded"] = { schema };
  }
  if (operation.multipart) {
    const { files, filesOptional = false } = operation.multipart;
    const fields = jsonSchema(operation.multipart.fields, "input");
    const binary: OpenAPIV3_1.SchemaObject = { type: "string", format: "binary" };
    content["multipart/form-data"] = {
      schema: {
        ...fields,
        type: "object",
        properties: { ...fields.properties, ...Object.fromEntries(files.map((name) => [name, binary])) },
        required: [...(fields.required ?? []), ...(filesOptional ? [] : files)],
      },
    };
  }
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

const errorSchema = jsonSchema(apiErrorSchema, "output");

function responses(operation: Operation): OpenAPIV3_1.ResponsesObject {
  const status = operation.status ?? 200;
  const reply = operation.reply;
  const success: OpenAPIV3_1.ResponseObject =
    reply === undefined
      ? { description: "Sucesso." }
      : reply instanceof z.ZodType
        ? { description: "Sucesso.", content: { "application/json": { schema: jsonSchema(reply, "output") } } }
        : {
            description: reply.description,
            content: Object.fromEntries([reply.mediaType].flat().map((type) => [type, { schema: { type: "string", format: "binary" } }])),
          };
  const access = operation.access ?? "user";
  const errors = new Set<ErrorStatus>([...(operation.errors ?? []), 503]);
  if (access !== "public") errors.add(401);
  if (access === "creator" || access === "superuser") errors.add(403);
  if (operation.query || operation.body || operation.multipart) errors.add(400);
  const failures = [...errors]
    .sort()
    .map((code) => [code, { description: ERROR_TEXT[code], content: { "application/json": { schema: errorSchema } } }]);
  return { [status]: success, ...Object.fromEntries(failures) };
}

/** One route's entry in the OpenAPI document, built from the same schemas its handler validates with. */
export function describe(operation: Operation) {
  const access = operation.access ?? "user";
  return describeRoute({
    summary: operation.summary,
    description: operation.description,
    tags: [operation.tag],
    // A role on the bearer scheme (OpenAPI 3.1 allows roles for non-OAuth schemes): creations need a team ≠ 1,
    // the import parameters' changes an administrator.
    security: access === "public" ? [] : [{ bearer: ROLES[access] ? [ROLES[access]] : [] }],
    parameters: operation.query
      ? [
          ...queryParameters(operation.query),
          ...(operation.detailById ? [ID_PARAMETER] : []),
          ...(operation.detailQuery ? queryParameters(operation.detailQuery) : []),
        ]
      : undefined,
    requestBody: requestBody(operation),
    responses: responses(operation),
  });
}
