import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { sourcingCreateSchema } from "#contract/sourcings/sourcings.ts";
import { REQUIRED_FIELDS_MESSAGE } from "#contract/suppliers/suppliers.ts";

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: sourcingCreateSchema });
};

describe("the 'Novo Sourcing' form, as Conform reads it", () => {
  it("asks for description, category and responsible person with the spec's one message", () => {
    const submission = form({ descricao: "  ", id_categoria: "", id_responsavel: "", id_comercial: "" });
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(errors.descricao).toEqual([REQUIRED_FIELDS_MESSAGE]);
    expect(errors.id_categoria).toEqual([REQUIRED_FIELDS_MESSAGE]);
    expect(errors.id_responsavel).toEqual([REQUIRED_FIELDS_MESSAGE]);
    expect(errors.id_comercial).toBeUndefined();
  });

  it("sends no commercial person when none is chosen, and ids as numbers", () => {
    const submission = form({ descricao: " Garrafas térmicas ", id_categoria: "2", id_responsavel: "5", id_comercial: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ descricao: "Garrafas térmicas", id_categoria: 2, id_responsavel: 5, id_comercial: null });
  });

  it("keeps a chosen commercial person and refuses a description over 500 characters", () => {
    expect(form({ descricao: "x", id_categoria: "1", id_responsavel: "1", id_comercial: "7" }).status).toBe("success");
    const long = form({ descricao: "x".repeat(501), id_categoria: "1", id_responsavel: "1" });
    expect(long.reply().error?.descricao).toEqual(["Máximo de 500 caracteres."]);
  });
});
