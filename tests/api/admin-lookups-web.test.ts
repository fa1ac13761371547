import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { signedInContext } from "#tests/support/web.ts";

// 'Listas de apoio' posts the list's name (`kind`), which every way back puts in its address: an unknown one,
// whatever characters it holds, is the list page with 'Lista desconhecida.', never a header built from it.
describe.each(drivers)("listas de apoio: a lista enviada (%s)", (driver) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi(driver);
  });
  afterAll(() => t.close());

  async function post(fields: Record<string, string>) {
    const { action } = await import("#app/routes/admin.lookups.tsx");
    const { context, session } = await signedInContext(t, "admin@demo.local");
    const request = new Request("http://localhost/admin/lookups", { method: "POST", body: new URLSearchParams(fields) });
    const outcome: unknown = await action({ request, context, params: {} } as never).catch((thrown: unknown) => thrown);
    if (!(outcome instanceof Response)) throw new Error(`esperava um redirecionamento: ${String(outcome)}`);
    return { status: outcome.status, location: outcome.headers.get("location"), toast: session.takeToast() };
  }

  it.each([
    ["a line break and a header", "x\r\nX-Evil: 1"],
    ["a NUL", "x\0"],
    ["a character outside Latin-1", "lista\u2028€"],
    ["a name that is no list", "paises"],
  ])("%s: back to the lists with 'Lista desconhecida.'", async (_name, kind) => {
    for (const intent of ["add", "rename", "delete"]) {
      const reply = await post({ intent, kind, id: "1", nome: "x" });
      expect(reply, intent).toMatchObject({
        status: 302,
        location: "/admin/lookups",
        toast: { type: "error", description: "Lista desconhecida." },
      });
    }
  });

  it("a rename with a known list and a bad name goes back to its form by a clean address", async () => {
    const reply = await post({ intent: "rename", kind: "segmentos", id: "3", nome: "" });
    expect(reply.status).toBe(302);
    expect(reply.location).toBe("/admin/lookups?renomear=segmentos.3#lista-segmentos");
  });
});
