import type { ShouldRevalidateFunction } from "react-router";

/**
 * Screens with a loader must not reload while signing out: the shell leaves for /login after 500 ms by
 * itself, and a reload in between would bounce through /login?redirectTo.
 */
export const notWhileSigningOut: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/logout" ? false : defaultShouldRevalidate;
