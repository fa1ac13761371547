import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { openPglite } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { pgliteExtensions } from "#server/db/pglite-extensions.ts";
import { seedDemo } from "#server/db/seed/demo.ts";
import { ensureLookups } from "#server/db/seed/lookups.ts";
import { testPasswordHash } from "./test-password-hash.ts";

/**
 * Settings of the test cluster only, applied at each test database's start (postgresql.auto.conf). Zeroing the
 * default 128 MB of shared buffers was a third of a test database's start; 16 MB hold a test's data many times
 * over. The smaller minimum WAL lets the checkpoint below drop the seed's spent segments.
 */
const LEAN_SETTINGS = [`ALTER SYSTEM SET shared_buffers = '16MB'`, `ALTER SYSTEM SET min_wal_size = '2MB'`];

/**
 * template0 and template1 are copied into every test database's memory and read by nothing there (no test creates a
 * database on PGlite): a third of the folder's bytes.
 */
const UNUSED_DATABASES = ["template0", "template1"];

/**
 * The migrated, seeded PGlite data folder every PGlite test database is opened from, as a tarball. Opening it is
 * most of what an API test costs, and that cost follows the folder's bytes and the memory PostgreSQL zeroes at
 * start, so this cluster is leaner than a production one in ways no query of the application sees: 1 MB WAL
 * segments instead of 16 MB (one 16 MB segment was 40 % of the folder), the settings and databases above.
 */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const cluster = await PGlite.create({ extensions: pgliteExtensions, initDbStartParams: ["--wal-segsize=1"] });
  const initialized = await cluster.dumpDataDir("none");
  await cluster.close();

  const database = await openPglite({ loadDataDir: initialized });
  await migrate(database);
  await ensureLookups(database.db);
  await seedDemo(database.db, { hashDemoPassword: testPasswordHash });
  for (const statement of LEAN_SETTINGS) await database.db.execute(sql.raw(statement));
  for (const name of UNUSED_DATABASES) {
    await database.db.execute(sql.raw(`ALTER DATABASE ${name} IS_TEMPLATE false`));
    await database.db.execute(sql.raw(`DROP DATABASE ${name}`));
  }
  await database.db.execute(sql`CHECKPOINT`);
  // Uncompressed: each of the suite's hundreds of test databases opens it, and gunzip was a third of that.
  const dump = await database.dump("none");
  await database.close();
  return new Uint8Array(await dump.arrayBuffer());
}
