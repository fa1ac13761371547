import { sql } from "drizzle-orm";
import { hashPassword } from "#server/auth/passwords.ts";
import type { Db } from "./client.ts";
import { users } from "./schema.ts";

export class UserExistsError extends Error {}

export async function createUser(
  db: Db,
  input: { email: string; firstName: string; lastName: string; teamId: number; isSuperuser: boolean; password: string },
): Promise<{ id: number }> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  if (existing.length) throw new UserExistsError(`Já existe um usuário com o e-mail ${input.email}.`);
  const [row] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      teamId: input.teamId,
      isSuperuser: input.isSuperuser,
      passwordHash: await hashPassword(input.password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error("Falha ao criar o usuário.");
  return row;
}
