import { and, asc, eq } from "drizzle-orm";
import { type Profile, profileSchema, type TeamUser } from "#contract/auth/auth.ts";
import { storedReader } from "#contract/fields/field-table.ts";
import { USER_FIELDS } from "#contract/auth/user-fields.ts";
import type { Db } from "#server/db/client.ts";
import { teams, users } from "#server/db/schema.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import { storedFileUrl } from "#server/api/files/stored-files.ts";
import { storedColumns } from "#server/api/fields.ts";

/** The signed link of a user's picture, named after the user (the uploaded name is not kept), or null. */
export const profilePicUrl = (links: SignedLinks, user: { profilePicKey: string | null; profilePicType: string | null; id: number }) =>
  user.profilePicKey
    ? storedFileUrl(links, {
        storageKey: user.profilePicKey,
        filename: `perfil-${user.id}.${user.profilePicType === "image/png" ? "png" : "jpg"}`,
        contentType: user.profilePicType ?? "image/jpeg",
      })
    : null;

/** How a colleague is named in pickers and comments: first and last name, else the e-mail. */
export const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * What a user's reply is read from, in one SELECT: the stored fields under their reply names (contract/auth/user-fields.ts;
 * never the password's hash), the team's name, and what the picture's link is made of.
 */
const userColumns = {
  id: users.id,
  ...storedColumns(users, USER_FIELDS),
  team_name: teams.nome,
  profilePicKey: users.profilePicKey,
  profilePicType: users.profilePicType,
};
const readUserFields = storedReader(USER_FIELDS);

/** Users with their team, read for their replies: filter, order and page them. */
export const selectUsers = (db: Db) => db.select(userColumns).from(users).innerJoin(teams, eq(teams.id, users.teamId));
type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/**
 * A user's fields from a row of `selectUsers`, all but the picture's link (a signed link: Meu Perfil's alone). A reply's
 * schema then gives the ones it has, in its order (`profileSchema`, `adminUserSchema`).
 */
export const userFieldsOf = (row: UserRow) => ({ id: row.id, ...readUserFields.parse(row), team_name: row.team_name });

export async function loadProfile(db: Db, links: SignedLinks, userId: number): Promise<Profile | null> {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  return row ? profileSchema.parse({ ...userFieldsOf(row), profile_pic: profilePicUrl(links, row) }) : null;
}

export async function listTeamUsers(db: Db, links: SignedLinks, teamId: number): Promise<TeamUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((u) => ({
    id: u.id,
    nome: displayName(u),
    profile_pic: profilePicUrl(links, u),
  }));
}
