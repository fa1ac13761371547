import { eq } from "drizzle-orm";
import { openPglite, openPostgres } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { seedDemo } from "#server/db/seed/demo.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";
import { users } from "#server/db/schema.ts";
import { createUser } from "#server/db/users.ts";
import { testPasswordHash } from "#tests/support/test-password-hash.ts";
import { E2E_USERS } from "./users.ts";

// The demo data, plus accounts that the end-to-end tests may change (password, name, picture)
// without disturbing each other or the demo accounts.
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR não definido");
const url = process.env.DATABASE_URL;
const database = url ? await openPostgres(url, { size: 1, statementTimeoutMs: 0 }) : await openPglite({ dataDir });
await migrate(database);
await ensureLookups(database.db);
// The test cost of argon2 for these accounts (tests/support/test-password-hash.ts): a test signs in often.
await seedDemo(database.db, { hashDemoPassword: testPasswordHash });
for (const user of E2E_USERS) {
  const { id } = await createUser(database.db, { ...user, password: "demo1234", isSuperuser: user.isSuperuser ?? false });
  await database.db
    .update(users)
    .set({ passwordHash: await testPasswordHash("demo1234") })
    .where(eq(users.id, id));
}
await database.close();
