import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import { PASSWORD_MIN } from "#contract/auth/auth.ts";
import type { KeysWith } from "#contract/fields/field-table.ts";
import { firstNameSchema, LAST_NAME_TOO_LONG, NAME_MAX, type UserNameFields } from "#contract/auth/user-fields.ts";

/** The names' inputs (contract/auth/user-fields.ts `USER_NAME_FIELDS`): one left out here fails the typecheck. */
const namesShape = {
  first_name: firstNameSchema,
  // An emptied last name means none. Not `lastNameSchema`: a value that is not text gets zod's own message here.
  last_name: z.string().trim().max(NAME_MAX, { error: LAST_NAME_TOO_LONG }).default(""),
} satisfies Record<KeysWith<UserNameFields, "form">, z.ZodType>;

export const profileFormSchema = z.object({ intent: z.literal("update-profile"), ...namesShape });

const FILL_ALL_PASSWORD_FIELDS = "Preencha todos os campos.";
export const PASSWORDS_DIFFER = "A nova senha e a confirmação não coincidem.";

export const passwordFormSchema = z
  .object({
    intent: z.literal("change-password"),
    old_password: z.string().optional(),
    new_password: z.string().optional(),
    confirm_password: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.old_password || !value.new_password || !value.confirm_password) {
      ctx.addIssue({ code: "custom", message: FILL_ALL_PASSWORD_FIELDS, path: [] });
      return;
    }
    if (value.new_password !== value.confirm_password) {
      ctx.addIssue({ code: "custom", message: PASSWORDS_DIFFER, path: ["confirm_password"] });
      return;
    }
    if (value.new_password.length < PASSWORD_MIN) {
      ctx.addIssue({
        code: "custom",
        message: `A nova senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`,
        path: ["new_password"],
      });
    }
  })
  .transform((v) => ({ old_password: v.old_password ?? "", new_password: v.new_password ?? "" }));

export const PICTURE_TYPES = ["image/png", "image/jpeg"];
export const PICTURE_ACCEPT = "image/png,image/jpeg,.png,.jpg,.jpeg";
