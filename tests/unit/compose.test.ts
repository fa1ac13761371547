import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envSchema, loadEnv } from "#server/env.ts";

// No container engine runs on the build machines, so docker-compose.yml is never started here: this test is what
// keeps it in step with the app (ADR 0042). Every setting it gives the apps must be one server/env.ts accepts and
// must pass its validation; both instances must share secrets, database and bucket; the proxy must reach both.
const root = resolve(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(resolve(root, path), "utf8");

const environmentSchema = z
  .union([
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)),
    // The list form, `- KEY=value`.
    z
      .array(z.string())
      .transform((list) => Object.fromEntries(list.map((item) => [item.split("=")[0] ?? "", item.slice(item.indexOf("=") + 1)]))),
  ])
  .default({});
const serviceSchema = z.object({
  build: z.unknown().optional(),
  image: z.string().optional(),
  environment: environmentSchema,
  depends_on: z.union([z.array(z.string()), z.record(z.string(), z.object({ condition: z.string() }))]).optional(),
  volumes: z.array(z.string()).default([]),
});
const composeSchema = z.object({ services: z.record(z.string(), serviceSchema) });
type Service = z.infer<typeof serviceSchema>;

const composeText = read("docker-compose.yml");
// Compose resolves `<<: *app` merge keys; so does the parser with `merge`.
const compose = composeSchema.parse(parse(composeText, { merge: true }));
const services = Object.entries(compose.services);
const apps = services.filter(([, service]) => service.build !== undefined);
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`serviço ${name} ausente do docker-compose.yml`);
  return found;
};

/** The variables deploy/env.example documents, with a sample value each (secrets long enough to pass). */
const exampleVariables = read("deploy/env.example")
  .split("\n")
  .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
  .map((line) => line.slice(0, line.indexOf("=")));
const sample = (name: string) => `${name.toLowerCase()}-valor-de-exemplo-com-mais-de-32-caracteres`;

/** Compose's interpolation: `${X}`, `${X:-default}`, `${X:?message}` from .env; `$$` is a literal `$`. */
function interpolate(value: string): string {
  return value
    .replace(/\$\{([A-Z_][A-Z0-9_]*)(?::?([-?])([^}]*))?\}/g, (_all, name: string, kind: string | undefined, rest: string | undefined) =>
      exampleVariables.includes(name) ? sample(name) : kind === "-" ? (rest ?? "") : "",
    )
    .replace(/\$\$/g, "$");
}
const environmentOf = (s: Service) => Object.fromEntries(Object.entries(s.environment).map(([key, value]) => [key, interpolate(value)]));

describe("docker-compose.yml", () => {
  it("runs two app instances built from this repository", () => {
    expect(apps.map(([name]) => name).sort()).toEqual(["app-1", "app-2"]);
  });

  it("gives the apps only settings server/env.ts accepts, and settings that pass its validation", () => {
    const accepted = Object.keys(envSchema.shape);
    for (const [name, app] of apps) {
      expect({ service: name, unknown: Object.keys(app.environment).filter((key) => !accepted.includes(key)) }).toEqual({
        service: name,
        unknown: [],
      });
      const env = loadEnv(environmentOf(app));
      expect(env.NODE_ENV).toBe("production");
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\//);
      expect(env.S3_ENDPOINT).toBeTruthy();
      expect(env.TRUST_PROXY).toBe(true);
    }
  });

  it("gives both instances the same secrets, database, bucket and every other setting", () => {
    const [first, second] = apps.map(([, app]) => environmentOf(app));
    for (const key of [
      "SESSION_SECRET",
      "JWT_SECRET",
      "DATABASE_URL",
      "S3_ENDPOINT",
      "S3_BUCKET",
      "S3_ACCESS_KEY",
      "S3_SECRET_KEY",
      "S3_DOWNLOADS",
    ]) {
      expect(first?.[key], key).toBeTruthy();
    }
    expect(second).toEqual(first);
  });

  it("points the apps at the compose file's own PostgreSQL and MinIO, with the bucket and key the bucket job creates", () => {
    const app = environmentOf(service("app-1"));
    const database = new URL(app.DATABASE_URL ?? "");
    const postgres = environmentOf(service("postgres"));
    expect(database.hostname).toBe("postgres");
    expect(database.username).toBe(postgres.POSTGRES_USER);
    expect(database.password).toBe(postgres.POSTGRES_PASSWORD);
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);

    expect(new URL(app.S3_ENDPOINT ?? "").hostname).toBe("minio");
    const bucketJob = environmentOf(service("minio-bucket"));
    expect({ bucket: bucketJob.S3_BUCKET, key: bucketJob.S3_ACCESS_KEY, secret: bucketJob.S3_SECRET_KEY }).toEqual({
      bucket: app.S3_BUCKET,
      key: app.S3_ACCESS_KEY,
      secret: app.S3_SECRET_KEY,
    });
    // The apps wait for the bucket to exist.
    expect(JSON.stringify(service("app-1").depends_on)).toContain("minio-bucket");
  });

  it("documents every variable it reads in deploy/env.example", () => {
    const used = [...composeText.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1] ?? "");
    expect([...new Set(used)].filter((name) => !exampleVariables.includes(name))).toEqual([]);
  });

  it("puts the reverse proxy in front of both instances, on their port, checking readiness", () => {
    const proxy = service("proxy");
    const mounted = proxy.volumes.map((v) => v.split(":")[0] ?? "").find((path) => path.includes("Caddyfile"));
    expect(mounted).toBe("./deploy/Caddyfile");
    const caddyfile = read("deploy/Caddyfile");
    const upstreams = /reverse_proxy\s+([^{\n]+)/.exec(caddyfile)?.[1]?.trim().split(/\s+/).sort();
    const ports = apps.map(([, app]) => loadEnv(environmentOf(app)).PORT);
    expect(upstreams).toEqual(apps.map(([name], i) => `${name}:${ports[i]}`).sort());
    expect(caddyfile).toMatch(/health_uri \/readyz/);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

  it("runs as a non-root user with a health check on /healthz (liveness)", () => {
    expect(finalStage).toMatch(/^USER (?!root\b)\w+/m);
    expect(finalStage).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
  });

  it("listens on the port the compose file's apps and proxy use", () => {
    const port = /^EXPOSE (\d+)/m.exec(finalStage)?.[1];
    expect(port).toBeTruthy();
    for (const [, app] of apps) expect(String(loadEnv(environmentOf(app)).PORT)).toBe(port);
  });
});
