import { z } from "zod";
import { EMAIL_REQUIRED, OLD_PASSWORD_REQUIRED, PASSWORD_REQUIRED, REFRESH_REQUIRED } from "./auth-rules";
import { fieldKeys } from "#contract/fields/field-table.ts";
import {
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_TOO_LONG,
  NAME_MAX,
  USER_NAME_FIELDS,
  type UserNameFields,
  userReplyShape,
} from "./user-fields";

export * from "./auth-rules";

export const loginBodySchema = z.object({
  email: z.string({ error: EMAIL_REQUIRED }).trim().min(1, { error: EMAIL_REQUIRED }),
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, { error: PASSWORD_REQUIRED }),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });

export const refreshBodySchema = z.object({
  refresh: z.string({ error: REFRESH_REQUIRED }).min(1, { error: REFRESH_REQUIRED }),
});

/** A user (Meu Perfil's reply): the id and the user's fields (contract/auth/user-fields.ts), never the password's hash. */
export const profileSchema = z.object({ id: z.number(), ...userReplyShape });
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /auth/profile/: the names (contract/auth/user-fields.ts `USER_NAME_FIELDS`: one left out fails the typecheck), each
 * optional. Their own entries, not the table's alter's: a name that is not text gets zod's own message here, where the
 * administration's alter says 'Informe o nome.'.
 */
export const profileUpdateSchema = z.object({
  first_name: z.string().trim().min(1, { error: FIRST_NAME_REQUIRED }).max(NAME_MAX, { error: FIRST_NAME_TOO_LONG }).optional(),
  last_name: z.string().trim().max(NAME_MAX, { error: LAST_NAME_TOO_LONG }).optional(),
} satisfies Record<keyof UserNameFields, z.ZodType>);

/** PATCH /auth/profile/ with none of the names. */
export const PROFILE_NAME_REQUIRED = `Informe ${fieldKeys(USER_NAME_FIELDS).join(" ou ")}.`;

export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;

/**
 * The rules of every password a person chooses (profile change, an administrator's create or reset); `label`
 * names it in the messages ("A nova senha", "A senha").
 */
export const newPasswordSchema = (label: string) =>
  z
    .string({ error: `Informe ${label.toLowerCase()}.` })
    .min(PASSWORD_MIN, { error: `${label} deve ter pelo menos ${PASSWORD_MIN} caracteres.` })
    .max(PASSWORD_MAX, { error: `${label} pode ter no máximo ${PASSWORD_MAX} caracteres.` });

export const changePasswordBodySchema = z.object({
  old_password: z.string({ error: OLD_PASSWORD_REQUIRED }).min(1, { error: OLD_PASSWORD_REQUIRED }),
  new_password: newPasswordSchema("A nova senha"),
});

export const changePasswordReplySchema = tokenPairSchema.extend({ detail: z.string() });

export const pictureReplySchema = z.object({ url: z.string().nullable() });

export const teamUserSchema = z.object({ id: z.number(), nome: z.string(), profile_pic: z.string().nullable() });
/** GET /auth/users/team/{team}/ */
export const teamUsersReplySchema = z.array(teamUserSchema);
export type TeamUser = z.infer<typeof teamUserSchema>;
