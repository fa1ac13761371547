import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import pg from "pg";
import { openPostgres } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { seedDemo } from "#server/db/seed/demo.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";
import { buildPgliteTemplate } from "./pglite-template.ts";
import { adminUrl, PGLITE_TEMPLATE, postgresTemplateName } from "./template.ts";
import { testPasswordHash } from "./test-password-hash.ts";

/** Builds the template databases once: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  const pgliteTemplate = await buildPgliteTemplate();
  mkdirSync(dirname(PGLITE_TEMPLATE), { recursive: true });
  writeFileSync(PGLITE_TEMPLATE, pgliteTemplate);

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
    await seedDemo(database.db, { hashDemoPassword: testPasswordHash });
    await database.close();
    teardownPostgres = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  provide("postgresTemplate", url ? postgresTemplateName() : "");
  return teardownPostgres;
}
