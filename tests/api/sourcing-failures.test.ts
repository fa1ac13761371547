import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Toast } from "#app/lib/shell/toast.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";

// Specification §8, sourcing screens: when the API refuses without a `detail` message, every action and the edit
// dropdowns show an 'Erro' toast with specification §8's own fallback text, word for word.

type Reply = { data: Record<string, unknown>; init?: ResponseInit | null };
type RouteModule = { action?: unknown; loader?: unknown };

/** Two ways an API call fails with no message of its own: a proxy's 502 page, and a 500 whose JSON has no `detail`. */
const FAILURES = [
  { name: "502 sem JSON", status: 502, reply: () => new Response("Bad Gateway", { status: 502 }) },
  { name: "500 sem detail", status: 500, reply: () => Response.json({ error: "internal" }, { status: 500 }) },
] as const;

const LOOKUPS = /^\/(api\/sourcings\/categorias|auth\/users\/team\/[23])\/$/;

describe.each(drivers)("sourcing fallback messages (%s)", (driver) => {
  let t: TestApi;
  let sourcingId: number;
  let linkedSupplier: number;
  let unlinkedSupplier: number;
  let commentId: number;
  let categoryId: number;
  let responsavelId: number;

  beforeAll(async () => {
    // Every write below is refused before it reaches the API, so one database serves all the tests.
    t = await createTestApi(driver);
    const { access: token } = await t.login("sourcing@demo.local");
    const get = async <T>(path: string) => (await (await t.request(path, { token })).json()) as T;
    const list = await get<{ results: { sourcing_id: number; sourcing_id_categoria: number; sourcing_id_responsavel: number }[] }>(
      `/api/sourcings/?search=${encodeURIComponent("Garrafas térmicas")}`,
    );
    const sourcing = list.results[0];
    if (!sourcing) throw new Error("sourcing de demonstração ausente");
    sourcingId = sourcing.sourcing_id;
    categoryId = sourcing.sourcing_id_categoria;
    responsavelId = sourcing.sourcing_id_responsavel;
    const links = await get<{ id_supplier: number }[]>(`/api/sourcings-suppliers/?id_sourcing=${sourcingId}`);
    linkedSupplier = links[0]?.id_supplier ?? 0;
    const suppliers = await get<{ results: { supplier_id: number }[] }>("/api/suppliers/?page_size=100");
    unlinkedSupplier = suppliers.results.find((s) => !links.some((l) => l.id_supplier === s.supplier_id))?.supplier_id ?? 0;
    const comments = await get<{ id: number }[]>(`/files/comments_sourcings/list/?id_sourcing=${sourcingId}`);
    commentId = comments[0]?.id ?? 0;
    expect([linkedSupplier, unlinkedSupplier, commentId]).not.toContain(0);
  });
  afterAll(async () => {
    await t.close();
  });

  const detailUrl = () => `http://localhost/sourcings/${sourcingId}`;

  /** Posts `body` to a route's action with `apiPath` failing as `failure` says: what the action answered and the toast it flashed. */
  async function post(
    route: () => Promise<RouteModule>,
    url: string,
    body: Record<string, string> | { multipart: FormData; json: boolean },
    apiPath: string,
    failure: (typeof FAILURES)[number],
  ): Promise<{ outcome: unknown; toast: Toast | null }> {
    const { action } = await route();
    const { context, session } = await signedInContext(t, "sourcing@demo.local", (path) => path === apiPath, failure.reply);
    let request: Request;
    if ("multipart" in body) {
      const encoded = new Request(url, { method: "POST", body: body.multipart });
      request = new Request(url, {
        method: "POST",
        headers: { "Content-Type": encoded.headers.get("content-type") ?? "", ...(body.json ? { Accept: "application/json" } : {}) },
        body: await encoded.arrayBuffer(),
      });
    } else {
      // A plain form post, urlencoded as a browser sends it (a multipart body is an upload on the files and comments routes).
      request = new Request(url, { method: "POST", body: new URLSearchParams(body) });
    }
    const args = { ...loaderArgs(context, url, { id: String(sourcingId) }), request };
    const outcome = await (action as (a: never) => Promise<unknown>)(args as never).catch((e: unknown) => e);
    return { outcome, toast: session.takeToast() };
  }

  const erro = (description: string) => ({ type: "error", title: "Erro", description });

  /** An intent without a form: back to `location` with the toast. */
  const expectBackTo = (outcome: unknown, location: string) => {
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).status).toBe(302);
    expect((outcome as Response).headers.get("Location")).toBe(location);
  };

  const detail = () => import("#app/routes/sourcings.detail.tsx");
  const files = () => import("#app/routes/sourcings.files.tsx");
  const comments = () => import("#app/routes/sourcings.comments.tsx");

  describe.each(FAILURES)("API answers $name", (failure) => {
    it("'Novo Sourcing': 'Falha ao criar sourcing.', the form kept", async () => {
      const { outcome, toast } = await post(
        () => import("#app/routes/sourcings.new.tsx"),
        "http://localhost/sourcings/new",
        { descricao: "Não chega à API", id_categoria: String(categoryId), id_responsavel: String(responsavelId) },
        "/api/sourcings/post/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao criar sourcing."));
      const reply = outcome as Reply & { data: { result: { initialValue: Record<string, unknown> } } };
      expect(reply.init?.status).toBe(failure.status);
      expect(reply.data.result.initialValue).toMatchObject({ descricao: "Não chega à API" });
    });

    it("edit form: 'Falha ao atualizar sourcing.'", async () => {
      const { outcome, toast } = await post(
        detail,
        detailUrl(),
        {
          intent: "update",
          id: String(sourcingId),
          version: "1",
          descricao: "Editado",
          id_categoria: String(categoryId),
          id_responsavel: String(responsavelId),
        },
        "/api/sourcings/alter/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao atualizar sourcing."));
      expect((outcome as Reply).init?.status).toBe(failure.status);
    });

    it("header status badge: 'Falha ao atualizar sourcing.'", async () => {
      const { outcome, toast } = await post(
        detail,
        detailUrl(),
        { intent: "status", status: "Concluído" },
        "/api/sourcings/alter/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao atualizar sourcing."));
      expectBackTo(outcome, `/sourcings/${sourcingId}`);
    });

    it("delete: 'Falha ao deletar sourcing.', the sourcing stays open", async () => {
      const { outcome, toast } = await post(detail, detailUrl(), { intent: "delete" }, "/api/sourcings/delete/", failure);
      expect(toast).toMatchObject(erro("Falha ao deletar sourcing."));
      expectBackTo(outcome, `/sourcings/${sourcingId}`);
    });

    it("supplier picker: 'Falha ao adicionar supplier.'", async () => {
      const { outcome, toast } = await post(
        detail,
        detailUrl(),
        { intent: "add-supplier", id_supplier: String(unlinkedSupplier), status: "Não iniciado" },
        "/api/sourcings-suppliers/post/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao adicionar supplier."));
      expectBackTo(outcome, `/sourcings/${sourcingId}`);
    });

    it("a link's status: 'Falha ao atualizar status.'", async () => {
      const { outcome, toast } = await post(
        detail,
        detailUrl(),
        { intent: "link-status", id_supplier: String(linkedSupplier), status: "Doing", nota: "7,5", justificativa: "Negociando" },
        "/api/sourcings-suppliers/alter/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao atualizar status."));
      expect((outcome as Reply).init?.status).toBe(failure.status);
    });

    it("removing a supplier: 'Falha ao remover supplier.'", async () => {
      const { outcome, toast } = await post(
        detail,
        detailUrl(),
        { intent: "remove-supplier", id_supplier: String(linkedSupplier) },
        "/api/sourcings-suppliers/delete/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao remover supplier."));
      expectBackTo(outcome, `/sourcings/${sourcingId}`);
    });

    const commentForm = () => {
      const form = new FormData();
      form.set("id_sourcing", String(sourcingId));
      form.set("comentario", "Comentário que não chega");
      return form;
    };

    it("a comment: 'Falha ao enviar comentário', as JSON for the panel and as a toast without JavaScript", async () => {
      const url = `${detailUrl()}/comments`;
      const api = "/files/comments_sourcings/post/";
      const withJs = await post(comments, url, { multipart: commentForm(), json: true }, api, failure);
      expect((withJs.outcome as Reply).data).toEqual({ ok: false, message: "Falha ao enviar comentário" });
      expect((withJs.outcome as Reply).init?.status).toBe(failure.status);

      const withoutJs = await post(comments, url, { multipart: commentForm(), json: false }, api, failure);
      expect(withoutJs.toast).toMatchObject(erro("Falha ao enviar comentário"));
      expectBackTo(withoutJs.outcome, `/sourcings/${sourcingId}#comentarios`);
    });

    it("deleting a comment: 'Falha ao deletar comentário'", async () => {
      const { outcome, toast } = await post(
        comments,
        `${detailUrl()}/comments`,
        { intent: "delete", id: String(commentId) },
        "/files/comments_sourcings/delete/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao deletar comentário"));
      expectBackTo(outcome, `/sourcings/${sourcingId}#comentarios`);
    });

    it("a file: 'Falha ao enviar arquivo.', as JSON for the progress bar and as a toast without JavaScript", async () => {
      const url = `${detailUrl()}/files`;
      const fileForm = () => {
        const form = new FormData();
        form.set("sourcing_id", String(sourcingId));
        form.set("file_action", "create");
        form.set("file", new Blob(["fornecedor;preco\n"], { type: "text/csv" }), "cotacoes.csv");
        return form;
      };
      const withJs = await post(files, url, { multipart: fileForm(), json: true }, "/files/sourcings/upload/", failure);
      expect((withJs.outcome as Reply).data).toEqual({ ok: false, message: "Falha ao enviar arquivo." });

      const withoutJs = await post(files, url, { multipart: fileForm(), json: false }, "/files/sourcings/upload/", failure);
      expect(withoutJs.toast).toMatchObject(erro("Falha ao enviar arquivo."));
      expectBackTo(withoutJs.outcome, `/sourcings/${sourcingId}#arquivos`);
    });

    it("deleting a file: 'Falha ao deletar arquivo.'", async () => {
      const { outcome, toast } = await post(
        files,
        `${detailUrl()}/files`,
        { intent: "delete", filename: "Comparativo de cotações.csv" },
        "/files/sourcings/delete/",
        failure,
      );
      expect(toast).toMatchObject(erro("Falha ao deletar arquivo."));
      expectBackTo(outcome, `/sourcings/${sourcingId}#arquivos`);
    });

    it("edit mode's dropdowns: 'Falha ao carregar dropdowns', the sourcing still shown", async () => {
      const { loader } = await detail();
      const { context } = await signedInContext(t, "sourcing@demo.local", (path) => LOOKUPS.test(path), failure.reply);
      const result = (await loader(
        loaderArgs(context, `${detailUrl()}?editar=1`, { id: String(sourcingId) }) as never,
      )) as unknown as Reply;
      expect(result.data.lookups).toBeNull();
      expect((result.data.sourcing as { sourcing_id: number }).sourcing_id).toBe(sourcingId);
      expect(result.data.toasts).toEqual([expect.objectContaining(erro("Falha ao carregar dropdowns"))]);
    });
  });
});
