import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "../../server/db/client.ts";
import { migrate } from "../../server/db/migrate.ts";
import { seedDemo } from "../../server/db/seed/demo.ts";
import { ensureLookups } from "../../server/db/seed/lookups.ts";
import { adminUrl, PGLITE_TEMPLATE, postgresTemplateName } from "./template.ts";

/** Builds the template databases once: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const pglite = await openPglite({});
  await migrate(pglite);
  await ensureLookups(pglite.db);
  await seedDemo(pglite.db);
  // Uncompressed: each of the suite's hundreds of test databases opens it, and gunzip was a third of that.
  const dump = await pglite.dump("none");
  mkdirSync(dirname(PGLITE_TEMPLATE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const url = process.env.TEST_DATABASE_URL;
  let teardownPostgres = async () => {};
  if (url) {
    const template = postgresTemplateName();
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openPostgres(adminUrl(url, template), 2);
    await migrate(database);
    await ensureLookups(database.db);
    await seedDemo(database.db);
    await database.close();
    teardownPostgres = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  provide("postgresTemplate", url ? postgresTemplateName() : "");
  return teardownPostgres;
}
