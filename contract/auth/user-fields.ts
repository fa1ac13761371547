// A user's (a staff account's) fields, one entry each (contract/fields/field-table.ts; adding one: docs/adding-a-field.md).
// The order is Meu Perfil's reply's (the administration's list picks its own: contract/auth/admin.ts).
// A user has no activity history (docs/decisions/0054-activity-history.md records suppliers, sourcings and products),
// no version to compare (docs/decisions/0035-optimistic-concurrency.md) and no list export
// (docs/decisions/0049-list-export.md): `activity`, `form.conflict` and `export` are null in every entry.
// The password is no field: it is sent only to be hashed (a creation, an administrator's reset, Meu Perfil's change)
// and its hash is never read into a reply. A creation's payload and insert stay their own (contract/auth/admin.ts,
// server/db/users.ts), as a product's do: every field is required there, and the CLI and the seed insert alike.
import { z } from "zod";
import {
  fieldOf,
  replyShape,
  storedBoolean,
  storedInstant,
  storedInstantOrNull,
  storedInteger,
  storedText,
} from "#contract/fields/field-table.ts";
import { TEAM_INVALID, TEAMS } from "#contract/shared/teams.ts";

/** A user's fields show nothing else of the record. */
const field = fieldOf<object>();

// ---------------------------------------------------------------- payload readers

export const NAME_MAX = 150;

const TEAM_IDS: readonly number[] = Object.values(TEAMS);
export const teamSchema = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: "Escolha a equipe." }).refine((team) => TEAM_IDS.includes(team), { error: TEAM_INVALID }),
);

/** The names' messages: the administration's schemas below and Meu Perfil's (contract/auth/auth.ts). */
export const FIRST_NAME_REQUIRED = "Informe o nome.";
export const FIRST_NAME_TOO_LONG = `O nome pode ter no máximo ${NAME_MAX} caracteres.`;
export const LAST_NAME_TOO_LONG = `O sobrenome pode ter no máximo ${NAME_MAX} caracteres.`;

export const firstNameSchema = z
  .string({ error: FIRST_NAME_REQUIRED })
  .trim()
  .min(1, { error: FIRST_NAME_REQUIRED })
  .max(NAME_MAX, { error: FIRST_NAME_TOO_LONG });
export const lastNameSchema = z.string({ error: "Informe o sobrenome." }).trim().max(NAME_MAX, { error: LAST_NAME_TOO_LONG });

/** A form's or a JSON client's yes/no. */
export const activeSchema = z.preprocess(
  (value) => (value === "true" || value === "1" || value === 1 ? true : value === "false" || value === "0" || value === 0 ? false : value),
  z.boolean({ error: "is_active deve ser verdadeiro ou falso." }),
);

// ---------------------------------------------------------------- the table

/** The names: all a person alters of themselves on Meu Perfil (the administration alters them too). */
export const USER_NAME_FIELDS = {
  first_name: field({
    label: "Nome",
    column: "firstName",
    stored: storedText,
    input: firstNameSchema.optional(),
    write: true,
    activity: null,
    form: { value: (name) => name, conflict: null },
    export: null,
  }),
  last_name: field({
    label: "Sobrenome",
    column: "lastName",
    stored: storedText,
    input: lastNameSchema.optional(),
    write: true,
    activity: null,
    form: { value: (name) => name, conflict: null },
    export: null,
  }),
};

/** The person: the names, the e-mail (given once, at creation: the sign-in's name) and the team. */
const USER_PERSON_FIELDS = {
  ...USER_NAME_FIELDS,
  email: field({
    label: "E-mail",
    column: "email",
    stored: storedText,
    input: null,
    write: false,
    activity: null,
    form: null,
    export: null,
  }),
  team: field({
    label: "Equipe",
    column: "teamId",
    stored: storedInteger,
    input: teamSchema.optional(),
    write: true,
    activity: null,
    form: { value: (team) => String(team), conflict: null },
    export: null,
  }),
};

/**
 * The account. Superusers are made by the CLI only (docs/decisions/0047-administration.md); the active switch is its
 * own confirmed action, not an input of the edit form; the sign-in writes `last_login`.
 */
const USER_ACCOUNT_FIELDS = {
  is_superuser: field({
    label: "Administrador",
    column: "isSuperuser",
    stored: storedBoolean,
    input: null,
    write: false,
    activity: null,
    form: null,
    export: null,
  }),
  is_active: field({
    label: "Situação",
    column: "isActive",
    stored: storedBoolean,
    input: activeSchema.optional(),
    write: true,
    activity: null,
    form: null,
    export: null,
  }),
  date_joined: field({
    label: "Membro desde",
    column: "dateJoined",
    stored: storedInstant,
    input: null,
    write: false,
    activity: null,
    form: null,
    export: null,
  }),
  last_login: field({
    label: "Último acesso",
    column: "lastLogin",
    stored: storedInstantOrNull,
    input: null,
    write: false,
    activity: null,
    form: null,
    export: null,
  }),
};

/** Every stored field of a user. */
export const USER_FIELDS = { ...USER_PERSON_FIELDS, ...USER_ACCOUNT_FIELDS };

export type UserFields = typeof USER_FIELDS;
export type UserNameFields = typeof USER_NAME_FIELDS;

/**
 * The reply's fields in its order (`profileSchema`, contract/auth/auth.ts): the person's, the two no column of `users`
 * stores, which the server computes, then the account's.
 */
export const userReplyShape = {
  ...replyShape(USER_PERSON_FIELDS),
  /** The team's name (teams.nome, joined on `team`). */
  team_name: z.string(),
  /** A signed link to the person's picture (docs/decisions/0004-file-storage-and-links.md); null without one. */
  profile_pic: z.string().nullable(),
  ...replyShape(USER_ACCOUNT_FIELDS),
};
