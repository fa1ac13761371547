import { and, asc, eq } from "drizzle-orm";
import type { Profile, TeamUser } from "../../../contract/auth.ts";
import type { Db } from "../../db/client.ts";
import { teams, users } from "../../db/schema.ts";
import type { SignedLinks } from "../../storage/signed-links.ts";
import { storedFileUrl } from "../files/stored-files.ts";

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

export async function loadProfile(db: Db, links: SignedLinks, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select({ user: users, teamName: teams.nome })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    team: user.teamId,
    team_name: row.teamName,
    profile_pic: profilePicUrl(links, user),
    is_superuser: user.isSuperuser,
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
  };
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
