import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import type { Env } from "./env.ts";

export interface Secrets {
  sessionSecret: string;
  jwtSecret: string;
}

const storedSchema = z.object({ sessionSecret: z.string().min(32), jwtSecret: z.string().min(32) });

/**
 * Secrets from the environment; on the embedded default, missing ones are generated once and kept
 * in DATA_DIR so sessions survive restarts without any setting.
 */
export function resolveSecrets(env: Env): Secrets {
  if (env.SESSION_SECRET && env.JWT_SECRET) return { sessionSecret: env.SESSION_SECRET, jwtSecret: env.JWT_SECRET };
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, "secrets.json");
  let stored: Secrets | undefined;
  if (existsSync(file)) {
    const parsed = storedSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) stored = parsed.data;
  }
  if (!stored) {
    stored = { sessionSecret: randomBytes(32).toString("base64url"), jwtSecret: randomBytes(32).toString("base64url") };
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return {
    sessionSecret: env.SESSION_SECRET ?? stored.sessionSecret,
    jwtSecret: env.JWT_SECRET ?? stored.jwtSecret,
  };
}
