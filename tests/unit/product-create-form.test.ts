import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PRODUCT_CREATE_MESSAGE, productCreateSchema } from "#contract/products/products.ts";

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: productCreateSchema });
};

describe("the 'Novo Produto' form, as Conform reads it", () => {
  it("asks for name, category and unit with the spec's one message; the description is optional", () => {
    const submission = form({ nome: "   ", descricao: "", id_categoria: "", unidade_medida: "" });
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(errors.nome).toEqual([PRODUCT_CREATE_MESSAGE]);
    expect(errors.id_categoria).toEqual([PRODUCT_CREATE_MESSAGE]);
    expect(errors.unidade_medida).toEqual([PRODUCT_CREATE_MESSAGE]);
    expect(errors.descricao).toBeUndefined();
  });

  it("sends the trimmed name, an empty description, the category id as a number and the unit", () => {
    const submission = form({ nome: " Garrafa térmica ", descricao: "", id_categoria: "3", unidade_medida: "caixa", stay: "list" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ nome: "Garrafa térmica", descricao: "", id_categoria: 3, unidade_medida: "caixa" });
  });

  it("takes 'peça' and 'caixa' (and the detail's plural), nothing else", () => {
    const unit = (value: string) => form({ nome: "x", id_categoria: "1", unidade_medida: value });
    expect(unit("peça").status).toBe("success");
    expect(unit("peças").status).toBe("success");
    expect(unit("metro").reply().error?.unidade_medida).toEqual([PRODUCT_CREATE_MESSAGE]);
  });

  it("refuses a name over 255 characters with the same message, and takes exactly 255", () => {
    expect(form({ nome: "x".repeat(256), id_categoria: "1", unidade_medida: "peça" }).reply().error?.nome).toEqual([
      PRODUCT_CREATE_MESSAGE,
    ]);
    expect(form({ nome: "x".repeat(255), id_categoria: "1", unidade_medida: "peça" }).status).toBe("success");
  });
});
