import { describe, expect, it } from "vitest";
import type { ActivityLine, ActivityLines } from "#app/lib/activity/panel.ts";
import type { SourcingComment } from "#contract/sourcings/sourcings.ts";
import { sourcingTimeline } from "#app/lib/sourcings/timeline.ts";

const comment = (id: number, at: string): SourcingComment => ({
  id,
  id_user: 1,
  comentario: `c${id}`,
  html: `<p>c${id}</p>`,
  dt_enviado: at,
  anexos: [],
  user_info: { nome: "Ana", profile_pic: null },
});

const change = (id: number, at: string): ActivityLine => ({ id, actor: "Usuário removido", summary: "alterou Status de A para B", at });

const page = (n: number, total: number, entries: ActivityLine[]): ActivityLines => ({
  results: entries,
  pagination: { current_page: n, total_pages: total, page_size: 2, total_items: total * 2, has_next: n < total, has_previous: n > 1 },
});

const ids = (items: ReturnType<typeof sourcingTimeline>) =>
  items.map((i) => (i.kind === "comment" ? `c${i.comment.id}` : `a${i.entry.id}`));

// Times: minutes of one day, newest last in each list as the API sends comments (oldest first).
const t = (minute: number) => `2026-03-12T10:${String(minute).padStart(2, "0")}:00.000Z`;
const comments = [comment(1, t(1)), comment(2, t(4)), comment(3, t(7)), comment(4, t(9))];

describe("sourcingTimeline", () => {
  it("without changes: the comments, newest first", () => {
    expect(ids(sourcingTimeline(comments, null))).toEqual(["c4", "c3", "c2", "c1"]);
  });

  it("puts every comment on exactly one page of changes, in time order", () => {
    // Changes at minutes 8, 6 (page 1), 5, 3 (page 2), 2 (page 3).
    const first = sourcingTimeline(comments, { page: page(1, 3, [change(5, t(8)), change(4, t(6))]), newerPageOldest: null });
    const second = sourcingTimeline(comments, { page: page(2, 3, [change(3, t(5)), change(2, t(3))]), newerPageOldest: t(6) });
    const third = sourcingTimeline(comments, { page: page(3, 3, [change(1, t(2))]), newerPageOldest: t(3) });
    expect(ids(first)).toEqual(["c4", "a5", "c3", "a4"]);
    expect(ids(second)).toEqual(["a3", "c2", "a2"]);
    expect(ids(third)).toEqual(["a1", "c1"]);
  });

  it("with no changes at all, the first page holds every comment", () => {
    expect(ids(sourcingTimeline(comments, { page: page(1, 1, []), newerPageOldest: null }))).toEqual(["c4", "c3", "c2", "c1"]);
  });

  it("a page past the end shows nothing again", () => {
    expect(sourcingTimeline(comments, { page: page(4, 3, []), newerPageOldest: null })).toEqual([]);
  });
});
