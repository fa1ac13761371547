import { z } from "zod";
import { EMAIL_REQUIRED, newPasswordSchema, profileSchema, USER_NOT_FOUND } from "./auth";
import { inputShape } from "#contract/fields/field-table.ts";
import { idSchema } from "#contract/shared/ids.ts";
import { listParams, withoutBlanks } from "#contract/lists/list-query.ts";
import { listPageReplySchema } from "#contract/shared/replies.ts";
import { firstNameSchema, lastNameSchema, teamSchema, USER_FIELDS } from "./user-fields";

// ---------------------------------------------------------------- users

const EMAIL_MAX = 254;

/** POST /api/admin/users/ */
export const adminUserCreateSchema = z.object({
  first_name: firstNameSchema,
  last_name: lastNameSchema.default(""),
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .max(EMAIL_MAX, { error: `O e-mail pode ter no máximo ${EMAIL_MAX} caracteres.` })
    .pipe(z.email({ error: "Informe um e-mail válido." })),
  team: teamSchema,
  password: newPasswordSchema("A senha"),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const userIdSchema = idSchema("Informe o id do usuário.", "Id de usuário inválido.");

/** The alter's fields: each one the user's table takes an input for (contract/auth/user-fields.ts), and a new password. */
const alterShape = { ...inputShape(USER_FIELDS), password: newPasswordSchema("A nova senha").optional() };
const ALTERED = Object.keys(alterShape);

/** PATCH /api/admin/users/: the id and any of the fields. */
export const adminUserUpdateSchema = z
  .object({ id: userIdSchema, ...alterShape })
  .refine((body) => Object.keys(body).some((key) => key !== "id"), {
    error: `Informe ao menos um campo: ${ALTERED.slice(0, -1).join(", ")} ou ${ALTERED.at(-1)}.`,
  });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/**
 * A user as the administration lists them: the profile's fields without its picture and join date. Named here, not
 * read from the user's table: this reply has its own order (`is_active` before `is_superuser`), which a pick keeps
 * (in the OpenAPI document, and in the reply, which the server reads through this schema).
 */
export const adminUserSchema = profileSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  team: true,
  team_name: true,
  is_active: true,
  is_superuser: true,
  last_login: true,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const ADMIN_USERS_PAGE_MAX = 100;
/** GET /api/admin/users/: a page of every user, active or not, by name; `search` in name or e-mail. */
export const adminUserListQuerySchema = z.preprocess(withoutBlanks, z.object(listParams(ADMIN_USERS_PAGE_MAX)));
export const adminUserListReplySchema = listPageReplySchema(adminUserSchema);
/** What a client sends: every parameter as text or number, all optional. */
export type AdminUserListApiQuery = { [K in keyof z.output<typeof adminUserListQuerySchema>]?: string | number };

export const ADMIN_USER_MESSAGES = {
  created: "Usuário criado.",
  updated: "Usuário atualizado.",
  notFound: USER_NOT_FOUND,
  emailTaken: "Já existe um usuário com este e-mail.",
  lastSuperuser: "Não é possível desativar o último administrador ativo.",
  ownPassword: "Para trocar a sua própria senha, use Meu Perfil.",
  forbidden: "Apenas administradores podem acessar a administração.",
} as const;

// ---------------------------------------------------------------- lookup lists

/** The lookup lists an administrator edits, by the `kind` of their path, with their Portuguese names. */
export const LOOKUP_KINDS = {
  segmentos: "Segmentos",
  sources: "Origens (sources)",
  tipos: "Tipos de fornecedor",
  "categorias-sourcing": "Categorias de sourcing",
  "categorias-produto": "Categorias de produto",
  "tipos-certificado": "Tipos de certificado",
} as const;
export type LookupKind = keyof typeof LOOKUP_KINDS;
export const LOOKUP_KIND_LIST = Object.keys(LOOKUP_KINDS) as LookupKind[];
export const isLookupKind = (value: unknown): value is LookupKind => typeof value === "string" && Object.hasOwn(LOOKUP_KINDS, value);

export const LOOKUP_NAME_MAX = 100;
const LOOKUP_NAME_REQUIRED = "Informe o nome.";
export const lookupNameSchema = z
  .string({ error: LOOKUP_NAME_REQUIRED })
  .trim()
  .min(1, { error: LOOKUP_NAME_REQUIRED })
  .max(LOOKUP_NAME_MAX, { error: `O nome pode ter no máximo ${LOOKUP_NAME_MAX} caracteres.` });
export const lookupIdSchema = idSchema("Informe o id do item.", "Id de item inválido.");

export const lookupCreateSchema = z.object({ nome: lookupNameSchema });
export const lookupRenameSchema = z.object({ id: lookupIdSchema, nome: lookupNameSchema });
export const lookupDeleteSchema = z.object({ id: lookupIdSchema });

/** GET /api/admin/lookups/<kind>/: each value with the number of records that use it. */
const adminLookupSchema = z.object({ id: z.number(), nome: z.string(), em_uso: z.number() });
export type AdminLookup = z.infer<typeof adminLookupSchema>;
export const adminLookupListSchema = z.array(adminLookupSchema);

export const LOOKUP_MESSAGES = {
  exists: "Já existe.",
  notFound: "Item não encontrado.",
  added: "Item adicionado.",
  renamed: "Item renomeado.",
  deleted: "Item excluído.",
} as const;

/** The 409 of a delete refused because records still use the value. */
export const lookupInUse = (count: number) => `Em uso por ${count} ${count === 1 ? "registro" : "registros"}.`;
