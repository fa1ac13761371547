import { resolve } from "node:path";

/** A migrated, seeded PGlite data folder dumped once per run; each test database is opened from it. */
export const PGLITE_TEMPLATE = resolve(import.meta.dirname, "../../.tmp/pglite-template.tar");

/** The PostgreSQL database every test database is copied from (CREATE DATABASE ... TEMPLATE). */
export function postgresTemplateName(): string {
  return `bo_test_template_${process.pid}`;
}

export function adminUrl(url: string, database = "postgres"): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
