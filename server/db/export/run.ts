import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type PgliteDatabase } from "#server/db/client.ts";
import { DataDirLockedError } from "#server/db/dir-lock.ts";
import { migrate } from "#server/db/migrate.ts";
import { referencedFiles } from "#server/storage/referenced-files.ts";
import type { Storage } from "#server/storage/storage.ts";
import { catalogDifference, readCatalog, schemaTableNames, type TableInfo } from "./catalog.ts";
import { copyTable, setSequences } from "./copy-rows.ts";
import { checkBucket, copyFiles, type FileCopyReport } from "./files.ts";
import { drizzleSession, ident, normaliseOutput, pgSession, type Session } from "./session.ts";
import { foreignRows, tablesSeededByMigrations } from "./target.ts";
import { compareTables, type TableCheck } from "./verify.ts";

/** The export stopped before writing anything to the target (its reason is for the operator). */
export class ExportRefused extends Error {}

export interface ExportOptions {
  dataDir: string;
  /** The local folder the embedded setup stores files in. */
  storageDir: string;
  targetUrl: string;
  /** Where the files go (`--bucket`), with the local folder to read them from; none: rows only. */
  files: { local: Storage; bucket: Storage } | null;
  batchSize: number;
  log: (line: string) => void;
}

export interface ExportReport {
  tables: TableCheck[];
  sequences: number;
  files: FileCopyReport | null;
}

/** The target URL without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(URL inválida)";
  }
}

async function openSource(dataDir: string): Promise<PgliteDatabase> {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, "pgdata", "PG_VERSION"))) {
    throw new ExportRefused(`Não há banco embutido em ${dir} (a pasta ${join(dir, "pgdata")} não existe): confira DATA_DIR.`);
  }
  try {
    return await openPglite({ dataDir: dir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new ExportRefused(
        `O banco embutido em ${dir} está aberto por outro processo: o aplicativo está rodando? ` +
          `Pare-o antes de exportar, para que nada mude durante a cópia.\n${error.message}`,
      );
    }
    throw error;
  }
}

async function connectTarget(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ExportRefused(
      `Não foi possível conectar ao PostgreSQL de destino ${describeUrl(url)}: ${reason}. ` +
        "Crie o banco vazio antes (ex.: createdb) e confira a URL.",
    );
  }
  return client;
}

async function refuseUnlessEmpty(target: Session, url: string): Promise<void> {
  const found = await foreignRows(target);
  if (found.length === 0) return;
  const list = found.map(({ table, rows }) => `${table} (${rows})`).join(", ");
  throw new ExportRefused(
    `O banco de destino ${describeUrl(url)} não está vazio: ${list}. Nada foi escrito. ` +
      "A exportação só copia para um banco recém-criado (createdb), sem rodar o aplicativo nem db:migrate nele antes.",
  );
}

async function migrateTarget(url: string): Promise<void> {
  const setup = await openPostgres(url, { size: 1, statementTimeoutMs: 0 });
  try {
    await migrate(setup);
  } finally {
    await setup.close();
  }
}

/** Rows of every table, in one target transaction: all of them, or (on any failure) none. */
async function copyAllRows(
  source: PgliteDatabase,
  target: Session,
  tables: TableInfo[],
  seeded: string[],
  options: ExportOptions,
): Promise<number> {
  await target.query("begin");
  try {
    // Copied as they are: stored averages and the data version are not recomputed, nor bumped, on the way in.
    for (const { name } of tables) await target.query(`alter table ${ident(name)} disable trigger user`);
    for (const name of seeded) await target.query(`delete from ${ident(name)}`);
    const sequences = await source.db.transaction(async (tx) => {
      const reader = drizzleSession(tx);
      for (const table of tables) {
        const rows = await copyTable(reader, target, table, options.batchSize, (copied) => {
          if (copied % 50_000 < options.batchSize && copied >= 50_000) options.log(`  ${table.name}: ${copied} linhas...`);
        });
        options.log(`  ${table.name}: ${rows} linha(s)`);
      }
      return setSequences(reader, target, tables);
    });
    for (const { name } of tables) await target.query(`alter table ${ident(name)} enable trigger user`);
    await target.query("commit");
    return sequences;
  } catch (error) {
    await target.query("rollback").catch(() => undefined);
    throw error;
  }
}

/**
 * Copies the embedded database (and, with `files`, the local files) into an empty PostgreSQL database (and a
 * bucket), then compares both sides. Nothing is written to a target that already holds data.
 */
export async function exportDatabase(options: ExportOptions): Promise<ExportReport> {
  const { log } = options;
  const source = await openSource(options.dataDir);
  let client: pg.Client | undefined;
  try {
    // The source is brought to the current schema, as the application does at start-up: both sides then match.
    await migrate(source);
    const sourceSession = drizzleSession(source.db);
    // Values travel as text: both sessions print and read timestamps and dates alike.
    await normaliseOutput(sourceSession);
    const tables = await readCatalog(sourceSession);
    const missing = schemaTableNames().filter((name) => !tables.some((t) => t.name === name));
    if (missing.length > 0) throw new Error(`Tabelas do esquema ausentes no banco embutido: ${missing.join(", ")} (falta uma migração?).`);

    client = await connectTarget(options.targetUrl);
    const target = pgSession(client);
    await normaliseOutput(target);
    await refuseUnlessEmpty(target, options.targetUrl);
    if (options.files) {
      await checkBucket(options.files.bucket).catch((error: unknown) => {
        throw new ExportRefused(
          `O bucket não respondeu: ${error instanceof Error ? error.message : String(error)}. Confira S3_ENDPOINT, S3_BUCKET e as chaves.`,
        );
      });
    }

    log(`Aplicando as migrações em ${describeUrl(options.targetUrl)}...`);
    await migrateTarget(options.targetUrl);
    const targetTables = await readCatalog(target);
    const difference = catalogDifference(tables, targetTables);
    if (difference) throw new Error(`Os esquemas da origem e do destino diferem: ${difference}.`);
    const seeded = await tablesSeededByMigrations(target, targetTables);

    // Files first: copying them again is harmless, so an export that fails later can simply be run again.
    let files: FileCopyReport | null = null;
    if (options.files) {
      log(`Copiando os arquivos de ${resolve(options.storageDir)} para o bucket...`);
      files = await copyFiles(options.files.local, options.files.bucket, await referencedFiles(source.db), (copied) => {
        if (copied % 100 === 0) log(`  ${copied} arquivo(s)...`);
      });
    }

    log(`Copiando ${tables.length} tabelas...`);
    const sequences = await copyAllRows(source, target, tables, seeded, options);

    log("Conferindo...");
    const checks = await compareTables(sourceSession, target, tables);
    return { tables: checks, sequences, files };
  } finally {
    await client?.end().catch(() => undefined);
    await source.close();
  }
}
