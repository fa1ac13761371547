import { resolve } from "node:path";
import { z } from "zod";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const USAGE = `Uso: npm run db:export -- --to postgres://usuário@host:5432/banco [--bucket] [--batch-size 1000]
Copia o banco embutido (DATA_DIR) para um PostgreSQL vazio e, com --bucket, os arquivos da pasta local
(STORAGE_DIR ou DATA_DIR/files) para o bucket de S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY e S3_SECRET_KEY.
Pare o aplicativo antes: o banco embutido só abre em um processo por vez.`;

const argsSchema = z.object({
  to: z
    .string({ error: "--to é obrigatório: a URL do PostgreSQL de destino (postgres://…)" })
    .regex(/^postgres(ql)?:\/\//, { error: "--to deve começar com postgres:// ou postgresql://" }),
  bucket: z.boolean().default(false),
  "batch-size": z.coerce
    .number({ error: "--batch-size deve ser um número" })
    .int({ error: "--batch-size deve ser um número inteiro" })
    .min(1, { error: "--batch-size deve ser ao menos 1" })
    .max(10_000, { error: "--batch-size deve ser no máximo 10000" })
    .default(1000),
});

const s3Schema = z.object({
  S3_ENDPOINT: z.url({ error: "deve ser uma URL completa (ex.: http://host:porta)" }),
  S3_BUCKET: z.string().min(1),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  S3_REGION: z.string().default("us-east-1"),
});

const envSchema = z.object({
  DATA_DIR: z.string().default("./data"),
  STORAGE_DIR: optional(z.string()),
});

export interface ExportSettings {
  targetUrl: string;
  batchSize: number;
  dataDir: string;
  storageDir: string;
  bucket: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | null;
}

/** The command's arguments and environment, or the list of what is wrong with them (one message each). */
export function parseSettings(
  args: unknown,
  env: NodeJS.ProcessEnv,
): { ok: true; settings: ExportSettings } | { ok: false; errors: string[] } {
  const parsedArgs = argsSchema.safeParse(args);
  const parsedEnv = envSchema.safeParse(env);
  const errors: string[] = [];
  if (!parsedArgs.success) errors.push(...parsedArgs.error.issues.map((i) => i.message));
  if (!parsedEnv.success) errors.push(...parsedEnv.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  let bucket: ExportSettings["bucket"] = null;
  // The bucket's settings are checked even when another argument is wrong: every problem is reported at once.
  const wantsBucket = z.object({ bucket: z.literal(true) }).safeParse(args).success;
  if (wantsBucket) {
    const s3 = s3Schema.safeParse(Object.fromEntries(Object.entries(env).map(([k, v]) => [k, blankToUndefined(v)])));
    if (s3.success) {
      bucket = {
        endpoint: s3.data.S3_ENDPOINT,
        bucket: s3.data.S3_BUCKET,
        accessKey: s3.data.S3_ACCESS_KEY,
        secretKey: s3.data.S3_SECRET_KEY,
        region: s3.data.S3_REGION,
      };
    } else {
      errors.push(
        ...s3.error.issues.map((i) => `${i.path.join(".")}: ${i.code === "invalid_type" ? "é obrigatório com --bucket" : i.message}`),
      );
    }
  }
  if (!parsedArgs.success || !parsedEnv.success || errors.length > 0) return { ok: false, errors };
  const dataDir = resolve(parsedEnv.data.DATA_DIR);
  return {
    ok: true,
    settings: {
      targetUrl: parsedArgs.data.to,
      batchSize: parsedArgs.data["batch-size"],
      dataDir,
      storageDir: resolve(parsedEnv.data.STORAGE_DIR ?? resolve(dataDir, "files")),
      bucket,
    },
  };
}
