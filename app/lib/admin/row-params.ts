/**
 * The administration screens' URL state: which row is being edited or confirmed. Links set these, so every
 * step works without JavaScript; the forms post to the screen and land back on it without them.
 */
export const ADMIN_PARAMS = {
  /** Users: the user whose name and team are being edited. */
  edit: "editar",
  /** Users: the user whose password is being reset. */
  password: "senha",
  /** Users, without JavaScript: the user whose deactivation or reactivation is being confirmed. */
  active: "situacao",
  /** Lookups: `<kind>.<id>` of the value being renamed. */
  rename: "renomear",
  /** Lookups, without JavaScript: `<kind>.<id>` of the value whose deletion is being confirmed. */
  remove: "excluir",
} as const;

/** The users screen's panels: parameters of the screen beside the list's search and page. */
export const USER_PANEL_PARAMS = [ADMIN_PARAMS.edit, ADMIN_PARAMS.password, ADMIN_PARAMS.active] as const;

/** `?name=<id>` as a number, or null. */
export function idParamOf(params: URLSearchParams, name: string): number | null {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A lookup value's key in the URL: `<kind>.<id>`. */
export const lookupKey = (kind: string, id: number) => `${kind}.${id}`;
