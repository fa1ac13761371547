import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import { adminUserCreateSchema, LOOKUP_KIND_LIST, lookupIdSchema, lookupNameSchema, userIdSchema } from "#contract/auth/admin.ts";
import { newPasswordSchema } from "#contract/auth/auth.ts";
import type { KeysWith } from "#contract/fields/field-table.ts";
import { activeSchema, firstNameSchema, lastNameSchema, teamSchema, type UserFields } from "#contract/auth/user-fields.ts";
import { PASSWORDS_DIFFER } from "./profile";

// The administration's forms: the contract's own rules (contract/auth/admin.ts, contract/auth/user-fields.ts), read from form fields.

export const userCreateFormSchema = adminUserCreateSchema;

/**
 * The inputs of every field the user's table marks editable (contract/auth/user-fields.ts `form`): one left out here fails
 * the typecheck. Each is required; an emptied last name means none.
 */
const editShape = {
  first_name: firstNameSchema,
  last_name: lastNameSchema.default(""),
  team: teamSchema,
} satisfies Record<KeysWith<UserFields, "form">, z.ZodType>;

export const userEditFormSchema = z.object({ id: userIdSchema, ...editShape });

export const userActiveFormSchema = z.object({ id: userIdSchema, is_active: activeSchema });

export const passwordResetFormSchema = z
  .object({
    id: userIdSchema,
    password: newPasswordSchema("A nova senha"),
    confirm_password: z.string({ error: "Confirme a nova senha." }),
  })
  .refine((value) => value.password === value.confirm_password, { error: PASSWORDS_DIFFER, path: ["confirm_password"] })
  .transform(({ id, password }) => ({ id, password }));

export const LOOKUP_KIND_UNKNOWN = "Lista desconhecida.";
const kindSchema = z.enum(LOOKUP_KIND_LIST, { error: LOOKUP_KIND_UNKNOWN });
export const lookupAddFormSchema = z.object({ kind: kindSchema, nome: lookupNameSchema });
export const lookupRenameFormSchema = z.object({ kind: kindSchema, id: lookupIdSchema, nome: lookupNameSchema });
export const lookupDeleteFormSchema = z.object({ kind: kindSchema, id: lookupIdSchema });
