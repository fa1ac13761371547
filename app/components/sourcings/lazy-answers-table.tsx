import { type ComponentProps, lazy, Suspense } from "react";
import type { AnswersTable as AnswersTableView } from "#app/components/sourcings/answers-matrix.tsx";

// The answers' table is not part of the page's first load (it is shown when asked): its code is fetched once the
// browser is idle, or with the data when the page asks for the answers (the route's clientLoader).

/** The answers' table once its code has arrived: drawn at once from then on, not after a round of Suspense. */
let answersTable: typeof AnswersTableView | undefined;
export const loadAnswersTable = () =>
  import("#app/components/sourcings/answers-matrix.tsx").then((module) => {
    answersTable = module.AnswersTable;
    return module;
  });
const AnswersTableOnItsWay = lazy(() => loadAnswersTable().then((module) => ({ default: module.AnswersTable })));

/** The answers' table, drawn by the server as any other part; in the browser, once its code is there. */
export function LazyAnswersTable(props: ComponentProps<typeof AnswersTableView>) {
  const AnswersTable = answersTable ?? AnswersTableOnItsWay;
  return (
    // While the table's code is on its way (the first page asked for it), the panel without it.
    <Suspense fallback={null}>
      <AnswersTable {...props} />
    </Suspense>
  );
}
