import { z } from "zod";
import { NAME_MAX, type UserNameFields, userReplyShape } from "./user-fields";

export const loginBodySchema = z.object({
  email: z.string({ error: "Informe o e-mail." }).trim().min(1, { error: "Informe o e-mail." }),
  password: z.string({ error: "Informe a senha." }).min(1, { error: "Informe a senha." }),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });

export const refreshBodySchema = z.object({
  refresh: z.string({ error: "Informe o refresh token." }).min(1, { error: "Informe o refresh token." }),
});

/** A user (Meu Perfil's reply): the id and the user's fields (contract/user-fields.ts), never the password's hash. */
export const profileSchema = z.object({ id: z.number(), ...userReplyShape });
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /auth/profile/: the names (contract/user-fields.ts `USER_NAME_FIELDS`: one left out fails the typecheck), each
 * optional. Their own entries, not the table's alter's: a name that is not text gets zod's own message here, where the
 * administration's alter says 'Informe o nome.'.
 */
export const profileUpdateSchema = z.object({
  first_name: z
    .string()
    .trim()
    .min(1, { error: "Informe o nome." })
    .max(NAME_MAX, { error: `O nome pode ter no máximo ${NAME_MAX} caracteres.` })
    .optional(),
  last_name: z
    .string()
    .trim()
    .max(NAME_MAX, { error: `O sobrenome pode ter no máximo ${NAME_MAX} caracteres.` })
    .optional(),
} satisfies Record<keyof UserNameFields, z.ZodType>);

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
  old_password: z.string({ error: "Informe a senha atual." }).min(1, { error: "Informe a senha atual." }),
  new_password: newPasswordSchema("A nova senha"),
});

export const changePasswordReplySchema = tokenPairSchema.extend({ detail: z.string() });

export const pictureReplySchema = z.object({ url: z.string().nullable() });

export const teamUserSchema = z.object({ id: z.number(), nome: z.string(), profile_pic: z.string().nullable() });
/** GET /auth/users/team/{team}/ */
export const teamUsersReplySchema = z.array(teamUserSchema);
export type TeamUser = z.infer<typeof teamUserSchema>;

export const PROFILE_PIC_MAX_BYTES = 5 * 1024 * 1024;
