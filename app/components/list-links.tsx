import type { List } from "~/lib/lists/state";
import { ExportLinks } from "./export-links";
import { type ListView, ViewToggle } from "./view-toggle";

/** A list's export links and its list/cards toggle, each carrying the list's filters and sort. */
export function ListLinks<S extends { view: ListView }>({
  list,
  state,
  exports,
}: {
  list: Pick<List<S>, "exportSearch"> & { hrefWith(state: S, changes: { view: ListView }): string };
  state: S;
  exports: { csv: string; xlsx: string };
}) {
  const search = list.exportSearch(state);
  return (
    <>
      <ExportLinks csv={exports.csv + search} xlsx={exports.xlsx + search} />
      <ViewToggle view={state.view} hrefFor={(view) => list.hrefWith(state, { view })} />
    </>
  );
}
