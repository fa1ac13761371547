import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { describeExport, exportMatches } from "#server/db/export/report.ts";
import { ExportRefused, exportDatabase } from "#server/db/export/run.ts";
import { parseSettings, USAGE } from "#server/db/export/settings.ts";
import { LocalStorage } from "#server/storage/local.ts";
import { S3Storage } from "#server/storage/s3.ts";

const { values } = parseArgs({
  options: {
    to: { type: "string" },
    bucket: { type: "boolean" },
    "batch-size": { type: "string" },
    help: { type: "boolean" },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const parsed = parseSettings(values, process.env);
if (!parsed.ok) {
  console.error(parsed.errors.join("\n"));
  console.error(USAGE);
  process.exit(2);
}
const settings = parsed.settings;
const bucket = settings.bucket ? new S3Storage(settings.bucket) : null;
const started = Date.now();
try {
  console.log(`Exportando o banco embutido de ${settings.dataDir}${bucket ? ` e os arquivos de ${settings.storageDir}` : ""}...`);
  const report = await exportDatabase({
    dataDir: settings.dataDir,
    storageDir: settings.storageDir,
    targetUrl: settings.targetUrl,
    files: bucket ? { local: new LocalStorage(settings.storageDir), bucket } : null,
    batchSize: settings.batchSize,
    log: (line) => console.log(line),
  });
  for (const line of describeExport(report)) console.log(line);
  console.log(`Tempo: ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  if (existsSync(join(settings.dataDir, "secrets.json"))) {
    console.log(
      `Para que as sessões abertas continuem válidas, use em SESSION_SECRET e JWT_SECRET os valores de ${join(settings.dataDir, "secrets.json")}.`,
    );
  }
  if (!exportMatches(report)) process.exitCode = 1;
} catch (error) {
  console.error(
    error instanceof ExportRefused ? error.message : `Exportação interrompida: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (!(error instanceof ExportRefused))
    console.error("Nada foi gravado no banco de destino além das migrações; corrija a causa e rode de novo.");
  process.exitCode = 1;
} finally {
  bucket?.close();
}
