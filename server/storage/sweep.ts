import type { Db } from "#server/db/client.ts";
import { referencedFiles } from "./referenced-files.ts";
import type { Storage } from "./storage.ts";

/**
 * The start-up sweep (docs/decisions/0036-faults-and-start-up-sweep.md). Uploads are written before their rows
 * commit and replaced objects are removed after, so a process killed at the wrong moment can leave a partial
 * write or an object no row points at, never a row without its object. The sweep removes the first two and
 * reports the third (it would mean the storage lost files: for a person to look at, not for us to hide).
 */
export interface SweepReport {
  partial: number;
  orphans: number;
  /** Rows whose object is missing: reported only. */
  missing: string[];
  /** Orphans left in place because they looked like a storage that is not this database's (see `guard`). */
  skipped: number;
}

export interface SweepOptions {
  /**
   * Only what is older than this is touched: another instance may be writing an upload right now, and its
   * object exists before its row. Zero when this process has the database to itself (the embedded one).
   */
  graceMs: number;
  now?: Date;
}

// Removing most of a storage that holds many objects means the database and the storage do not belong
// together (a wrong DATABASE_URL or bucket): then nothing is removed and the log says why.
const guard = (orphans: number, total: number) => orphans > 10 && orphans > total / 2;

export async function sweepStorage(db: Db, storage: Storage, options: SweepOptions): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - options.graceMs);
  const partial = await storage.sweepPartial(before);
  const referenced = new Set((await referencedFiles(db)).keys());
  const present = new Set<string>();
  const orphans: string[] = [];
  for await (const object of storage.list()) {
    present.add(object.key);
    if (!referenced.has(object.key) && object.modified <= before) orphans.push(object.key);
  }
  const missing = [...referenced].filter((key) => !present.has(key));
  if (guard(orphans.length, present.size)) return { partial, orphans: 0, missing, skipped: orphans.length };
  for (const key of orphans) await storage.delete(key);
  return { partial, orphans: orphans.length, missing, skipped: 0 };
}

/** One log line for the report (and one per missing file). */
export function describeSweep(report: SweepReport): string[] {
  const lines = [
    `[storage] varredura: ${report.partial} envio(s) interrompido(s) e ${report.orphans} arquivo(s) sem registro removidos; ${report.missing.length} registro(s) sem arquivo.`,
  ];
  if (report.skipped > 0) {
    lines.push(
      `[storage] ${report.skipped} arquivos sem registro NÃO foram removidos: são a maior parte do armazenamento, o que indica banco e armazenamento que não combinam. Confira DATABASE_URL e o armazenamento.`,
    );
  }
  for (const key of report.missing) lines.push(`[storage] registro aponta para arquivo ausente: ${key}`);
  return lines;
}
