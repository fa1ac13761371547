import { z } from "zod";
import { LOG_LEVELS } from "./ops/logger.ts";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** An optional setting: unset and empty mean the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const url = z.url({ error: "deve ser uma URL completa (ex.: http://host:porta)" });
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: "deve ser um número" })
    .int({ error: "deve ser um número inteiro" })
    .min(min, { error: `deve ser ao menos ${min}` })
    .max(max, { error: `deve ser no máximo ${max}` });
const flag = z
  .enum(["0", "1", "true", "false"], { error: "deve ser 0 ou 1" })
  .default("0")
  .transform((v) => v === "1" || v === "true");
const secret = z.string().min(32, { error: "deve ter pelo menos 32 caracteres" });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "deve ser um número de porta" })
      .int()
      .min(1, { error: "deve estar entre 1 e 65535" })
      .max(65535, { error: "deve estar entre 1 e 65535" })
      .default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, { error: "deve começar com postgres:// ou postgresql://" })),
    SESSION_SECRET: optional(secret),
    JWT_SECRET: optional(secret),
    API_URL: optional(url),
    STORAGE_DIR: optional(z.string()),
    S3_ENDPOINT: optional(url),
    S3_BUCKET: optional(z.string()),
    S3_ACCESS_KEY: optional(z.string()),
    S3_SECRET_KEY: optional(z.string()),
    /** The bucket's address as browsers reach it, for presigned downloads (default S3_ENDPOINT). */
    S3_PUBLIC_URL: optional(url),
    S3_REGION: z.string().default("us-east-1"),
    /**
     * How files leave a bucket (docs/decisions/0042): `proxy` streams them through the app's signed link;
     * `presigned` has that link answer a redirect to a short-lived presigned bucket URL.
     */
    S3_DOWNLOADS: z.preprocess(blankToUndefined, z.enum(["proxy", "presigned"], { error: "deve ser proxy ou presigned" }).default("proxy")),
    RATES_BRL_URL: z.url().default("https://api.bcb.gov.br/dados/serie/bcdata.sgs.1/dados/ultimos/1?formato=json"),
    RATES_CNY_URL: z.url().default("https://open.er-api.com/v6/latest/USD"),
    // PostgreSQL pool (docs/decisions/0036): connections per instance, the bounded wait for one, the statement timeout.
    DB_POOL_SIZE: wholeNumber(1, 500).default(10),
    DB_POOL_WAIT_MS: wholeNumber(100).default(5_000),
    DB_STATEMENT_TIMEOUT_MS: wholeNumber(100).default(15_000),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `deve ser ${LOG_LEVELS.slice(0, -1).join(", ")} ou ${LOG_LEVELS.at(-1)}` }).default("info"),
    /** Prometheus metrics at /metrics (docs/decisions/0040); off, the path is a 404. */
    METRICS: flag,
    TRUST_PROXY: flag,
    /** A `Server-Timing` header on every page listing the API calls it made (for the benchmark and DevTools). */
    SERVER_TIMING: flag,
    /**
     * The benchmark's floor (docs/benchmark.md): HTML files in this folder answered as they are at
     * /__bench/static/<name>, through the same front (log, headers, compression) as the pages; unset, no route.
     */
    BENCH_STATIC_DIR: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL) {
      for (const key of ["SESSION_SECRET", "JWT_SECRET"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "é obrigatório quando DATABASE_URL está definido (várias instâncias precisam compartilhá-lo)",
          });
        }
      }
    }
    if (env.S3_ENDPOINT || env.S3_BUCKET) {
      for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "é obrigatório ao usar armazenamento S3" });
      }
    }
    if (env.S3_DOWNLOADS === "presigned" && !env.S3_ENDPOINT) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_DOWNLOADS"],
        message: "presigned só vale com armazenamento S3 (defina S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY e S3_SECRET_KEY)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** One bad setting and what is wrong with it. */
export interface EnvProblem {
  setting: string;
  message: string;
}

export class EnvError extends Error {
  constructor(readonly problems: EnvProblem[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  ${p.setting}: ${p.message}`).join("\n")}`);
  }
}

/** Parses the environment; every bad value is reported on its own line, in terms ops can act on. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((i) => ({ setting: i.path.join(".") || "(env)", message: i.message })));
}
