import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** The São Paulo day `offset` days from today, YYYY-MM-DD (the API's "today" is São Paulo's). */
export function saoPauloDay(offset = 0): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "America/Sao_Paulo" }).format(day);
}

async function getJson(
  request: APIRequestContext,
  token: string,
  path: string,
  params?: Record<string, string | number>,
): Promise<unknown> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` }, params });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

function named(list: unknown, name: string, key: "nome"): number {
  const entries = Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
  const found = entries.find((entry) => entry[key] === name);
  if (!found || typeof found.id !== "number") throw new Error(`não encontrado: ${name}`);
  return found.id;
}

/** Ids of the lookups the test data needs, read through the public API. */
export async function lookupIds(request: APIRequestContext, token: string) {
  const [categorias, team2, team3] = await Promise.all([
    getJson(request, token, "/api/sourcings/categorias/"),
    getJson(request, token, "/auth/users/team/2/"),
    getJson(request, token, "/auth/users/team/3/"),
  ]);
  return {
    category: (nome: string) => named(categorias, nome, "nome"),
    responsavel: (nome: string) => named(team2, nome, "nome"),
    comercial: (nome: string) => named(team3, nome, "nome"),
  };
}

export interface SourcingSetup {
  descricao: string;
  id_categoria: number;
  id_responsavel: number;
  id_comercial: number | null;
  /** Applied in order through PUT /alter/ (a status passing through 'Em andamento' gets a started date). */
  statuses?: string[];
  dt_estimado?: string | null;
  /** Supplier ids linked through POST /api/sourcings-suppliers/post/. */
  suppliers?: number[];
}

/**
 * Creates the sourcing through the public API unless one with that exact description exists already (a
 * worker restarted after a failure runs `beforeAll` again: the data must not double, nor its dates move).
 */
export async function ensureSourcing(request: APIRequestContext, token: string, setup: SourcingSetup): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const found = (await getJson(request, token, "/api/sourcings/", { search: setup.descricao, page_size: 100 })) as {
    results: { sourcing_id: number; sourcing_descricao: string }[];
  };
  const existing = found.results.find((s) => s.sourcing_descricao === setup.descricao);
  if (existing) return existing.sourcing_id;

  const created = await request.post("/api/sourcings/post/", {
    headers,
    data: {
      descricao: setup.descricao,
      id_categoria: setup.id_categoria,
      id_responsavel: setup.id_responsavel,
      id_comercial: setup.id_comercial,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const base = {
    id,
    descricao: setup.descricao,
    id_categoria: setup.id_categoria,
    id_responsavel: setup.id_responsavel,
    id_comercial: setup.id_comercial,
  };
  if (setup.dt_estimado !== undefined) {
    const altered = await request.put("/api/sourcings/alter/", { headers, data: { ...base, dt_estimado: setup.dt_estimado } });
    expect(altered.ok(), await altered.text()).toBe(true);
  }
  for (const status of setup.statuses ?? []) {
    const altered = await request.put("/api/sourcings/alter/", { headers, data: { ...base, status } });
    expect(altered.ok(), await altered.text()).toBe(true);
  }
  for (const supplier of setup.suppliers ?? []) {
    const linked = await request.post("/api/sourcings-suppliers/post/", {
      headers,
      data: { id_sourcing: id, id_supplier: supplier, status: "Doing" },
    });
    expect(linked.status(), await linked.text()).toBe(201);
  }
  return id;
}
