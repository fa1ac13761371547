import type { APIRequestContext } from "@playwright/test";
import { productCategoriesReplySchema, productCreatedReplySchema, productListReplySchema } from "#contract/products/products.ts";
import { expect } from "./fixtures";
import { SourcingApi } from "./sourcings";

export interface ProductSetup {
  nome: string;
  descricao?: string;
  categoria?: string;
  unidade?: "peça" | "caixa";
  cubagem?: string;
  peso?: string;
  /** [supplier id, quote in USD] */
  quotes?: [number, string][];
}

/** Test data for the product detail, made through the public REST API as any client would. */
export class ProductApi {
  readonly suppliers: SourcingApi;

  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {
    this.suppliers = new SourcingApi(request, token);
  }

  async categoryId(nome: string): Promise<number> {
    const list = await this.suppliers.get("/api/products/categorias/", productCategoriesReplySchema);
    const found = list.find((categoria) => categoria.nome === nome);
    if (!found) throw new Error(`categoria ausente: ${nome}`);
    return found.id;
  }

  async categoryNames(): Promise<string[]> {
    return (await this.suppliers.get("/api/products/categorias/", productCategoriesReplySchema)).map((categoria) => categoria.nome);
  }

  async createProduct(setup: ProductSetup): Promise<number> {
    const id_categoria = await this.categoryId(setup.categoria ?? "Brinquedos");
    const reply = await this.suppliers.send("POST", "/api/products/post/", {
      nome: setup.nome,
      descricao: setup.descricao ?? "",
      id_categoria,
      unidade_medida: setup.unidade ?? "peça",
    });
    const { id } = productCreatedReplySchema.parse(reply);
    if (setup.cubagem || setup.peso || setup.quotes) {
      await this.suppliers.send("PUT", "/api/products/alter/", {
        id,
        nome: setup.nome,
        id_categoria,
        unidade_medida: setup.unidade ?? "peça",
        cubagem: setup.cubagem ?? "0",
        peso: setup.peso ?? "0",
        suppliers: (setup.quotes ?? []).map(([supplier, cotacao]) => ({ id: supplier, cotacao })),
      });
    }
    return id;
  }

  /** PUT /api/products/alter/ with the product as saved and these quotes (each may carry its terms). */
  async saveQuotes(id: number, quotes: ({ id: number; cotacao: string } & Record<string, unknown>)[]): Promise<void> {
    await this.alter(id, { suppliers: quotes });
  }

  /** PUT /api/products/alter/ with the product as saved and these changes (its quotes kept as they are). */
  async alter(id: number, changes: Record<string, unknown>): Promise<void> {
    const product = await this.product(id);
    await this.suppliers.send("PUT", "/api/products/alter/", {
      id,
      nome: product.nome,
      id_categoria: product.id_categoria,
      unidade_medida: product.unidade_medida,
      ...changes,
    });
  }

  async product(id: number) {
    const reply = await this.suppliers.get(`/api/products/?id=${id}`, productListReplySchema);
    const found = reply.results[0];
    if (!found) throw new Error(`produto ausente: ${id}`);
    return found;
  }

  /** POST /files/products/images/upload/: the product's image (replacing any). */
  async uploadImage(id: number, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const upload = await this.request.post("/files/products/images/upload/", {
      headers: { Authorization: `Bearer ${this.token}` },
      multipart: { product_id: String(id), overwrite: "true", file },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
  }

  async deleteProduct(id: number): Promise<void> {
    const response = await this.request.fetch("/api/products/delete/", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${this.token}` },
      data: { id },
    });
    expect([200, 404]).toContain(response.status());
  }
}
