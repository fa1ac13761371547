import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STALE_VERSION_MESSAGE } from "../../contract/versions.ts";
import { createTestApi, drivers, type TestApi } from "../support/api.ts";
import { loaderArgs, signedInContext } from "../support/web.ts";

// Two people editing the same record through the screens (issue 9): the second save comes back as a 409 with
// a notice listing what the first one saved, the form keeps what the second typed, and its version moves on.
type ActionReply = { data: { conflict: { version: number; changes: { label: string; value: string }[] } | null }; init: { status: number } };

interface Screen {
  name: string;
  route: () => Promise<{ action: unknown }>;
  url: (id: number) => string;
  detail: (id: number) => string;
  alter: string;
  /** The edit form's fields for the record, with `text` in its main text field. */
  form: (record: Record<string, unknown>, text: string) => Record<string, string>;
  /** The API save the other person makes. */
  save: (record: Record<string, unknown>, text: string) => Record<string, unknown>;
  label: string;
}

const screens: Screen[] = [
  {
    name: "fornecedor",
    route: () => import("../../app/routes/suppliers.detail"),
    url: (id) => `http://localhost/suppliers/${id}`,
    detail: (id) => `/api/suppliers/?id=${id}`,
    alter: "/api/suppliers/alter/",
    form: (r, text) => ({
      intent: "update",
      id: String(r.supplier_id),
      nome: text,
      id_tiposupplier: String(r.supplier_id_tipo),
      id_segmento: String(r.supplier_id_segmento),
      id_source: String(r.supplier_id_source),
      codpais: String(r.supplier_cod_pais),
      contato_nome: String(r.contato_nome),
      contato_telefone: String(r.contato_telefone),
      contato_email: String(r.contato_email),
      contato_wechat: String(r.contato_wechat),
      contato_website: String(r.contato_website),
      contato_endereco: String(r.contato_endereco),
      ...(r.supplier_blacklisted === 1 ? { blacklisted: "on" } : {}),
    }),
    save: (r, text) => ({
      id: r.supplier_id,
      nome: text,
      id_tiposupplier: r.supplier_id_tipo,
      id_segmento: r.supplier_id_segmento,
      id_source: r.supplier_id_source,
      codpais: r.supplier_cod_pais,
      blacklisted: r.supplier_blacklisted === 1,
      contato_nome: r.contato_nome,
      contato_telefone: r.contato_telefone,
      contato_email: r.contato_email,
      contato_wechat: r.contato_wechat,
      contato_website: r.contato_website,
      contato_endereco: r.contato_endereco,
    }),
    label: "Nome do supplier",
  },
  {
    name: "sourcing",
    route: () => import("../../app/routes/sourcings.detail"),
    url: (id) => `http://localhost/sourcings/${id}`,
    detail: (id) => `/api/sourcings/?id=${id}`,
    alter: "/api/sourcings/alter/",
    form: (r, text) => ({
      intent: "update",
      id: String(r.sourcing_id),
      descricao: text,
      id_categoria: String(r.sourcing_id_categoria),
      budget: (r.sourcing_budget as number).toFixed(2).replace(".", ","),
      id_responsavel: String(r.sourcing_id_responsavel),
      id_comercial: r.sourcing_id_comercial === null ? "" : String(r.sourcing_id_comercial),
      dt_estimado: (r.sourcing_dt_estimado as string | null) ?? "",
    }),
    save: (r, text) => ({ id: r.sourcing_id, descricao: text, id_categoria: r.sourcing_id_categoria, id_responsavel: r.sourcing_id_responsavel, id_comercial: r.sourcing_id_comercial, budget: r.sourcing_budget, dt_estimado: r.sourcing_dt_estimado }),
    label: "Descrição",
  },
  {
    name: "produto",
    route: () => import("../../app/routes/products.detail"),
    url: (id) => `http://localhost/products/${id}`,
    detail: (id) => `/api/products/?id=${id}`,
    alter: "/api/products/alter/",
    form: (r, text) => ({
      intent: "update",
      nome: text,
      descricao: String(r.descricao),
      id_categoria: String(r.id_categoria),
      unidade_medida: String(r.unidade_medida),
      cubagem: String(r.cubagem),
      peso: String(r.peso),
    }),
    save: (r, text) => ({ id: r.id, nome: text, descricao: r.descricao, id_categoria: r.id_categoria, unidade_medida: r.unidade_medida, cubagem: String(r.cubagem), peso: String(r.peso) }),
    label: "Nome",
  },
];

describe.each(drivers)("edição concorrente pelas telas (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    token = (await t.login("admin@demo.local")).access;
  });
  afterAll(async () => {
    await t.close();
  });

  const record = async (screen: Screen, id: number) =>
    (((await (await t.request(screen.detail(id), { token })).json()) as { results: Record<string, unknown>[] }).results[0] ?? {}) as Record<string, unknown>;

  const submit = async (screen: Screen, id: number, fields: Record<string, string>) => {
    const { action } = await screen.route();
    const { context, session } = await signedInContext(t, "sourcing@demo.local");
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const args = { ...loaderArgs(context, screen.url(id), { id: String(id) }), request: new Request(screen.url(id), { method: "POST", body: form }) };
    const reply = await (action as (a: never) => Promise<unknown>)(args as never).catch((e: unknown) => e);
    return { reply, toast: session.takeToast() };
  };

  it.each(screens)("$name: the second save gets a 409, the notice with what the first saved, and the newer version", async (screen) => {
    const loaded = await record(screen, 2);
    const version = loaded.version as number;
    // Ana saves through the API while Bruno has the form open at `version`.
    expect((await t.request(screen.alter, { method: "PUT", json: { ...screen.save(loaded, "Salvo por Ana"), version }, token })).status).toBe(200);

    const { reply, toast } = await submit(screen, 2, { ...screen.form(loaded, "Salvo por Bruno"), version: String(version) });
    const { data, init } = reply as ActionReply;
    expect(init.status).toBe(409);
    expect(toast).toEqual(expect.objectContaining({ title: "Erro", description: STALE_VERSION_MESSAGE }));
    expect(data.conflict).toEqual({ version: version + 1, changes: [{ label: screen.label, value: "Salvo por Ana" }] });
    const now = await record(screen, 2);
    expect(now.version).toBe(version + 1);

    // Saving again from the version the notice carries applies Bruno's values on purpose.
    const again = await submit(screen, 2, { ...screen.form(loaded, "Salvo por Bruno"), version: String(version + 1) });
    expect((again.reply as Response).status).toBe(302);
    expect((await record(screen, 2)).version).toBe(version + 2);
  });
});
