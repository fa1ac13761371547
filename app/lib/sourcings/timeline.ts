import type { CommentView } from "./panels";
import type { ActivityLine, ActivityLines } from "#app/lib/activity/panel.ts";

/** One page of a sourcing's changes, and where the newer page ended (its oldest change), null on the first page. */
export interface ChangesPage {
  page: ActivityLines;
  newerPageOldest: string | null;
}

export type TimelineItem = { kind: "comment"; at: number; comment: CommentView } | { kind: "change"; at: number; entry: ActivityLine };

/**
 * The comments with one page of the changes interleaved, newest first. The changes are paged; the comments
 * are not, so each page takes the comments written in its span of time: newer than the page's oldest change
 * (unless it is the last page, which takes all older ones) and older than the newer page's oldest change
 * (unless it is the first page). Every comment lands on exactly one page. Without changes (null) it is the
 * comments alone.
 */
export function sourcingTimeline(comments: CommentView[], changes: ChangesPage | null): TimelineItem[] {
  const commentItems = comments.map((comment): TimelineItem => ({ kind: "comment", at: Date.parse(comment.dt_enviado), comment }));
  if (!changes) return commentItems.sort(newestFirst);
  const { page, newerPageOldest } = changes;
  const entries = page.results;
  const first = page.pagination.current_page <= 1;
  // A page past the end has no changes, and its comments were all on the last page.
  if (entries.length === 0 && !first) return [];
  const oldest = entries.at(-1);
  const lower = page.pagination.has_next && oldest ? Date.parse(oldest.at) : -Infinity;
  const upper = first ? Infinity : newerPageOldest === null ? -Infinity : Date.parse(newerPageOldest);
  const inSpan = commentItems.filter((item) => item.at >= lower && item.at < upper);
  const changeItems = entries.map((entry): TimelineItem => ({ kind: "change", at: Date.parse(entry.at), entry }));
  return [...inSpan, ...changeItems].sort(newestFirst);
}

function newestFirst(a: TimelineItem, b: TimelineItem): number {
  return b.at - a.at;
}
