import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  COMMENT_EMPTY_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  COMMENT_TOO_MANY_FILES_MESSAGE,
  commentListReplySchema,
} from "#contract/sourcings/sourcings.ts";
import { commentAttachments, sourcingComments } from "#server/db/schema.ts";
import { z } from "zod";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { loaderArgs, signedInContext } from "#tests/support/web.ts";
import { freshSourcings, userId } from "#tests/support/sourcings.ts";
import { listFiles } from "#tests/support/suppliers.ts";

const LIMIT = 1024;

interface Attachment {
  bytes: string | Uint8Array;
  name: string;
  type?: string;
}

function commentForm(fields: Record<string, string>, files: Attachment[] = []): FormData {
  const form = new FormData();
  // Attachments first: they are in storage before the text is checked, and must still leave nothing behind.
  for (const f of files)
    form.append(
      "arquivos",
      new Blob([typeof f.bytes === "string" ? f.bytes : new Uint8Array(f.bytes)], { type: f.type ?? "text/plain" }),
      f.name,
    );
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** Known XSS vectors: none of what follows each may survive in the stored HTML. */
const XSS: [string, RegExp][] = [
  ["<script>alert(1)</script>", /<script|alert\(1\)/i],
  ["<img src=x onerror=alert(1)>", /<img|onerror/i],
  ["[x](javascript:alert(1))", /javascript:/i],
  ["[y](JaVaScRiPt:alert(1))", /javascript:/i],
  ['<a href="data:text/html,<script>alert(1)</script>">d</a>', /data:|<script/i],
  ['<iframe src="https://example.com"></iframe>', /<iframe/i],
  ['<form action="/auth/logout/"><input name="a"><button>ok</button></form>', /<form|<input|<button/i],
  ["<svg onload=alert(1)><circle r=1></circle></svg>", /<svg|onload/i],
  ['<p style="background:url(javascript:alert(1))">estilo</p>', /style=|javascript:/i],
  ["[v](vbscript:msgbox(1))", /vbscript:/i],
  ['<a href="https://example.com" onclick="alert(1)">c</a>', /onclick/i],
  ["<object data=x></object><embed src=x><meta http-equiv=refresh content=0>", /<object|<embed|<meta/i],
];

describe.each(drivers)("comentários de sourcing (%s)", (driver) => {
  let t: TestApi;
  let token: string;
  let sourcingId: number;
  let bruno: number;

  beforeEach(async () => {
    t = await createTestApi(driver, { sourcingFileMaxBytes: LIMIT });
    token = (await t.login("sourcing@demo.local")).access;
    const db = t.database.db;
    bruno = await userId(db, "sourcing@demo.local");
    [sourcingId] = await freshSourcings(db);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (fields: Record<string, string>, files: Attachment[] = [], as = token) =>
    t.request("/files/comments_sourcings/post/", { method: "POST", body: commentForm(fields, files), token: as });
  const list = async (id = sourcingId) => {
    const response = await t.request(`/files/comments_sourcings/list/?id_sourcing=${id}`, { token });
    expect(response.status).toBe(200);
    return commentListReplySchema.parse(await response.json());
  };
  const del = (id: unknown, as = token) => t.request("/files/comments_sourcings/delete/", { method: "DELETE", json: { id }, token: as });
  const commentRows = () => t.database.db.select().from(sourcingComments);
  const attachmentRows = () => t.database.db.select().from(commentAttachments);

  it("posts markdown as the token's user whatever id_user says; lists oldest first with author, rendered HTML and attachments", async () => {
    const carla = (await t.login("comercial@demo.local")).access;
    const first = await post(
      {
        id_sourcing: String(sourcingId),
        id_user: "1",
        comentario: "**Amostras** chegaram:\n\n- garrafa A\n- garrafa B\n\n[Cotação](https://example.com/cotacao)",
      },
      [
        { bytes: "relatório de QC", name: "qc-garrafas.txt" },
        { bytes: "%PDF-1.4 cotação", name: "cotação final.pdf", type: "application/pdf" },
      ],
    );
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toEqual({ id: expect.any(Number), detail: "Comentário enviado!" });
    const second = await post(
      { id_sourcing: String(sourcingId), id_user: String(bruno), comentario: "Fechamos com o *fornecedor B*." },
      [],
      carla,
    );
    expect(second.status).toBe(201);

    const comments = await list();
    expect(comments.map((c) => c.comentario)).toEqual([
      "**Amostras** chegaram:\n\n- garrafa A\n- garrafa B\n\n[Cotação](https://example.com/cotacao)",
      "Fechamos com o *fornecedor B*.",
    ]);
    const [mine, hers] = comments;
    expect(mine).toMatchObject({ id: created.id, id_user: bruno, user_info: { nome: "Bruno Sourcing", profile_pic: null } });
    expect(hers).toMatchObject({ id_user: await userId(t.database.db, "comercial@demo.local"), user_info: { nome: "Carla Comercial" } });
    expect(new Date(mine?.dt_enviado as string).toISOString()).toBe(mine?.dt_enviado);
    expect(mine?.html).toContain("<strong>Amostras</strong>");
    expect(mine?.html).toContain("<li>garrafa A</li>");
    expect(mine?.html).toContain('<a href="https://example.com/cotacao" target="_blank" rel="noopener noreferrer">Cotação</a>');
    expect(hers?.html).toContain("<em>fornecedor B</em>");
    expect(hers?.anexos).toEqual([]);

    // The attachments, in the order sent, download through their links.
    expect(mine?.anexos.map((a) => a.filename)).toEqual(["qc-garrafas.txt", "cotação final.pdf"]);
    const qc = await t.request(mine?.anexos[0]?.fileurl as string);
    expect(qc.status).toBe(200);
    expect(await qc.text()).toBe("relatório de QC");
    const pdf = await t.request(mine?.anexos[1]?.fileurl as string);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(await pdf.text()).toBe("%PDF-1.4 cotação");
    expect(listFiles(t.storageDir)).toHaveLength(2);

    // The stored row holds the markdown and its HTML side by side.
    const rows = await commentRows();
    expect(rows.map((r) => r.userId)).toEqual([bruno, hers?.id_user]);
    expect(rows[0]?.html).toBe(mine?.html);
  });

  it("shows the author's picture as a signed link", async () => {
    const picture = new FormData();
    picture.append(
      "profile_pic",
      new Blob([new Uint8Array(readFileSync("tests/support/fixtures/avatar.png"))], { type: "image/png" }),
      "eu.png",
    );
    expect((await t.request("/auth/profile/picture/", { method: "PATCH", body: picture, token })).status).toBe(200);
    await post({ id_sourcing: String(sourcingId), comentario: "Com foto." });
    const [comment] = await list();
    expect(comment?.user_info.profile_pic).toMatch(/^\/files\/blob\/\?/);
    expect((await t.request(comment?.user_info.profile_pic as string)).headers.get("content-type")).toBe("image/png");
  });

  it.each([
    ["blank", "   \n\t ", COMMENT_EMPTY_MESSAGE],
    ["empty", "", COMMENT_EMPTY_MESSAGE],
    ["over 3000 characters", "a".repeat(3001), COMMENT_TOO_LONG_MESSAGE],
  ])("refuses a %s comment with attachments (400), storing nothing", async (_, comentario, message) => {
    const response = await post({ id_sourcing: String(sourcingId), comentario }, [
      { bytes: "anexo", name: "a.txt" },
      { bytes: "outro", name: "b.txt" },
    ]);
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toBe(message);
    expect(await commentRows()).toEqual([]);
    expect(await attachmentRows()).toEqual([]);
    expect(listFiles(t.storageDir)).toEqual([]);
  });

  it("takes exactly 3000 characters and 5 files; refuses 6 files, an attachment over the limit and an unknown sourcing, storing nothing", async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ bytes: `arquivo ${i}`, name: `a${i}.txt` }));
    // 3000 characters as typed: multipart sends each line break as CRLF, still one character.
    const longest = `${"b".repeat(9)}\n`.repeat(300);
    expect((await post({ id_sourcing: String(sourcingId), comentario: longest }, five)).status).toBe(201);
    expect((await commentRows()).map((r) => r.comentario)).toEqual([longest]);
    const storedBefore = listFiles(t.storageDir);
    expect(storedBefore).toHaveLength(5);
    const rowsBefore = await commentRows();

    const six = await post({ id_sourcing: String(sourcingId), comentario: "Seis arquivos" }, [...five, { bytes: "sexto", name: "a5.txt" }]);
    expect(six.status).toBe(400);
    expect(await six.json()).toEqual({ detail: COMMENT_TOO_MANY_FILES_MESSAGE });

    const large = await post({ id_sourcing: String(sourcingId), comentario: "Grande" }, [
      { bytes: "pequeno", name: "p.txt" },
      { bytes: new Uint8Array(LIMIT + 1), name: "g.bin" },
    ]);
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ detail: "O arquivo não pode exceder 300MB." });

    const unknown = await post({ id_sourcing: "999999", comentario: "Onde?" }, [{ bytes: "anexo", name: "a.txt" }]);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: "Sourcing não encontrado." });

    expect(await commentRows()).toEqual(rowsBefore);
    expect(await attachmentRows()).toHaveLength(5);
    expect(listFiles(t.storageDir)).toEqual(storedBefore);
  });

  it("lets only the author delete; the attachments leave storage", async () => {
    const kept = await (await post({ id_sourcing: String(sourcingId), comentario: "Fica" }, [{ bytes: "fica", name: "fica.txt" }])).json();
    const gone = await (
      await post({ id_sourcing: String(sourcingId), comentario: "Sai" }, [
        { bytes: "sai 1", name: "s1.txt" },
        { bytes: "sai 2", name: "s2.txt" },
      ])
    ).json();
    expect(listFiles(t.storageDir)).toHaveLength(3);

    const carla = (await t.login("comercial@demo.local")).access;
    const refused = await del(gone.id, carla);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ detail: "Apenas o autor pode deletar este comentário." });
    expect(listFiles(t.storageDir)).toHaveLength(3);

    const deleted = await del(gone.id);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ detail: "Comentário deletado" });
    expect((await list()).map((c) => c.id)).toEqual([kept.id]);
    expect(listFiles(t.storageDir).map((f) => readFileSync(f, "utf8"))).toEqual(["fica"]);
    expect((await attachmentRows()).map((a) => a.filename)).toEqual(["fica.txt"]);

    const again = await del(gone.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: "Comentário não encontrado." });
  });

  it("stores sanitised HTML: no script, handler, unsafe scheme or disallowed element survives", async () => {
    for (const [vector] of XSS) {
      expect((await post({ id_sourcing: String(sourcingId), comentario: `antes ${vector} depois` })).status, vector).toBe(201);
    }
    const rows = await commentRows();
    expect(rows).toHaveLength(XSS.length);
    for (const [vector, forbidden] of XSS) {
      const row = rows.find((r) => r.comentario === `antes ${vector} depois`);
      expect(row?.html, vector).toContain("antes");
      expect(row?.html, vector).not.toMatch(forbidden);
    }
    // Links that stay open in a new tab without handing over the opener.
    const kept = rows.find((r) => r.comentario.includes("onclick"));
    expect(kept?.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">c</a>');
  });

  it("with limit, lists only the latest that many, still oldest first; refuses a limit that is not a whole number from 1", async () => {
    // Written out of id order (as imported threads are): 'latest' is by the time written.
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour));
    await t.database.db.insert(sourcingComments).values(
      [3, 1, 5, 2, 4].map((hour) => ({
        sourcingId,
        userId: bruno,
        comentario: `às ${hour}h`,
        html: `<p>às ${hour}h</p>`,
        dtEnviado: at(hour),
      })),
    );
    const limited = async (limit: string) => {
      const response = await t.request(`/files/comments_sourcings/list/?id_sourcing=${sourcingId}&limit=${limit}`, { token });
      expect(response.status).toBe(200);
      return commentListReplySchema.parse(await response.json()).map((c) => c.comentario);
    };
    expect(await limited("2")).toEqual(["às 4h", "às 5h"]);
    expect(await limited("1")).toEqual(["às 5h"]);
    expect(await limited("6")).toEqual(["às 1h", "às 2h", "às 3h", "às 4h", "às 5h"]);
    expect((await list()).map((c) => c.comentario)).toEqual(["às 1h", "às 2h", "às 3h", "às 4h", "às 5h"]);
    // An empty value is no limit, as any blank filter.
    expect(await limited("")).toHaveLength(5);
    for (const bad of ["0", "-1", "2.5", "dez", "2147483648"]) {
      const response = await t.request(`/files/comments_sourcings/list/?id_sourcing=${sourcingId}&limit=${bad}`, { token });
      expect(response.status, bad).toBe(400);
      expect((await response.json()).detail).toBe("limit inválido: informe um número inteiro a partir de 1.");
    }
  });

  it("the sourcing page shows the latest 10, says whether older ones remain, and quotes a confirmed one even older", async () => {
    const ids: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const posted = await post({ id_sourcing: String(sourcingId), comentario: `Comentário ${n}` });
      ids.push((await posted.json()).id);
    }
    const { loader } = await import("#app/routes/sourcings.detail.tsx");
    const loaded = z.object({
      data: z.object({
        comments: z.array(z.looseObject({ id: z.number(), html: z.string() })),
        olderComments: z.boolean(),
        confirmingComment: z.object({ id: z.number(), id_user: z.number(), comentario: z.string() }).nullable(),
      }),
    });
    const load = async (query: string) => {
      const called: string[] = [];
      const { context } = await signedInContext(t, "sourcing@demo.local", (path) => {
        called.push(path);
        return false;
      });
      const url = `http://localhost/sourcings/${sourcingId}${query}`;
      const result: unknown = await loader(loaderArgs(context, url, { id: String(sourcingId) }) as never);
      const lists = called.filter((path) => path === "/files/comments_sourcings/list/").length;
      return { ...loaded.parse(result).data, lists };
    };
    const texts = (comments: { html: string }[]) => comments.map((c) => c.html.replace(/<\/?p>/g, "").trim());

    const first = await load("");
    expect(texts(first.comments)).toEqual(Array.from({ length: 10 }, (_, i) => `Comentário ${i + 3}`));
    expect(first.comments.every((c) => !("comentario" in c))).toBe(true);
    expect(first).toMatchObject({ olderComments: true, confirmingComment: null, lists: 1 });
    const all = await load("?comentarios=20");
    expect(all.comments).toHaveLength(12);
    expect(all.olderComments).toBe(false);
    // The oldest, pushed out of the first page: read from the whole thread for the confirmation alone.
    const confirming = await load(`?deletar_comentario=${ids[0]}`);
    expect(confirming.comments).toHaveLength(10);
    expect(confirming.confirmingComment).toEqual({ id: ids[0], id_user: bruno, comentario: "Comentário 1" });
    expect(confirming.lists).toBe(2);
    const shown = await load(`?deletar_comentario=${ids[5]}`);
    expect(shown.confirmingComment?.comentario).toBe("Comentário 6");
    expect(shown.lists).toBe(1);
  });

  it("answers 404 for the comments of an unknown sourcing and 400 for ids out of range", async () => {
    const unknown = await t.request("/files/comments_sourcings/list/?id_sourcing=999999", { token });
    expect(unknown.status).toBe(404);
    expect(await list()).toEqual([]);
    const listOut = await t.request("/files/comments_sourcings/list/?id_sourcing=2147483648", { token });
    expect(listOut.status).toBe(400);
    expect((await listOut.json()).detail).toContain("id_sourcing");
    const postOut = await post({ id_sourcing: "2147483648", comentario: "Fora" }, [{ bytes: "x", name: "x.txt" }]);
    expect(postOut.status).toBe(400);
    expect((await postOut.json()).detail).toContain("id_sourcing");
    const delOut = await del(2147483648);
    expect(delOut.status).toBe(400);
    expect((await delOut.json()).detail).toContain("id");
    expect(listFiles(t.storageDir)).toEqual([]);
    expect((await t.request(`/files/comments_sourcings/list/?id_sourcing=${sourcingId}`)).status).toBe(401);
  });
});
