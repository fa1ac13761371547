import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client.ts";

/**
 * The tables whose content a refused request must leave as it was. `login_throttle` is out: counting a failed
 * sign-in is what a refused login is meant to do.
 */
const TABLES = [
  "teams",
  "users",
  "refresh_tokens",
  "supplier_types",
  "segments",
  "sources",
  "sourcing_categories",
  "product_categories",
  "suppliers",
  "supplier_documents",
  "certificate_types",
  "supplier_certificates",
  "sourcings",
  "sourcing_suppliers",
  "sourcing_files",
  "sourcing_comments",
  "comment_attachments",
  "products",
  "product_suppliers",
  "import_param_versions",
  "import_param_category_rates",
  "import_param_containers",
  "product_supplier_quotes",
] as const;

const rowsSchema = z.object({ rows: z.array(z.object({ name: z.string(), n: z.coerce.number(), digest: z.string().nullable() })) });

/** One line per table (rows and a digest of their content): equal fingerprints mean nothing was written. */
export async function fingerprint(db: Db): Promise<string[]> {
  const parts = TABLES.map(
    (table) =>
      sql`select ${table} as name, count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
  );
  const result = rowsSchema.parse(await db.execute(sql.join(parts, sql` union all `)));
  return result.rows.map((row) => `${row.name}: ${row.n} ${row.digest}`).sort();
}
