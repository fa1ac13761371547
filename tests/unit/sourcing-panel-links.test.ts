import { describe, expect, it } from "vitest";
import { confirmDeleteHref, showsChanges, sourcingCommentsHref, sourcingPanelHref } from "../../app/lib/sourcings/panels";

// A comment posted or deleted from the thread with its changes shown ('Mostrar alterações') comes back to it so.
describe("sourcing comment thread links", () => {
  it("keep the changes shown only when they were", () => {
    expect(sourcingCommentsHref(7)).toBe("/sourcings/7/comments");
    expect(sourcingCommentsHref(7, true)).toBe("/sourcings/7/comments?alteracoes=1");
    expect(sourcingPanelHref(7, "comentarios")).toBe("/sourcings/7#comentarios");
    expect(sourcingPanelHref(7, "comentarios", true)).toBe("/sourcings/7?alteracoes=1#comentarios");
    expect(confirmDeleteHref("deletar_comentario", 3, "comentarios", true)).toBe("?deletar_comentario=3&alteracoes=1#comentarios");
    expect(showsChanges("http://x/sourcings/7/comments?alteracoes=1")).toBe(true);
    expect(showsChanges("http://x/sourcings/7/comments")).toBe(false);
  });
});
