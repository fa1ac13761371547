import type { APIRequestContext } from "@playwright/test";
import type { z } from "zod";
import { productCategoriesReplySchema, productCreatedReplySchema, productListReplySchema } from "#contract/products/products.ts";
import { supplierListReplySchema } from "#contract/suppliers/suppliers.ts";
import { expect } from "./fixtures";
import { apiToken } from "./suppliers";

export interface ProductSetup {
  nome: string;
  categoria: string;
  descricao?: string;
  unidade?: "peça" | "caixa";
  /** [supplier name, quote in USD as text] */
  quotes?: [string, string][];
}

/** Test data for the product screens, made through the public REST API as any client would. */
export class ProductApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async as(request: APIRequestContext, email: string) {
    return new ProductApi(request, await apiToken(request, email));
  }

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  private async get<S extends z.ZodType>(path: string, schema: S, params?: Record<string, string | number>): Promise<z.output<S>> {
    const response = await this.request.get(path, { headers: this.headers, params });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return schema.parse(await response.json());
  }

  async categoryId(nome: string): Promise<number> {
    const found = (await this.get("/api/products/categorias/", productCategoriesReplySchema)).find((c) => c.nome === nome);
    if (!found) throw new Error(`categoria de produto ausente: ${nome}`);
    return found.id;
  }

  async supplierId(nome: string): Promise<number> {
    const found = (await this.get("/api/suppliers/", supplierListReplySchema, { search: nome })).results.find(
      (s) => s.supplier_nome === nome,
    );
    if (!found) throw new Error(`supplier ausente: ${nome}`);
    return found.supplier_id;
  }

  /** The product with that exact name, if any. */
  async find(nome: string) {
    const reply = await this.get("/api/products/", productListReplySchema, { search: nome, page_size: 100 });
    return reply.results.find((p) => p.nome === nome) ?? null;
  }

  /**
   * Creates the product (and its quotes) unless one with that exact name exists already: a worker restarted
   * after a failure runs `beforeAll` again, and the data must not double.
   */
  async ensure(setup: ProductSetup): Promise<number> {
    const existing = await this.find(setup.nome);
    if (existing) return existing.id;
    const id_categoria = await this.categoryId(setup.categoria);
    const unidade_medida = setup.unidade ?? "peça";
    const created = await this.request.post("/api/products/post/", {
      headers: this.headers,
      data: { nome: setup.nome, descricao: setup.descricao ?? "", id_categoria, unidade_medida },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = productCreatedReplySchema.parse(await created.json());
    if (setup.quotes?.length) {
      const suppliers = [];
      for (const [nome, cotacao] of setup.quotes) suppliers.push({ id: await this.supplierId(nome), cotacao });
      const altered = await this.request.put("/api/products/alter/", {
        headers: this.headers,
        data: { id, nome: setup.nome, id_categoria, unidade_medida, suppliers },
      });
      expect(altered.ok(), await altered.text()).toBe(true);
    }
    return id;
  }

  async delete(id: number): Promise<void> {
    const response = await this.request.fetch("/api/products/delete/", { method: "DELETE", headers: this.headers, data: { id } });
    expect([200, 404]).toContain(response.status());
  }

  /** Removes every product with that exact name (a test's own creations). */
  async deleteNamed(nome: string): Promise<void> {
    for (let found = await this.find(nome); found; found = await this.find(nome)) await this.delete(found.id);
  }
}
