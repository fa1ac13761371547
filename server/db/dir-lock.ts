import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `<dir>/.lock` for this process, or refuses with a message naming the owner.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDirLock(dir: string): () => Promise<void> {
  const path = join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return async () => release();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(path, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `A pasta de dados ${dir} já está em uso pelo processo ${owner}. ` +
            "O banco embutido (PGlite) só pode ser aberto por um processo de cada vez: " +
            "pare o outro processo ou use DATABASE_URL para um PostgreSQL compartilhado.",
        );
      }
      unlinkSync(path);
    }
  }
  throw new DataDirLockedError(`Não foi possível obter o bloqueio de ${path}.`);
}
