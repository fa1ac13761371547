import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { parseList } from "#app/lib/lists/parse.ts";
import type { List } from "#app/lib/lists/state.ts";
import { buttonClass } from "./ui/button";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Uncontrolled controls follow the URL when it changes elsewhere (a clear link, back/forward), except the box
 * being typed in. Not after the form's own change: its controls already say what the user means, even where
 * the canonical URL reads it differently (a quote range typed backwards is swapped in the URL; rewriting the
 * other box mid-typing would lose what was typed there). Nor while the form's own navigation is on its way: the
 * state that arrives first is the one before it (a clear link's, say, whose address changed just before the user
 * chose another filter), and writing it into the controls would undo that choice. The returned function names the
 * query the form itself goes to.
 */
function useControlsFollowState<S>(formRef: RefObject<HTMLFormElement | null>, list: List<S>, state: S) {
  const appliedRef = useRef<string | null>(null);
  // The controls were drawn from this state: at hydration, whatever differs was put there by the person before the
  // page was interactive (a slow link), and is applied (`useApplyTypedBeforeHydration`), not overwritten.
  const mountedRef = useRef(false);
  // Read by the sync, not a reason to run it: a navigation starting or ending is no new state to show.
  const pendingRef = useRef<string | null>(null);
  const navigation = useNavigation();
  const pendingQuery = navigation.location ? new URLSearchParams(navigation.location.search).toString() : null;
  useEffect(() => {
    pendingRef.current = pendingQuery;
  }, [pendingQuery]);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const first = !mountedRef.current;
    mountedRef.current = true;
    if (first && typedBeforeHydration(list, form, state)) return;
    const applied = appliedRef.current;
    if (applied !== null && applied === pendingRef.current) return;
    const ownChange = applied !== null && applied === list.toSearchParams(state).toString();
    appliedRef.current = null;
    if (ownChange) return;
    for (const key of list.filterKeys) {
      const element = form.elements.namedItem(key);
      const text = list.filterText(state, key);
      if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = text === element.value;
      else if (element instanceof HTMLInputElement && element.type === "range") continue;
      else if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element !== document.activeElement) {
        element.value = text;
      }
    }
  }, [formRef, list, state]);
  // Only a change of state re-runs the sync; the same query again leaves nothing to skip.
  return (query: string) => {
    appliedRef.current = query === list.toSearchParams(state).toString() ? null : query;
  };
}

/** The list's state as the form's controls say it. */
function stateOfForm<S>(list: List<S>, form: HTMLFormElement): S {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return parseList(list, params);
}

/**
 * Whether the controls say other than the state they were drawn from (read at hydration: the person typed or ticked
 * before it). Only filters the form has a control for: one it lacks reads as its default, which no one typed.
 */
function typedBeforeHydration<S>(list: List<S>, form: HTMLFormElement, state: S): boolean {
  const shown = stateOfForm(list, form);
  return list.filterKeys.some(
    (key) => form.elements.namedItem(key) !== null && list.filterText(shown, key) !== list.filterText(state, key),
  );
}

/**
 * On a slow link the filters show with the HTML, seconds before the scripts: a search typed or a box ticked in
 * those seconds received no change event. At hydration, filters that differ from the page's state are applied,
 * as they would have been had the scripts been there.
 */
function useApplyTypedBeforeHydration<S>(formRef: RefObject<HTMLFormElement | null>, list: List<S>, state: S, apply: () => void) {
  const checkedRef = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (checkedRef.current || !form) return;
    checkedRef.current = true;
    if (typedBeforeHydration(list, form, state)) apply();
  });
}

/**
 * A list's filter panel: a GET form that works without JavaScript through its submit button. With
 * JavaScript each control applies on change, the search box, typed amounts and range sliders 300 ms after
 * the last change, typing replacing the history entry. The form carries no page, so any change goes back to
 * page 1; the sort and the view ride along as hidden inputs.
 */
export function ListFilterForm<S>({
  list,
  state,
  label,
  submitLabel = "Aplicar filtros",
  children,
}: {
  list: List<S>;
  state: S;
  label: string;
  /** The no-JavaScript button ('Buscar' where the search is the only filter). */
  submitLabel?: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navigate = useNavigate();
  const markApplied = useControlsFollowState(formRef, list, state);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (replace: boolean) => {
    const form = formRef.current;
    if (!form) return;
    const query = list.toSearchParams(stateOfForm(list, form)).toString();
    markApplied(query);
    void navigate({ search: query ? `?${query}` : "" }, { replace, preventScrollReset: true });
  };
  const applyNow = () => {
    clearTimeout(timer.current);
    apply(false);
  };
  const applyAfterPause = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(true), SEARCH_DEBOUNCE_MS);
  };
  useApplyTypedBeforeHydration(formRef, list, state, () => apply(true));

  return (
    <Form
      ref={formRef}
      method="get"
      role="search"
      aria-label={label}
      className="rounded-xl border border-border bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
      onChange={(event) => {
        const target: EventTarget = event.target;
        // Typed values (a search, an amount) and sliders wait until the input pauses; choices apply at once.
        const typed = target instanceof HTMLInputElement && ["search", "range", "text"].includes(target.type);
        // A choice is read from the form now, before a state arriving meanwhile could be written into the controls.
        if (typed) applyAfterPause();
        else applyNow();
      }}
    >
      {list.carriedParams(state).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <noscript>
        <div className="mt-4 flex justify-end">
          <button type="submit" className={buttonClass("primary")}>
            {submitLabel}
          </button>
        </div>
      </noscript>
    </Form>
  );
}
