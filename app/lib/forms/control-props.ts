import {
  type FieldMetadata,
  getInputProps as conformInputProps,
  getSelectProps as conformSelectProps,
  getTextareaProps as conformTextareaProps,
} from "@conform-to/react";

// Conform's props for a control, and one thing more: a control drawn in error carries `autofocus`. Without
// JavaScript the browser focuses the page's first `autofocus`, so a form the server sends back refused has the focus,
// and the view, on its first field in error, however far down the page (ADR 0075); with JavaScript Conform focuses it
// on a refused submit, and a form opened afresh in error (React's autoFocus at mount) does the same. Every form takes
// its controls' props from here (eslint keeps it so).

type Meta = FieldMetadata<unknown>;
type Focus = { autoFocus?: true };

/** `first`: the form's first field, which has the focus as the form opens unless the form comes back refused. */
type Opening = { first?: boolean };

const focus = (meta: Meta, opening: Opening | undefined): Focus => (meta.errors?.length || opening?.first ? { autoFocus: true } : {});

export function getInputProps<O extends Parameters<typeof conformInputProps>[1]>(meta: Meta, options: O, opening?: Opening) {
  return { ...conformInputProps(meta, options), ...(options.type === "hidden" ? {} : focus(meta, opening)) };
}

export function getSelectProps(meta: Meta, options?: Parameters<typeof conformSelectProps>[1], opening?: Opening) {
  return { ...conformSelectProps(meta, options), ...focus(meta, opening) };
}

export function getTextareaProps(meta: Meta, options?: Parameters<typeof conformTextareaProps>[1], opening?: Opening) {
  return { ...conformTextareaProps(meta, options), ...focus(meta, opening) };
}

/**
 * Whether a form's first field takes the focus as the form opens (`{ first }` above): not when it comes back refused
 * (its last result has errors), for then the first field in error does. Only one `autofocus` may lead.
 */
export const focusesFirstField = (lastResult: { error?: Record<string, unknown[] | null> } | undefined | null) =>
  !lastResult?.error || Object.values(lastResult.error).every((errors) => !errors || errors.length === 0);
