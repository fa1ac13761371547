/**
 * Parts of a page that hydrate after the rest, once their code arrives (`hydrateLater`, ADR 0069). The page is marked
 * interactive (`data-hydrated` on <html>, which the end-to-end tests and the bench wait for) only when every part it
 * was rendered with has hydrated too: until then a control of such a part would still act as a plain form or link.
 * What a page prefetches for later (an edit form, a dialog) waits for its parts as well, not to compete with them.
 */
let waiting = 0;
const whenNoneWaiting = new Set<() => void>();

/** Holds the mark until the returned function is called (once; later calls do nothing). */
export function holdInteractiveMark(): () => void {
  waiting += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    waiting -= 1;
    if (waiting > 0) return;
    const done = [...whenNoneWaiting];
    whenNoneWaiting.clear();
    for (const callback of done) callback();
  };
}

/** Runs `done` now, or once no part is held; the returned function cancels a `done` still waiting. */
export function whenPartsHydrated(done: () => void): () => void {
  if (waiting === 0) {
    done();
    return () => undefined;
  }
  whenNoneWaiting.add(done);
  return () => {
    whenNoneWaiting.delete(done);
  };
}
