import type { Context } from "hono";
import type { z } from "zod";
import { FILE_DELETED, FILE_NOT_FOUND } from "#contract/shared/file-rules.ts";
import type { Tx } from "#server/db/client.ts";
import { notFound } from "#server/api/errors.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";
import { removeStoredFiles } from "./stored-files.ts";

/**
 * The handler of a one-file-per-name panel's `DELETE /delete/` (a sourcing's files, a supplier's documents): the
 * body read by `body`, then `remove` deletes the row and writes its history in one transaction, returning the
 * storage key the row held, or null when there is no such file (404, nothing written). The object itself goes
 * only once that transaction has committed (`removeStoredFiles`), so a failure never leaves a row without its file.
 */
export const deleteFileHandler =
  <Body extends z.ZodType>(body: Body, remove: (tx: Tx, input: z.output<Body>, actorId: number) => Promise<string | null>) =>
  async (c: Context<ApiEnv>) => {
    const input = await parseBody(c, body);
    const { db, storage } = c.var.deps;
    await removeStoredFiles(storage, () =>
      db.transaction(async (tx) => {
        const key = await remove(tx, input, c.var.user.id);
        if (key === null) throw notFound(FILE_NOT_FOUND);
        return { result: null, released: [key] };
      }),
    );
    return c.json({ detail: FILE_DELETED });
  };
