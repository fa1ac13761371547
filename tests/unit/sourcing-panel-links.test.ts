import { describe, expect, it } from "vitest";
import {
  commentsShownOf,
  confirmDeleteHref,
  sourcingCommentsHref,
  sourcingPanelHref,
  threadQueryOf,
  threadQueryOfUrl,
} from "#app/lib/sourcings/panels.ts";

// A comment posted or deleted from the thread with its changes shown ('Mostrar alterações') or older comments shown
// ('Mostrar comentários anteriores') comes back to it so.
describe("sourcing comment thread links", () => {
  it("keep what the thread shows only when it was asked for", () => {
    expect(sourcingCommentsHref(7)).toBe("/sourcings/7/comments");
    expect(sourcingCommentsHref(7, { alteracoes: "1" })).toBe("/sourcings/7/comments?alteracoes=1");
    expect(sourcingPanelHref(7, "comentarios")).toBe("/sourcings/7#comentarios");
    expect(sourcingPanelHref(7, "comentarios", { alteracoes: "1", comentarios: "40" })).toBe(
      "/sourcings/7?alteracoes=1&comentarios=40#comentarios",
    );
    expect(confirmDeleteHref("deletar_comentario", 3, "comentarios", { alteracoes: "1" })).toBe(
      "?deletar_comentario=3&alteracoes=1#comentarios",
    );
    expect(threadQueryOfUrl("http://x/sourcings/7/comments?alteracoes=1&comentarios=40")).toEqual({ alteracoes: "1", comentarios: "40" });
    expect(threadQueryOfUrl("http://x/sourcings/7/comments")).toEqual({});
  });

  it("read how many comments are asked for: a positive integer, else the first page's 10 (which the links leave out)", () => {
    expect(commentsShownOf(new URLSearchParams())).toBe(10);
    expect(commentsShownOf(new URLSearchParams("comentarios=60"))).toBe(60);
    for (const bad of ["0", "-5", "2.5", "abc", "1234567"]) expect(commentsShownOf(new URLSearchParams({ comentarios: bad }))).toBe(10);
    expect(threadQueryOf(new URLSearchParams("comentarios=10&alteracoes=0&pagina=2"))).toEqual({});
  });
});
