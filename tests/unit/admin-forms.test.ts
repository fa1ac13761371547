import { describe, expect, it } from "vitest";
import { adminUserUpdateSchema, lookupInUse } from "#contract/auth/admin.ts";
import { lookupAddFormSchema, passwordResetFormSchema, userActiveFormSchema, userEditFormSchema } from "#app/lib/forms/admin.ts";

// The administration's forms read form fields with the contract's rules (ADR 0047).
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("administration forms", () => {
  it("a password reset needs the rules of every password and a matching confirmation", () => {
    expect(messages(passwordResetFormSchema.safeParse({ id: "3", password: "curta", confirm_password: "curta" }))).toEqual([
      "A nova senha deve ter pelo menos 8 caracteres.",
    ]);
    expect(messages(passwordResetFormSchema.safeParse({ id: "3", password: "segura123", confirm_password: "outra1234" }))).toEqual([
      "A nova senha e a confirmação não coincidem.",
    ]);
    expect(passwordResetFormSchema.parse({ id: "3", password: "segura123", confirm_password: "segura123" })).toEqual({
      id: 3,
      password: "segura123",
    });
  });

  it("edits only to one of the three teams, with a name", () => {
    expect(messages(userEditFormSchema.safeParse({ id: "3", first_name: " ", team: "4" }))).toEqual([
      "Informe o nome.",
      "Equipe inválida.",
    ]);
    expect(userEditFormSchema.parse({ id: "3", first_name: "Ana", team: "1" })).toEqual({
      id: 3,
      first_name: "Ana",
      last_name: "",
      team: 1,
    });
  });

  it("reads the active switch from a form and refuses anything else", () => {
    expect(userActiveFormSchema.parse({ id: "2", is_active: "false" })).toEqual({ id: 2, is_active: false });
    expect(userActiveFormSchema.safeParse({ id: "2", is_active: "talvez" }).success).toBe(false);
  });

  it("an update names at least one field besides the id", () => {
    expect(messages(adminUserUpdateSchema.safeParse({ id: 2 }))).toEqual([
      "Informe ao menos um campo: first_name, last_name, team, is_active ou password.",
    ]);
  });

  it("a lookup value has a name and a known list", () => {
    expect(messages(lookupAddFormSchema.safeParse({ kind: "paises", nome: "  " }))).toEqual(["Lista desconhecida.", "Informe o nome."]);
    expect(lookupAddFormSchema.parse({ kind: "categorias-produto", nome: " Vidros " })).toEqual({
      kind: "categorias-produto",
      nome: "Vidros",
    });
  });

  it("says how many records use a value, in the singular for one", () => {
    expect(lookupInUse(1)).toBe("Em uso por 1 registro.");
    expect(lookupInUse(12)).toBe("Em uso por 12 registros.");
  });
});
