import { eq, exists as existsIn, sql } from "drizzle-orm";
import type { Country } from "../../../contract/suppliers.ts";
import { flagUrl } from "../../../contract/suppliers.ts";
import type { Db } from "../../db/client.ts";
import { countries, segments, sources, suppliers, supplierTypes } from "../../db/schema.ts";
import { badRequest, type FieldErrors } from "../errors.ts";
import { byName } from "../lookups.ts";

type NamedTable = typeof segments | typeof sources | typeof supplierTypes;

/** Every country, or (`inUse`) those at least one supplier is from: one index probe per country. */
export async function listCountries(db: Db, inUse = false): Promise<Country[]> {
  const rows = await db
    .select({ id: countries.id, code: countries.code, nome: countries.nome })
    .from(countries)
    .where(inUse ? existsIn(db.select({ one: sql`1` }).from(suppliers).where(eq(suppliers.codPais, countries.code))) : undefined);
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
    errors.id_segmento = ["Segmento não encontrado."];
  }
  if (ids.id_source !== undefined && !(await exists(db, sources, ids.id_source))) {
    errors.id_source = ["Source não encontrado."];
  }
  if (ids.id_tiposupplier !== undefined && !(await exists(db, supplierTypes, ids.id_tiposupplier))) {
    errors.id_tiposupplier = ["Tipo de supplier não encontrado."];
  }
  if (ids.codpais !== undefined) {
    const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, ids.codpais));
    if (!row) errors.codpais = ["País não encontrado."];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}
