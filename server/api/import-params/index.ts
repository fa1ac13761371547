import { Hono } from "hono";
import {
  IMPORT_PARAMS_FORBIDDEN,
  IMPORT_PARAMS_SAVED,
  importParamsSavedReplySchema,
  importParamsSchema,
  importParamsUpdateSchema,
  importParamsVersionsReplySchema,
} from "#contract/landed-cost/import-params.ts";
import { requireSuperuser, requireUser } from "#server/api/auth-middleware.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parseBody } from "#server/api/validation.ts";
import { saveOrConflict } from "#server/api/versions.ts";
import { importParamsReply, loadImportParams, loadImportParamVersions, saveImportParams } from "./store.ts";

/**
 * /api/import-params/: the landed cost's freight, insurance and tax parameters (ADR 0045). Anyone
 * signed in reads them; only administrators change them, and every change is a new version
 * (docs/decisions/0045-import-params-versions.md).
 */
export const importParamsRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({ summary: "Parâmetros de importação em vigor (custo posto)", tag: "Parâmetros de importação", reply: importParamsSchema }),
    async (c) => {
      const { db } = c.var.deps;
      return c.json(await importParamsReply(db, await loadImportParams(db)));
    },
  )
  .put(
    "",
    describe({
      summary: "Altera os parâmetros de importação (nova versão)",
      description:
        "Somente administradores. As categorias não enviadas mantêm NCM, II e IPI da versão atual. " +
        "`conteineres` (ao menos um; `tipo` único, `m3_util` > 0, `kg_max` > 0, `frete_usd` ≥ 0) substitui os tipos de contêiner; sem ele, a nova versão mantém os da atual. " +
        "Com `versao` (a versão em que o formulário foi carregado), só salva se ela ainda for a atual; senão responde 409 " +
        "com `detail` e `current`, os parâmetros como o GET os devolve. Sem `versao`, salva sempre (a última gravação vale).",
      tag: "Parâmetros de importação",
      access: "superuser",
      body: importParamsUpdateSchema,
      reply: importParamsSavedReplySchema,
      errors: [409],
    }),
    requireSuperuser(IMPORT_PARAMS_FORBIDDEN),
    async (c) => {
      const input = await parseBody(c, importParamsUpdateSchema);
      const { db } = c.var.deps;
      const versao = await saveOrConflict(
        () => saveImportParams(db, input, c.var.user.id),
        async () => importParamsReply(db, await loadImportParams(db)),
      );
      return c.json({ detail: IMPORT_PARAMS_SAVED, versao });
    },
  )
  .get(
    "/versions/",
    describe({
      summary: "Histórico de versões dos parâmetros de importação",
      tag: "Parâmetros de importação",
      reply: importParamsVersionsReplySchema,
    }),
    async (c) => {
      const { db } = c.var.deps;
      const versions = await loadImportParamVersions(db);
      return c.json({ results: await Promise.all(versions.map((v) => importParamsReply(db, v))) });
    },
  );
