import { Readable } from "node:stream";
import { count } from "drizzle-orm";
import type { Storage } from "#server/storage/storage.ts";
import { newStorageKey } from "#server/storage/storage.ts";
import type { Db } from "#server/db/client.ts";
import {
  segments,
  sourcingCategories,
  sourcings,
  sourcingSuppliers,
  sources,
  supplierDocuments,
  suppliers,
  supplierTypes,
  users,
} from "#server/db/schema.ts";
import { tinyPdf } from "./demo-files.ts";
import { type Random, saoPauloDate, seededRandom } from "./random.ts";
import {
  BRAZILIAN_SUPPLIERS,
  CHINESE_CITIES,
  CHINESE_CONTACTS,
  CHINESE_SUFFIXES,
  DEMO_SOURCINGS,
  type FixedSupplier,
  JUSTIFICATIVAS,
  OTHER_SUPPLIERS,
  PINYIN_BRANDS,
  SEGMENT_PRODUCTS,
} from "./supplier-data.ts";

type NewSupplier = typeof suppliers.$inferInsert;
type NewLink = typeof sourcingSuppliers.$inferInsert;

const CHINESE_COUNT = 50;
const BLACKLISTED = 8;
const WITH_DOCUMENTS = 15;
const LINK_STATUSES_CYCLE = ["Não iniciado", "Doing", "Doing", "Concluído", "Cancelado", "Arquivo"];

interface Lookups {
  tipos: number[];
  segmentos: { id: number; nome: string }[];
  sources: number[];
}

async function loadLookups(db: Db): Promise<Lookups> {
  const [tipos, segmentos, sourceRows] = await Promise.all([
    db.select({ id: supplierTypes.id }).from(supplierTypes),
    db.select({ id: segments.id, nome: segments.nome }).from(segments),
    db.select({ id: sources.id }).from(sources),
  ]);
  return { tipos: tipos.map((t) => t.id), segmentos, sources: sourceRows.map((s) => s.id) };
}

/** Cycles through every lookup so each segment, type and source has suppliers. */
function lookupsFor(lookups: Lookups, i: number) {
  const segmento = lookups.segmentos[i % lookups.segmentos.length];
  if (!segmento) throw new Error("Sem segmentos cadastrados.");
  return {
    segmento,
    tipoId: lookups.tipos[i % lookups.tipos.length] as number,
    sourceId: lookups.sources[(i * 3) % lookups.sources.length] as number,
  };
}

function chineseSupplier(random: Random, lookups: Lookups, i: number): NewSupplier {
  const { segmento, tipoId, sourceId } = lookupsFor(lookups, i);
  const city = CHINESE_CITIES[i % CHINESE_CITIES.length] as string;
  const brand = PINYIN_BRANDS[i % PINYIN_BRANDS.length] as string;
  const product = random.pick(SEGMENT_PRODUCTS[segmento.nome] ?? ["Products"]);
  const suffix = random.pick(CHINESE_SUFFIXES);
  const contact = random.pick(CHINESE_CONTACTS);
  const domain = `${city}${brand}`.toLowerCase();
  return {
    nome: `${city} ${brand} ${product} ${suffix}`,
    tipoId,
    segmentoId: segmento.id,
    sourceId,
    codPais: "cn",
    contatoNome: contact,
    contatoTelefone: `86${random.pick(["13", "15", "18"])}${random.digits(9)}`,
    contatoEmail: `${contact.split(" ")[0]?.toLowerCase()}@${domain}.com`,
    contatoWechat: `${brand.toLowerCase()}_${random.digits(4)}`,
    contatoWebsite: random.next() < 0.7 ? `www.${domain}.com` : "",
    contatoEndereco: `No. ${random.int(1, 399)} ${random.pick(["Industrial Road", "Futian Road", "Chengbei Road", "Xingye Avenue"])}, ${city}, China`,
  };
}

function fixedSupplier(lookups: Lookups, s: FixedSupplier, i: number): NewSupplier {
  const { segmento, tipoId, sourceId } = lookupsFor(lookups, i);
  const slug = s.website.replace(/^www\./, "");
  return {
    nome: s.nome,
    tipoId,
    segmentoId: segmento.id,
    sourceId,
    codPais: s.pais,
    contatoNome: s.contato,
    contatoTelefone: s.telefone,
    contatoEmail: `contato@${slug}`,
    contatoWebsite: s.website,
    contatoEndereco: s.cidade,
  };
}

function demoSuppliers(random: Random, lookups: Lookups): NewSupplier[] {
  const list = [
    ...Array.from({ length: CHINESE_COUNT }, (_, i) => chineseSupplier(random, lookups, i)),
    ...BRAZILIAN_SUPPLIERS.map((s, i) => fixedSupplier(lookups, s, CHINESE_COUNT + i)),
    ...OTHER_SUPPLIERS.map((s, i) => fixedSupplier(lookups, s, CHINESE_COUNT + BRAZILIAN_SUPPLIERS.length + i)),
  ];
  // Every ninth supplier is blacklisted: spread over countries and segments.
  return list.map((s, i) => ({ ...s, blacklisted: i % 9 === 4 && i / 9 < BLACKLISTED }));
}

const DOCUMENT_TITLES = {
  qc: "Relatório de inspeção de qualidade (QC)",
  audit: "Auditoria de fábrica",
  catalogo: "Catálogo de produtos",
} as const;

/** Small real PDFs through the Storage interface, so every document row points at a file. */
async function seedDocuments(db: Db, storage: Storage, supplierRows: { id: number; nome: string }[]): Promise<void> {
  const chosen = supplierRows.filter((_, i) => i % 4 === 1).slice(0, WITH_DOCUMENTS);
  const types = ["qc", "audit", "catalogo"] as const;
  for (const [i, supplier] of chosen.entries()) {
    for (const type of types.filter((_, t) => (i + t) % 3 !== 2 || i % 5 === 0)) {
      const bytes = tinyPdf([DOCUMENT_TITLES[type], supplier.nome, `Documento de demonstração ${i + 1}`]);
      const key = newStorageKey("suppliers");
      const size = await storage.put(key, Readable.from(bytes), "application/pdf");
      const filename = `${type === "catalogo" ? "Catálogo" : type.toUpperCase()} ${supplier.nome.split(" ").slice(0, 2).join(" ")}.pdf`;
      await db
        .insert(supplierDocuments)
        .values({ supplierId: supplier.id, type, storageKey: key, filename, size, contentType: "application/pdf" });
    }
  }
}

async function teamUserIds(db: Db, team: number): Promise<number[]> {
  const rows = await db.select({ id: users.id, team: users.teamId }).from(users);
  return rows.filter((u) => u.team === team).map((u) => u.id);
}

/** The demo sourcings with their links; returns their ids in DEMO_SOURCINGS order. */
async function seedSourcings(db: Db, random: Random, supplierIds: number[]): Promise<number[]> {
  const [categorias, responsaveis, comerciais] = await Promise.all([
    db.select().from(sourcingCategories),
    teamUserIds(db, 2),
    teamUserIds(db, 3),
  ]);
  const categoryId = (nome: string) => categorias.find((c) => c.nome === nome)?.id ?? (categorias[0]?.id as number);
  const started = (status: string) => status !== "Não iniciado";
  const finished = (status: string) => ["Concluído", "Cancelado", "Arquivo"].includes(status);
  const rows = await db
    .insert(sourcings)
    .values(
      DEMO_SOURCINGS.map((s, i) => ({
        descricao: s.descricao,
        categoriaId: categoryId(s.categoria),
        status: s.status,
        dtAdicionado: new Date(`${saoPauloDate(-60 + i * 3)}T13:00:00Z`),
        dtInicio: started(s.status) ? new Date(`${saoPauloDate(-50 + i * 3)}T14:00:00Z`) : null,
        dtEstimado: s.dtEstimado === null ? null : saoPauloDate(s.dtEstimado),
        dtFinalizado: finished(s.status) ? new Date(`${saoPauloDate(-3 - i)}T18:00:00Z`) : null,
        responsavelId: responsaveis[i % Math.max(1, responsaveis.length)] ?? null,
        comercialId: i % 4 === 3 ? null : (comerciais[i % Math.max(1, comerciais.length)] ?? null),
        budget: String(random.int(5, 120) * 1000),
      })),
    )
    .returning({ id: sourcings.id });

  const links: NewLink[] = [];
  rows.forEach((sourcing, i) => {
    const size = 2 + (i % 5);
    const start = (i * 7) % supplierIds.length;
    for (let k = 0; k < size; k++) {
      const status = LINK_STATUSES_CYCLE[(i + k) % LINK_STATUSES_CYCLE.length] as string;
      const scored = status !== "Não iniciado" && random.next() < 0.85;
      links.push({
        sourcingId: sourcing.id,
        supplierId: supplierIds[(start + k * 5) % supplierIds.length] as number,
        status,
        nota: scored ? (random.int(30, 100) / 10).toFixed(1) : null,
        justificativa: random.pick(JUSTIFICATIVAS[status] ?? [""]),
      });
    }
  });
  await db.insert(sourcingSuppliers).values(links).onConflictDoNothing();
  return rows.map((r) => r.id);
}

export interface SupplierSeedOptions {
  /** "demo" (about 70 realistic suppliers); synthetic sizes are seeded by ./synthetic.ts. */
  size: string;
  /** Where demo documents go; without it no document rows are written (none would have a file). */
  storage?: Storage;
}

/**
 * Seeds suppliers, sourcings and their links, only into an empty suppliers table. Returns the demo sourcings'
 * ids when it seeded the demo set (so the rest of the demo can build on them), else an empty list.
 */
export async function seedSuppliers(db: Db, options: SupplierSeedOptions): Promise<number[]> {
  const [existing] = await db.select({ n: count() }).from(suppliers);
  if ((existing?.n ?? 0) > 0) return [];
  const random = seededRandom(20240611);
  const lookups = await loadLookups(db);
  const rows = await db.insert(suppliers).values(demoSuppliers(random, lookups)).returning({ id: suppliers.id, nome: suppliers.nome });
  if (options.storage) await seedDocuments(db, options.storage, rows);
  return seedSourcings(
    db,
    random,
    rows.map((r) => r.id),
  );
}
