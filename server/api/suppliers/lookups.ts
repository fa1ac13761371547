import { eq, exists as existsIn, sql } from "drizzle-orm";
import type { Country } from "#contract/suppliers/suppliers.ts";
import { flagUrl } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import { countries, segments, sources, suppliers, supplierTypes } from "#server/db/schema.ts";
import { badRequest, type FieldErrors } from "#server/api/errors.ts";
import type { Context } from "hono";
import { COUNTRY_NOT_FOUND, SEGMENT_NOT_FOUND, SOURCE_NOT_FOUND, SUPPLIER_TYPE_NOT_FOUND } from "#contract/suppliers/supplier-rules.ts";
import { countryListQuerySchema } from "#contract/suppliers/suppliers.ts";
import { byName, versionedReply } from "#server/api/lookups.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";

type NamedTable = typeof segments | typeof sources | typeof supplierTypes;

/** GET /api/suppliers/paises/: every country, or with `em_uso=1` those of some supplier (cached under the data version). */
export async function listCountriesHandler(c: Context<ApiEnv>) {
  const { em_uso: inUse = false } = parse(countryListQuerySchema, c.req.query());
  return versionedReply(c, c.var.deps.caches.countries, inUse ? "em_uso" : "todos", () => listCountries(c.var.deps.db, inUse));
}

/** Every country, or (`inUse`) those at least one supplier is from: one index probe per country. */
async function listCountries(db: Db, inUse = false): Promise<Country[]> {
  const rows = await db
    .select({ id: countries.id, code: countries.code, nome: countries.nome })
    .from(countries)
    .where(
      inUse
        ? existsIn(
            db
              .select({ one: sql`1` })
              .from(suppliers)
              .where(eq(suppliers.codPais, countries.code)),
          )
        : undefined,
    );
  return byName(rows).map((c) => ({ ...c, icon: flagUrl(c.code) }));
}

export interface SupplierLookupIds {
  id_segmento?: number;
  id_source?: number;
  id_tiposupplier?: number;
  codpais?: string;
}

async function exists(db: Db, table: NamedTable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

/** A supplier may only point at lookups that exist: each unknown one is a 400 on its own field. */
export async function checkSupplierLookups(db: Db, ids: SupplierLookupIds): Promise<void> {
  const errors: FieldErrors = {};
  if (ids.id_segmento !== undefined && !(await exists(db, segments, ids.id_segmento))) {
    errors.id_segmento = [SEGMENT_NOT_FOUND];
  }
  if (ids.id_source !== undefined && !(await exists(db, sources, ids.id_source))) {
    errors.id_source = [SOURCE_NOT_FOUND];
  }
  if (ids.id_tiposupplier !== undefined && !(await exists(db, supplierTypes, ids.id_tiposupplier))) {
    errors.id_tiposupplier = [SUPPLIER_TYPE_NOT_FOUND];
  }
  if (ids.codpais !== undefined) {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, ids.codpais));
    if (!row) errors.codpais = [COUNTRY_NOT_FOUND];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}
