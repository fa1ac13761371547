import "../../../contract/zod-locale";
import { z } from "zod";
import {
  activeSchema,
  adminUserCreateSchema,
  firstNameSchema,
  lastNameSchema,
  LOOKUP_KIND_LIST,
  lookupIdSchema,
  lookupNameSchema,
  teamSchema,
  userIdSchema,
} from "../../../contract/admin";
import { newPasswordSchema } from "../../../contract/auth";
import { PASSWORDS_DIFFER } from "./profile";

// The administration's forms: the contract's own rules (contract/admin.ts), read from form fields.

export const userCreateFormSchema = adminUserCreateSchema;

export const userEditFormSchema = z.object({
  id: userIdSchema,
  first_name: firstNameSchema,
  last_name: lastNameSchema.default(""),
  team: teamSchema,
});

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
