/**
 * A dropdown's choices with the record's own value kept choosable, first, even when the list failed to load
 * or no longer holds it: an edit form never silently changes what it did not touch.
 */
export function withCurrent<T extends { id: number }>(list: readonly T[], current: T | null): readonly T[] {
  return current && !list.some((item) => item.id === current.id) ? [current, ...list] : list;
}
