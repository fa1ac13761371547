import { SOURCING_SORT_FIELDS, SOURCING_STATUS_FILTERS } from "#contract/sourcings/sourcing-list-rules.ts";
import type { SourcingListApiQuery } from "#contract/sourcings/sourcings.ts";
import {
  choiceField,
  defineList,
  directionField,
  flagField,
  idField,
  type ListState,
  pageField,
  sortField,
  textField,
  viewField,
} from "#app/lib/lists/state.ts";

/**
 * The sourcing list's URL state (specification §2, docs/design.md §7): search, status (the five statuses and the
 * derived 'Atrasado', sent to the API as docs/design.md §6 decides), category and the two owners by id, the
 * 'Atrasados' / 'Pendente para hoje' checkboxes (the API wants the word `true`), sort, page and view.
 */
export const sourcingList = defineList<SourcingListApiQuery>()({
  path: "/sourcings",
  fields: {
    search: textField(200),
    status: choiceField(SOURCING_STATUS_FILTERS),
    category: idField(),
    responsavel: idField(),
    comercial: idField(),
    atrasado: flagField({ apiOn: "true" }),
    hoje: flagField({ apiOn: "true" }),
    sort_field: sortField(SOURCING_SORT_FIELDS),
    sort_direction: directionField(),
    page: pageField,
    view: viewField,
  },
  sort: { by: "sort_field", direction: "sort_direction" },
  // The two checkboxes are mutually exclusive and the API refuses both (400). With JavaScript, checking one
  // unchecks the other. Without it a form may arrive with both: 'Atrasados' is kept, being the first of the
  // pair on screen and the more urgent question (a late sourcing is already past its day), so the canonical
  // URL (and every API call) carries at most one of them.
  normalize: (state) => (state.atrasado && state.hoje ? { ...state, hoje: false } : state),
});

export type SourcingListParams = ListState<typeof sourcingList>;
