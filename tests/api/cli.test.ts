import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#server/auth/passwords.ts";
import { openPglite } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";

const root = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "bo-cli-"));
const tsx = resolve(root, "node_modules/.bin/tsx");

function userCreate(args: string[]) {
  return spawnSync(tsx, ["server/cli/user-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run user:create", () => {
  it("creates a user with e-mail, name, team and superuser flag, and refuses bad input and duplicates", () => {
    const created = userCreate([
      "--email",
      "nova@empresa.com",
      "--name",
      "Nova Pessoa da Silva",
      "--team",
      "3",
      "--superuser",
      "--password",
      "segredo123",
    ]);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Usuário \d+ criado: nova@empresa.com \(equipe 3, administrador\)/);

    const generated = userCreate(["--email", "outra@empresa.com", "--name", "Outra", "--team", "1"]);
    expect(generated.status, generated.stderr).toBe(0);
    const password = /Senha gerada: (\S+)/.exec(generated.stdout)?.[1];
    expect(password).toBeTruthy();

    const duplicate = userCreate(["--email", "NOVA@empresa.com", "--name", "X", "--team", "2"]);
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain("Já existe um usuário com o e-mail NOVA@empresa.com.");

    const bad = userCreate(["--email", "nao-e-email", "--name", "X", "--team", "9"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--email deve ser um e-mail válido");
    expect(bad.stderr).toContain("--team deve ser 1, 2 ou 3");
  }, 60_000);

  it("stored the users as asked", async () => {
    const database = await openPglite({ dataDir });
    try {
      const [nova] = await database.db.select().from(users).where(eq(users.email, "nova@empresa.com"));
      expect(nova).toMatchObject({ firstName: "Nova", lastName: "Pessoa da Silva", teamId: 3, isSuperuser: true, isActive: true });
      expect(await verifyPassword(nova?.passwordHash ?? "", "segredo123")).toBe(true);
      const [outra] = await database.db.select().from(users).where(eq(users.email, "outra@empresa.com"));
      expect(outra).toMatchObject({ teamId: 1, isSuperuser: false });
    } finally {
      await database.close();
    }
  });
});
