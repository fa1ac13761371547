import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { isFinalSourcingStatus, STARTED_SOURCING_STATUS, type sourcingUpdateSchema } from "../../../contract/sourcings.ts";
import type { Db } from "../../db/client.ts";
import { sourcingCategories, sourcings, users } from "../../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { assertVersion, nextVersion } from "../versions.ts";
import { changesBetween, recordActivity } from "../activity/record.ts";
import { snapshotOf, sourcingTracked } from "../activity/tracked.ts";

export const SOURCING_NOT_FOUND = "Sourcing não encontrado.";
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
export async function checkSourcingReferences(
  db: Executor,
  input: { id_categoria: number; id_responsavel: number; id_comercial: number | null },
): Promise<void> {
  const [categoria] = await db
    .select({ id: sourcingCategories.id })
    .from(sourcingCategories)
    .where(eq(sourcingCategories.id, input.id_categoria));
  if (!categoria) refuse("id_categoria", "Categoria de sourcing não encontrada.");
  if (!(await isActiveTeamUser(db, input.id_responsavel, RESPONSAVEL_TEAM))) {
    refuse("id_responsavel", "Responsável inválido: escolha um usuário ativo da equipe de sourcing (equipe 2).");
  }
  if (input.id_comercial !== null && !(await isActiveTeamUser(db, input.id_comercial, COMERCIAL_TEAM))) {
    refuse("id_comercial", "Comercial inválido: escolha um usuário ativo da equipe comercial (equipe 3).");
  }
}

type SourcingUpdate = z.output<typeof sourcingUpdateSchema>;

/**
 * The dates a status change sets: dt_inicio the first time it becomes 'Em andamento', dt_finalizado when it
 * becomes final (kept while it moves between final statuses), cleared when it leaves them.
 */
export function statusDates(
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

/**
 * PUT /api/sourcings/alter/: the row is locked so two status changes cannot both set the dates; what changed
 * (the dates a status sets included) is recorded in the same transaction.
 */
export async function alterSourcing(db: Db, input: SourcingUpdate, actorId: number): Promise<void> {
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
        descricao: input.descricao,
        categoriaId: input.id_categoria,
        responsavelId: input.id_responsavel,
        comercialId: input.id_comercial,
        ...(input.budget === undefined ? {} : { budget: input.budget }),
        ...(input.dt_estimado === undefined ? {} : { dtEstimado: input.dt_estimado }),
        ...(input.status === undefined ? {} : { status: input.status }),
        ...statusDates(current, input.status, new Date()),
        version: nextVersion(sourcings.version),
      })
      .where(eq(sourcings.id, input.id))
      .returning({ snapshot: snapshotOf(sourcingTracked) });
    if (!saved) throw notFound(SOURCING_NOT_FOUND);
    await recordActivity(tx, { entityType: "sourcing", entityId: input.id, actorId }, changesBetween("sourcing", current.snapshot, saved.snapshot));
  });
}
