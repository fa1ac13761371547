import type { Db } from "#server/db/client.ts";
import { countries, productCategories, segments, sourcingCategories, sources, supplierTypes, teams } from "#server/db/schema.ts";
import countryList from "./countries.json" with { type: "json" };
import { ensureImportParams } from "./import-params.ts";

const TEAMS = [
  { id: 1, nome: "Consulta" },
  { id: 2, nome: "Sourcing" },
  { id: 3, nome: "Comercial" },
];

const SUPPLIER_TYPES = ["Fabricante", "Trading", "Distribuidor", "Agente"];

const SEGMENTS = [
  "Utilidades Domésticas",
  "Eletrônicos",
  "Têxtil",
  "Brinquedos",
  "Ferramentas",
  "Embalagens",
  "Cosméticos",
  "Autopeças",
  "Móveis",
  "Iluminação",
];

const SOURCES = ["Canton Fair", "Alibaba", "1688", "Made-in-China", "Indicação", "Visita à fábrica", "Feira Yiwu"];

const SOURCING_CATEGORIES = ["Novo produto", "Redução de custo", "Fornecedor alternativo", "Amostra", "Recompra"];

const PRODUCT_CATEGORIES = [
  "Utilidades Domésticas",
  "Eletrônicos",
  "Vestuário",
  "Brinquedos",
  "Ferramentas",
  "Decoração",
  "Papelaria",
  "Iluminação",
];

const names = (list: string[]) => list.map((nome) => ({ nome }));

/** Idempotent: every database, embedded or PostgreSQL, gets the lookup tables filled at start-up. */
export async function ensureLookups(db: Db): Promise<void> {
  await db.insert(teams).values(TEAMS).onConflictDoNothing();
  await db.insert(countries).values(countryList).onConflictDoNothing();
  await db.insert(supplierTypes).values(names(SUPPLIER_TYPES)).onConflictDoNothing();
  await db.insert(segments).values(names(SEGMENTS)).onConflictDoNothing();
  await db.insert(sources).values(names(SOURCES)).onConflictDoNothing();
  await db.insert(sourcingCategories).values(names(SOURCING_CATEGORIES)).onConflictDoNothing();
  await db.insert(productCategories).values(names(PRODUCT_CATEGORIES)).onConflictDoNothing();
  // After the categories: the first version of the import parameters carries their example rates.
  await ensureImportParams(db);
}
