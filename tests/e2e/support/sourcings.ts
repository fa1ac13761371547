import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { z } from "zod";
import { profileSchema } from "#contract/auth/auth.ts";
import { lookupSchema, supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { createdIdReplySchema } from "#contract/shared/replies.ts";
import { expect } from "./fixtures";

/** Test data for the sourcing screens, made through the public REST API as any client would. */
export class SourcingApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  private async json(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<unknown> {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response.json();
  }

  async get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> {
    return schema.parse(await this.json(await this.request.get(path, { headers: this.headers })));
  }

  async send(method: "POST" | "PUT" | "DELETE", path: string, data: Record<string, unknown>): Promise<unknown> {
    return this.json(await this.request.fetch(path, { method, headers: this.headers, data }));
  }

  /** The id of a lookup (`[{id, nome}]`) by its name. */
  async lookupId(path: string, nome: string): Promise<number> {
    const list = await this.get(path, z.array(lookupSchema));
    const found = list.find((item) => item.nome === nome);
    if (!found) throw new Error(`${nome} ausente em ${path}`);
    return found.id;
  }

  async me() {
    return this.get("/auth/profile/", profileSchema);
  }

  async createSourcing(input: { descricao: string; id_responsavel: number; categoria?: string; id_comercial?: number }): Promise<number> {
    const id_categoria = await this.lookupId("/api/sourcings/categorias/", input.categoria ?? "Novo produto");
    const reply = await this.send("POST", "/api/sourcings/post/", {
      descricao: input.descricao,
      id_categoria,
      id_responsavel: input.id_responsavel,
      id_comercial: input.id_comercial ?? null,
    });
    return createdIdReplySchema.parse(reply).id;
  }

  async deleteSourcing(id: number): Promise<void> {
    const response = await this.request.fetch("/api/sourcings/delete/", { method: "DELETE", headers: this.headers, data: { id } });
    expect([200, 404]).toContain(response.status());
  }

  /** A supplier of the given name (created once, found again afterwards). */
  async supplier(nome: string): Promise<number> {
    const found = await this.get(`/api/suppliers/?${new URLSearchParams({ search: nome })}`, supplierListReplySchema);
    const existing = found.results.find((s) => s.supplier_nome === nome);
    if (existing) return existing.supplier_id;
    const reply = await this.send("POST", "/api/suppliers/post/", {
      nome,
      id_segmento: await this.lookupId("/api/suppliers/segmentos/", "Utilidades Domésticas"),
      id_source: await this.lookupId("/api/suppliers/sources/", "Indicação"),
      id_tiposupplier: await this.lookupId("/api/suppliers/tipos/", "Fabricante"),
      codpais: "in",
    });
    return createdIdReplySchema.parse(reply).id;
  }

  async deleteSupplier(id: number): Promise<void> {
    await this.request.fetch("/api/suppliers/delete/", { method: "DELETE", headers: this.headers, data: { id } });
  }

  async link(id_sourcing: number, id_supplier: number, status = "Não iniciado"): Promise<void> {
    await this.send("POST", "/api/sourcings-suppliers/post/", { id_sourcing, id_supplier, status });
  }

  async grade(
    id_sourcing: number,
    id_supplier: number,
    change: { status: string; nota: number | null; justificativa: string },
  ): Promise<void> {
    await this.send("POST", "/api/sourcings-suppliers/alter/", { id_sourcing, id_supplier, ...change });
  }

  /** Gives the signed-in user a profile picture, so pickers show a real photo. */
  async uploadPicture(): Promise<void> {
    const buffer = readFileSync(join(import.meta.dirname, "../../support/fixtures/avatar.png"));
    const response = await this.request.patch("/auth/profile/picture/", {
      headers: this.headers,
      multipart: { profile_pic: { name: "avatar.png", mimeType: "image/png", buffer } },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/** "dd/mm/yyyy" of today in São Paulo, as the sourcing detail shows dates. */
export function todayBr(): string {
  return new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(),
  );
}
