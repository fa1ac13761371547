import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Context } from "hono";
import {
  COMERCIAL_INVALID,
  isFinalSourcingStatus,
  RESPONSAVEL_INVALID,
  SOURCING_CATEGORY_NOT_FOUND,
  SOURCING_CREATED,
  SOURCING_DELETED,
  SOURCING_NOT_FOUND,
  SOURCING_UPDATED,
  STARTED_SOURCING_STATUS,
} from "#contract/sourcings/sourcing-rules.ts";
import { sourcingCreateSchema, sourcingDeleteSchema, sourcingUpdateSchema } from "#contract/sourcings/sourcings.ts";
import type { Db } from "#server/db/client.ts";
import { commentAttachments, sourcingCategories, sourcingComments, sourcingFiles, sourcings, users, rfqFiles } from "#server/db/schema.ts";
import { badRequest, notFound } from "#server/api/errors.ts";
import { deleteWithStoredFiles } from "#server/api/files/stored-files.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";
import { assertVersion, nextVersion, saveOrConflict } from "#server/api/versions.ts";
import { createWithActivity } from "#server/api/activity/create-with-activity.ts";
import { changesBetween, deleteActivityOf, recordActivity } from "#server/api/activity/record.ts";
import { snapshotOf, sourcingTracked } from "#server/api/activity/tracked.ts";
import { loadSourcing } from "./list.ts";
import { SOURCING_FIELDS } from "#contract/sourcings/sourcing-fields.ts";
import { writtenColumns } from "#server/api/fields.ts";

const RESPONSAVEL_TEAM = 2;
const COMERCIAL_TEAM = 3;

type Executor = Pick<Db, "select">;

async function isActiveTeamUser(db: Executor, id: number, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.teamId, teamId), eq(users.isActive, true)));
  return row !== undefined;
}

function refuse(field: string, message: string): never {
  throw badRequest(message, { [field]: [message] });
}

/** The category must exist, the responsible be an active team-2 user and the commercial an active team-3 user. */
async function checkSourcingReferences(
  db: Executor,
  input: { id_categoria: number; id_responsavel: number; id_comercial: number | null },
): Promise<void> {
  const [categoria] = await db
    .select({ id: sourcingCategories.id })
    .from(sourcingCategories)
    .where(eq(sourcingCategories.id, input.id_categoria));
  if (!categoria) refuse("id_categoria", SOURCING_CATEGORY_NOT_FOUND);
  if (!(await isActiveTeamUser(db, input.id_responsavel, RESPONSAVEL_TEAM))) {
    refuse("id_responsavel", RESPONSAVEL_INVALID);
  }
  if (input.id_comercial !== null && !(await isActiveTeamUser(db, input.id_comercial, COMERCIAL_TEAM))) {
    refuse("id_comercial", COMERCIAL_INVALID);
  }
}

type SourcingUpdate = z.output<typeof sourcingUpdateSchema>;

/**
 * The dates a status change sets: dt_inicio the first time it becomes 'Em andamento', dt_finalizado when it
 * becomes final (kept while it moves between final statuses), cleared when it leaves them.
 */
function statusDates(
  current: { status: string; dtInicio: Date | null; dtFinalizado: Date | null },
  next: string | undefined,
  now: Date,
): { dtInicio?: Date; dtFinalizado?: Date | null } {
  if (next === undefined || next === current.status) return {};
  const dates: { dtInicio?: Date; dtFinalizado?: Date | null } = {};
  if (next === STARTED_SOURCING_STATUS && current.dtInicio === null) dates.dtInicio = now;
  if (isFinalSourcingStatus(next)) {
    if (!isFinalSourcingStatus(current.status) || current.dtFinalizado === null) dates.dtFinalizado = now;
  } else if (current.dtFinalizado !== null) {
    dates.dtFinalizado = null;
  }
  return dates;
}

/** POST /api/sourcings/post/: a new sourcing starts 'Não iniciado', created by the signed-in user. */
export async function createSourcing(c: Context<ApiEnv>) {
  const input = await parseBody(c, sourcingCreateSchema);
  const { db } = c.var.deps;
  await checkSourcingReferences(db, input);
  const id = await createWithActivity(db, { entityType: "sourcing", actorId: c.var.user.id }, (tx) =>
    tx
      .insert(sourcings)
      // By hand, unlike the alter's set: Drizzle's insert asks for its required columns by name, which the table's
      // generic column set (writtenColumns) cannot show it.
      .values({
        descricao: input.descricao,
        categoriaId: input.id_categoria,
        responsavelId: input.id_responsavel,
        comercialId: input.id_comercial,
        status: "Não iniciado",
        createdBy: c.var.user.id,
      })
      .returning({ id: sourcings.id }),
  );
  return c.json({ id, detail: SOURCING_CREATED }, 201);
}

/**
 * The row is locked so two status changes cannot both set the dates; what changed
 * (the dates a status sets included) is recorded in the same transaction.
 */
async function alterFields(db: Db, input: SourcingUpdate, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: sourcings.status,
        dtInicio: sourcings.dtInicio,
        dtFinalizado: sourcings.dtFinalizado,
        version: sourcings.version,
        snapshot: snapshotOf(sourcingTracked),
      })
      .from(sourcings)
      .where(eq(sourcings.id, input.id))
      .for("update");
    if (!current) throw notFound(SOURCING_NOT_FOUND);
    assertVersion(current.version, input.version);
    await checkSourcingReferences(tx, input);
    const [saved] = await tx
      .update(sourcings)
      .set({
        ...writtenColumns(sourcings, SOURCING_FIELDS, input),
        ...statusDates(current, input.status, new Date()),
        version: nextVersion(sourcings.version),
      })
      .where(eq(sourcings.id, input.id))
      .returning({ snapshot: snapshotOf(sourcingTracked) });
    if (!saved) throw notFound(SOURCING_NOT_FOUND);
    await recordActivity(
      tx,
      { entityType: "sourcing", entityId: input.id, actorId },
      changesBetween("sourcing", current.snapshot, saved.snapshot),
    );
  });
}

/** PUT /api/sourcings/alter/ */
export async function alterSourcing(c: Context<ApiEnv>) {
  const input = await parseBody(c, sourcingUpdateSchema);
  const { db, links } = c.var.deps;
  await saveOrConflict(
    () => alterFields(db, input, c.var.user.id),
    () => loadSourcing(db, links, input.id),
  );
  return c.json({ detail: SOURCING_UPDATED });
}

/** DELETE /api/sourcings/delete/ */
export async function deleteSourcing(c: Context<ApiEnv>) {
  const { id } = await parseBody(c, sourcingDeleteSchema);
  const { db, storage } = c.var.deps;
  // Links, files, comments, attachments and the suppliers' answers go with the sourcing (FK cascades) and the grade trigger recomputes the
  // suppliers' averages; the objects of its files and attachments are removed after commit.
  await deleteWithStoredFiles(
    db,
    storage,
    { table: sourcings, id, missing: SOURCING_NOT_FOUND, beforeDelete: (tx) => deleteActivityOf(tx, "sourcing", id) },
    async (tx) => [
      ...(await tx.select({ key: sourcingFiles.storageKey }).from(sourcingFiles).where(eq(sourcingFiles.sourcingId, id))),
      ...(await tx
        .select({ key: commentAttachments.storageKey })
        .from(commentAttachments)
        .innerJoin(sourcingComments, eq(sourcingComments.id, commentAttachments.commentId))
        .where(eq(sourcingComments.sourcingId, id))),
      // The files its suppliers attached to their answers by link.
      ...(await tx.select({ key: rfqFiles.storageKey }).from(rfqFiles).where(eq(rfqFiles.sourcingId, id))),
    ],
  );
  return c.json({ detail: SOURCING_DELETED });
}
