import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "#server/env.ts";

describe("configuração (env)", () => {
  it("has defaults that need no setting at all", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", API_URL: " ", S3_BUCKET: "" }).DATABASE_URL).toBeUndefined();
  });

  it("reports every bad value on its own line, in Portuguese", () => {
    let message = "";
    try {
      loadEnv({ PORT: "abc", DATABASE_URL: "mysql://x", API_URL: "nao-e-url", LOG_LEVEL: "verbose" });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain("Configuração inválida:");
    expect(message).toContain("PORT: deve ser um número de porta");
    expect(message).toContain("DATABASE_URL: deve começar com postgres:// ou postgresql://");
    expect(message).toContain("API_URL: deve ser uma URL completa");
    expect(message).toContain("LOG_LEVEL: deve ser debug, info, warn, error ou silent");
    expect(message.split("\n")).toHaveLength(5);
  });

  it("reads the operations settings: log level and metrics (off by default)", () => {
    expect(loadEnv({}).LOG_LEVEL).toBe("info");
    expect(loadEnv({}).METRICS).toBe(false);
    expect(loadEnv({ LOG_LEVEL: "debug", METRICS: "1" })).toMatchObject({ LOG_LEVEL: "debug", METRICS: true });
    expect(() => loadEnv({ METRICS: "sim" })).toThrow(/METRICS: deve ser 0 ou 1/);
  });

  it("requires shared secrets with PostgreSQL and all S3 settings together", () => {
    expect(() => loadEnv({ DATABASE_URL: "postgres://u@h/db" })).toThrow(/SESSION_SECRET: é obrigatório quando DATABASE_URL/);
    expect(() => loadEnv({ DATABASE_URL: "postgres://u@h/db", SESSION_SECRET: "curto", JWT_SECRET: "x".repeat(40) })).toThrow(
      /SESSION_SECRET: deve ter pelo menos 32 caracteres/,
    );
    expect(() => loadEnv({ S3_BUCKET: "b" })).toThrow(/S3_ENDPOINT: é obrigatório ao usar armazenamento S3/);
    const ok = loadEnv({ DATABASE_URL: "postgres://u@h/db", SESSION_SECRET: "s".repeat(32), JWT_SECRET: "j".repeat(32) });
    expect(ok.DATABASE_URL).toBe("postgres://u@h/db");
  });

  it("S3_DOWNLOADS: proxy by default, presigned only with a bucket, anything else refused in Portuguese", () => {
    const s3 = { S3_ENDPOINT: "http://minio:9000", S3_BUCKET: "b", S3_ACCESS_KEY: "k", S3_SECRET_KEY: "s" };
    expect(loadEnv({}).S3_DOWNLOADS).toBe("proxy");
    expect(loadEnv({ ...s3, S3_DOWNLOADS: "" }).S3_DOWNLOADS).toBe("proxy");
    expect(loadEnv({ ...s3, S3_DOWNLOADS: "presigned" }).S3_DOWNLOADS).toBe("presigned");
    expect(() => loadEnv({ ...s3, S3_DOWNLOADS: "direto" })).toThrow(/S3_DOWNLOADS: deve ser proxy ou presigned/);
    expect(() => loadEnv({ S3_DOWNLOADS: "presigned" })).toThrow(/S3_DOWNLOADS: presigned só vale com armazenamento S3/);
  });
});
