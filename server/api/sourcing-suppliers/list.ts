import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import { LINK_QUERY_REQUIRED } from "#contract/sourcings/sourcing-supplier-rules.ts";
import { SOURCING_ID_INVALID } from "#contract/sourcings/sourcing-rules.ts";
import { SUPPLIER_ID_INVALID } from "#contract/suppliers/supplier-rules.ts";
import type { SourcingSupplierLink } from "#contract/suppliers/suppliers.ts";
import { sourcings, sourcingSuppliers, suppliers } from "#server/db/schema.ts";
import { idParam, withoutBlanks } from "#server/api/query-params.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";
import { todayOf } from "#server/api/clock.ts";
import { jsonListReader } from "#server/api/json-column.ts";

const toLapsed = jsonListReader(z.object({ tipo: z.string(), valido_ate: z.string() }));

/**
 * The supplier's lapsed certificates on `today` (São Paulo), the longest lapsed first: the sourcing's panel warns about
 * them (docs/decisions/0070-supplier-certificates.md). One probe per link on (id_supplier, valido_ate).
 */
const lapsedCertificates = (today: string) =>
  sql`coalesce((select json_agg(json_build_object('tipo', t.nome, 'valido_ate', c.valido_ate) order by c.valido_ate, c.id) from supplier_certificates c join certificate_types t on t.id = c.id_tipo where c.id_supplier = ${suppliers.id} and c.valido_ate < ${today}::date), '[]'::json)`;

export const linkListQuerySchema = z.preprocess(
  withoutBlanks,
  z
    .object({
      id_supplier: idParam(SUPPLIER_ID_INVALID).optional(),
      id_sourcing: idParam(SOURCING_ID_INVALID).optional(),
    })
    .refine((q) => q.id_supplier !== undefined || q.id_sourcing !== undefined, { error: LINK_QUERY_REQUIRED }),
);

/** GET /api/sourcings-suppliers/: the links of a supplier or of a sourcing, by sourcing then supplier name. */
export async function listLinks(c: Context<ApiEnv>) {
  const q = parse(linkListQuerySchema, c.req.query());
  const rows = await c.var.deps.db
    .select({
      id_sourcing_suppliers: sourcingSuppliers.id,
      id_sourcing: sourcingSuppliers.sourcingId,
      id_supplier: sourcingSuppliers.supplierId,
      sourcing_nome: sourcings.descricao,
      supplier_nome: suppliers.nome,
      status: sourcingSuppliers.status,
      justificativa: sourcingSuppliers.justificativa,
      nota: sourcingSuppliers.nota,
      certificados_vencidos: sql`${lapsedCertificates(todayOf(c.var.deps))}`.mapWith(toLapsed),
    })
    .from(sourcingSuppliers)
    .innerJoin(sourcings, eq(sourcings.id, sourcingSuppliers.sourcingId))
    .innerJoin(suppliers, eq(suppliers.id, sourcingSuppliers.supplierId))
    .where(
      and(
        q.id_supplier === undefined ? undefined : eq(sourcingSuppliers.supplierId, q.id_supplier),
        q.id_sourcing === undefined ? undefined : eq(sourcingSuppliers.sourcingId, q.id_sourcing),
      ),
    )
    .orderBy(sql`lower(f_unaccent(${sourcings.descricao}))`, sql`lower(f_unaccent(${suppliers.nome}))`, asc(sourcingSuppliers.id));
  const links: SourcingSupplierLink[] = rows.map((row) => ({
    ...row,
    nota: row.nota === null ? null : Number(row.nota),
  }));
  return c.json(links);
}
