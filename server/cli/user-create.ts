import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { newPasswordSchema } from "#contract/auth/auth.ts";
import { createUser } from "#server/db/users.ts";
import { runCli } from "./open.ts";

const USAGE = `Uso: npm run user:create -- --email EMAIL --name "Nome Sobrenome" --team 1|2|3 [--superuser] [--password SENHA]
Sem --password, uma senha aleatória é gerada e mostrada uma vez.`;

const argsSchema = z.object({
  email: z.email({ error: "--email deve ser um e-mail válido" }),
  name: z.string({ error: "--name é obrigatório" }).trim().min(1, { error: "--name é obrigatório" }),
  team: z.coerce.number({ error: "--team deve ser 1, 2 ou 3" }).int().min(1).max(3, { error: "--team deve ser 1, 2 ou 3" }),
  superuser: z.boolean().default(false),
  // The same rules as a password chosen on the profile or by an administrator.
  password: newPasswordSchema("--password").optional(),
});

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    team: { type: "string" },
    superuser: { type: "boolean" },
    password: { type: "string" },
    help: { type: "boolean" },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => i.message).join("\n"));
  console.error(USAGE);
  process.exit(2);
}
const args = parsed.data;
const password = args.password ?? randomBytes(9).toString("base64url");

await runCli(async (database) => {
  const [firstName = "", ...rest] = args.name.split(/\s+/);
  const user = await createUser(database.db, {
    email: args.email,
    firstName,
    lastName: rest.join(" "),
    teamId: args.team,
    isSuperuser: args.superuser,
    password,
  });
  console.log(`Usuário ${user.id} criado: ${args.email} (equipe ${args.team}${args.superuser ? ", administrador" : ""}).`);
  if (!args.password) console.log(`Senha gerada: ${password}`);
});
