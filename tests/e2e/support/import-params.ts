import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { type Container, type ImportParams, importParamsSchema } from "#contract/landed-cost/import-params.ts";
import { expect, test } from "./fixtures";
import { apiToken } from "./suppliers";

/**
 * The import parameters through the REST API, as an administrator: read them, save a changed copy (another
 * administrator, or a spec's setup) and put back what a spec changed. They are one global record every landed cost
 * reads, so a spec restores what it changes.
 */
export class ImportParamsApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly adminToken: string,
  ) {}

  async current(): Promise<ImportParams> {
    const reply = await this.request.get("/api/import-params/", { headers: { Authorization: `Bearer ${this.adminToken}` } });
    expect(reply.ok(), await reply.text()).toBe(true);
    return importParamsSchema.parse(await reply.json());
  }

  /** Saves `params` as a new version (without `versao`: whatever is in force now is replaced). */
  async save(params: ImportParams): Promise<void> {
    const { versao: _v, alterado_em: _a, alterado_por: _p, ...values } = params;
    const reply = await this.request.put("/api/import-params/", { headers: { Authorization: `Bearer ${this.adminToken}` }, data: values });
    expect(reply.status(), await reply.text()).toBe(200);
  }

  /** The container types in force. */
  async containers(): Promise<Container[]> {
    return (await this.current()).conteineres;
  }
}

/** The parameters through the API as the administrator `email`, for the tests of the file this is called in. */
export function importParamsApiAs(email: string): () => ImportParamsApi {
  let request: APIRequestContext | null = null;
  let api: ImportParamsApi | null = null;
  test.beforeAll(async ({ playwright, baseURL }) => {
    request = await playwright.request.newContext({ baseURL });
    api = new ImportParamsApi(request, await apiToken(request, email));
  });
  test.afterAll(async () => {
    await request?.dispose();
  });
  return () => {
    if (!api) throw new Error("importParamsApiAs: used outside a test");
    return api;
  };
}

// ---------------------------------------------------------------- one spec at a time

/**
 * Where the tickets of the lock below live: one folder per server (its port), beside the server's data folder, so
 * two runs on two ports never wait for each other.
 */
const LOCK_DIR = resolve(import.meta.dirname, "../../..", ".tmp", `e2e-import-params-${process.env.E2E_PORT ?? "3210"}`);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The tickets waiting or holding, oldest first; a ticket whose worker has died (a timed-out test) is thrown away. */
async function tickets(): Promise<number[]> {
  const held: number[] = [];
  for (const name of await readdir(LOCK_DIR)) {
    const owner = Number(await readFile(join(LOCK_DIR, name, "pid"), "utf8").catch(() => "0"));
    // A ticket just taken may not have its pid yet: counted, unless its owner is known to be gone.
    if (owner !== 0 && !alive(owner)) await rm(join(LOCK_DIR, name), { recursive: true, force: true });
    else held.push(Number(name));
  }
  return held.sort((a, b) => a - b);
}

/**
 * Holds the import parameters for one test, across spec files and workers: they are one global record, so a test
 * that saves them (a new version: another spec's page saved from the older one meets a conflict) or that checks a
 * landed cost against the API's (the figure moves with them) waits for the other worker's test. First come, first
 * served (numbered tickets), so a file of many tests cannot starve another worker. Returns the release.
 */
export async function holdImportParams(): Promise<() => Promise<void>> {
  await mkdir(LOCK_DIR, { recursive: true });
  let ticket = 0;
  for (;;) {
    ticket = Math.max(0, ...(await tickets())) + 1;
    try {
      await mkdir(join(LOCK_DIR, String(ticket)));
      break;
    } catch {
      // Another worker took that number first: take the next.
    }
  }
  await writeFile(join(LOCK_DIR, String(ticket), "pid"), String(process.pid));
  // No deadline of its own: the waiting test's timeout ends a wait gone wrong, and Playwright then replaces its
  // worker, whose ticket goes with it.
  while ((await tickets())[0] !== ticket) await new Promise((done) => setTimeout(done, 100));
  return () => rm(join(LOCK_DIR, String(ticket)), { recursive: true, force: true });
}

/** Every test of the file (or describe block) this is called in holds the import parameters while it runs. */
export function holdImportParamsInEachTest() {
  let release: (() => Promise<void>) | null = null;
  test.beforeEach(async () => {
    release = await holdImportParams();
  });
  test.afterEach(async () => {
    await release?.();
    release = null;
  });
}
