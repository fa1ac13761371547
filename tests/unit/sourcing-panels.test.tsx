import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SourcingCommentsPanel, CommentsFallback } from "#app/components/sourcings/sourcing-comments-panel.tsx";
import { SourcingFilesPanel } from "#app/components/sourcings/sourcing-files-panel.tsx";
import { SuppliersPanel } from "#app/components/sourcings/suppliers-panel.tsx";
import type { LinkView } from "#app/lib/sourcings/panels.ts";
import { ToastProvider } from "#app/components/toaster.tsx";
import { shortAttachmentName } from "#app/lib/sourcings/attachment-name.ts";
import type { SourcingComment } from "#contract/sourcings/sourcings.ts";

/** Server rendering as a browser without JavaScript receives it (the panels need a data router for their forms). */
function render(node: ReactNode, url = "/sourcings/7") {
  const router = createMemoryRouter([{ path: "/sourcings/:id", element: <ToastProvider serverToasts={[]}>{node}</ToastProvider> }], {
    initialEntries: [url],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The latest comments are all there is, and no delete is being confirmed. */
const LATEST = { olderComments: false, confirming: null };

const comment = (over: Partial<SourcingComment>): SourcingComment => ({
  id: 1,
  id_user: 10,
  comentario: "**Olá**",
  html: "<p><strong>Olá</strong></p>",
  dt_enviado: "2026-03-02T13:05:00.000Z",
  user_info: { nome: "Bruno Sourcing", profile_pic: null },
  anexos: [],
  ...over,
});

describe("shortAttachmentName", () => {
  it("keeps names of up to 10 characters and shortens longer ones to 10 and an ellipsis", () => {
    expect(shortAttachmentName("fatura.pdf")).toBe("fatura.pdf");
    expect(shortAttachmentName("proposta-final.pdf")).toBe("proposta-f…");
    expect(shortAttachmentName("orçamento çç.xlsx")).toBe("orçamento …");
  });
});

describe("SourcingFilesPanel", () => {
  it("says 'Nenhum arquivo adicionado.' and offers the plain upload form", () => {
    const html = render(<SourcingFilesPanel sourcingId={7} files={[]} />);
    expect(html).toContain("Nenhum arquivo adicionado.");
    expect(html).toContain('action="/sourcings/7/files"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/name="file_action" checked="" value="create"/);
    expect(html).toContain('id="arquivos"');
  });

  it("lists each file as a new-tab link (a fresh signed link at the click) with its size, and a delete leading to the confirmation page", () => {
    const html = render(<SourcingFilesPanel sourcingId={7} files={[{ filename: "proposta final.pdf", size: 1536 }]} />);
    expect(html).toMatch(
      /<a href="\/sourcings\/7\/files\?baixar=proposta\+final\.pdf" target="_blank" rel="noopener noreferrer"[^>]*>proposta final\.pdf<\/a>/,
    );
    expect(html).toContain("1,5 KB");
    expect(html).toContain('href="/sourcings/7?deletar_arquivo=proposta+final.pdf#arquivos"');
    expect(html).toContain('aria-label="Deletar arquivo proposta final.pdf"');
    expect(html).not.toContain("Nenhum arquivo adicionado.");
  });

  it("without JavaScript, asks in the panel before deleting (?deletar_arquivo=)", () => {
    const files = [{ filename: "a b.pdf", size: 1 }];
    const html = render(<SourcingFilesPanel sourcingId={7} files={files} />, "/sourcings/7?deletar_arquivo=a%20b.pdf");
    expect(html).toContain('role="alertdialog"');
    expect(html).toContain("Deseja realmente deletar o arquivo a b.pdf?");
    expect(html).toContain('action="/sourcings/7/files"');
    expect(html).toContain('name="filename" value="a b.pdf"');
    expect(render(<SourcingFilesPanel sourcingId={7} files={files} />, "/sourcings/7?deletar_arquivo=outro.pdf")).not.toContain(
      "alertdialog",
    );
  });

  it("says so when the list could not be loaded", () => {
    expect(render(<SourcingFilesPanel sourcingId={7} files={null} />)).toContain("Falha ao carregar arquivos.");
  });
});

describe("SourcingCommentsPanel", () => {
  it("says 'Nenhum comentário.' and has the multipart form with the 3000-character limit", () => {
    const html = render(<SourcingCommentsPanel sourcingId={7} comments={[]} {...LATEST} currentUserId={10} />);
    expect(html).toContain("Nenhum comentário.");
    expect(html).toContain('action="/sourcings/7/comments"');
    expect(html).toContain('maxLength="3000"');
    expect(html).toContain('name="arquivos"');
    expect(html).toContain("Publicar");
  });

  it("renders the stored safe HTML, the author, the time and shortened attachment names with the full name as title", () => {
    const html = render(
      <SourcingCommentsPanel
        sourcingId={7}
        comments={[comment({ anexos: [{ filename: "proposta-final.pdf", fileurl: "/files/blob/?key=x" }] })]}
        {...LATEST}
        currentUserId={10}
      />,
    );
    expect(html).toContain("<p><strong>Olá</strong></p>");
    expect(html).toContain("Bruno Sourcing");
    expect(html).toContain('dateTime="2026-03-02T13:05:00.000Z"');
    expect(html).toContain("02/03/2026, 10:05");
    expect(html).toContain('title="proposta-final.pdf"');
    expect(html).toContain("proposta-f…");
  });

  it("gives a delete button only to the author", () => {
    const comments = [
      comment({ id: 1, id_user: 10 }),
      comment({ id: 2, id_user: 11, user_info: { nome: "Carla Comercial", profile_pic: null } }),
    ];
    const html = render(<SourcingCommentsPanel sourcingId={7} comments={comments} {...LATEST} currentUserId={10} />);
    expect(html).toContain('href="/sourcings/7?deletar_comentario=1#comentarios"');
    expect(html).not.toContain("deletar_comentario=2");
    expect(html.match(/Deletar comentário/g)).toHaveLength(1);
  });

  it("without JavaScript, asks in the panel before deleting one's own comment only (?deletar_comentario=)", () => {
    const comments = [comment({ id: 1, id_user: 10 }), comment({ id: 2, id_user: 11 })];
    // The loader reads the text as typed of the comment being confirmed only, even one older than those shown.
    const own = render(
      <SourcingCommentsPanel
        sourcingId={7}
        comments={comments.slice(1)}
        olderComments
        confirming={{ id: 1, id_user: 10, comentario: "meu texto" }}
        currentUserId={10}
      />,
      "/sourcings/7?deletar_comentario=1&comentarios=40",
    );
    expect(own).toContain("Deseja realmente deletar este comentário?");
    expect(own).toContain("meu texto");
    expect(own).toContain('action="/sourcings/7/comments?comentarios=40"');
    // 'Cancelar' goes back to the thread as it was shown.
    expect(own).toContain('href="/sourcings/7?comentarios=40#comentarios"');
    const other = render(
      <SourcingCommentsPanel
        sourcingId={7}
        comments={comments}
        olderComments={false}
        confirming={{ id: 2, id_user: 11, comentario: "dela" }}
        currentUserId={10}
      />,
      "/sourcings/7?deletar_comentario=2",
    );
    expect(other).not.toContain("Deseja realmente deletar este comentário?");
  });

  it("shows newest first, and the load failure text instead of an empty list", () => {
    const comments = [comment({ id: 1, html: "<p>primeiro</p>" }), comment({ id: 2, html: "<p>segundo</p>" })];
    const html = render(<SourcingCommentsPanel sourcingId={7} comments={comments} {...LATEST} currentUserId={0} />);
    expect(html.indexOf("segundo")).toBeLessThan(html.indexOf("primeiro"));
    expect(render(<SourcingCommentsPanel sourcingId={7} comments={null} {...LATEST} currentUserId={0} />)).toContain(
      "Falha ao carregar comentários",
    );
  });

  it("offers 'Mostrar comentários anteriores' only when older comments remain: a page more, back at the oldest shown", () => {
    const comments = [comment({ id: 5 }), comment({ id: 6 })];
    const all = render(<SourcingCommentsPanel sourcingId={7} comments={comments} {...LATEST} currentUserId={10} />);
    expect(all).not.toContain("Mostrar comentários anteriores");
    const first = render(<SourcingCommentsPanel sourcingId={7} comments={comments} olderComments confirming={null} currentUserId={10} />);
    expect(first).toMatch(/href="\/sourcings\/7\?comentarios=20#comentario-5"[^>]*>Mostrar comentários anteriores</);
    expect(first).toContain('id="comentario-5"');
    // Further back, with the changes shown: the next page, the changes kept, a confirmation's link keeping both.
    const later = render(
      <SourcingCommentsPanel sourcingId={7} comments={comments} olderComments confirming={null} currentUserId={10} />,
      "/sourcings/7?comentarios=40&alteracoes=1&deletar_comentario=9",
    );
    expect(later).toContain('href="/sourcings/7?comentarios=50&amp;alteracoes=1#comentario-5"');
    expect(later).toContain('href="/sourcings/7?deletar_comentario=6&amp;alteracoes=1&amp;comentarios=40#comentarios"');
    expect(later).toContain('action="/sourcings/7/comments?alteracoes=1&amp;comentarios=40"');
  });

  it("has a fallback for a Suspense boundary", () => {
    expect(renderToStaticMarkup(<CommentsFallback />)).toContain("Carregando comentários...");
  });
});

describe("SuppliersPanel", () => {
  const link = (id: number): LinkView => ({
    id_supplier: id,
    supplier_nome: `Fornecedor Longo Trading Co., Ltd. #${id}`,
    status: "Doing",
    justificativa: "",
    nota: null,
    certificados_vencidos: [],
  });
  const props = { sourcingId: 7, failed: false, search: null, rfqs: [], now: new Date("2026-11-28T12:00:00Z") };

  it("names each supplier once: its controls are named by the entry's name and a hidden word (aria-labelledby)", () => {
    const html = render(<SuppliersPanel {...props} links={[link(3)]} total={1} />);
    expect(html.split("Fornecedor Longo Trading Co., Ltd. #3")).toHaveLength(2);
    expect(html).toContain('<span hidden="" id="lk-status">Status de</span>');
    expect(html).toContain('<span hidden="" id="lk-remove">Remover</span>');
    expect(html).toMatch(/<a id="lk-3"[^>]*href="\/suppliers\/3"/);
    expect(html).toContain('aria-labelledby="lk-status lk-3"');
    expect(html).toContain('aria-labelledby="lk-remove lk-3"');
    // A change that asks nothing is sent without the saved nota and justificativa (the action keeps them).
    expect(html).not.toContain('name="nota"');
    expect(html).not.toContain("Mostrar todos os fornecedores");
  });

  it("more suppliers than shown: a link to all of them, back at the panel, keeping the thread's view", () => {
    const html = render(<SuppliersPanel {...props} links={[link(1), link(2)]} total={5} />, "/sourcings/7?comentarios=20&remover=9");
    expect(html).toMatch(
      /href="\/sourcings\/7\?comentarios=20&amp;fornecedores=todos#fornecedores"[^>]*>Mostrar todos os fornecedores \(5\)</,
    );
    expect(html).toContain('href="/sourcings/7?remover=2"');
  });

  it("all shown: each entry's no-JavaScript links and its status form keep them shown", () => {
    const html = render(<SuppliersPanel {...props} links={[link(1), link(2)]} total={2} />, "/sourcings/7?fornecedores=todos");
    expect(html).toContain('id="fornecedores"');
    expect(html).toContain('href="/sourcings/7?remover=2&amp;fornecedores=todos"');
    expect(html).toContain('action="/sourcings/7?fornecedores=todos"');
    expect(html).not.toContain("Mostrar todos os fornecedores");
  });
});
