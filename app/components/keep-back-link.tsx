import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useCarryBack } from "#app/hooks/use-back-href.ts";

/**
 * A link within a detail page (Editar, Cancelar, a panel's query) that keeps the way back to the list the user
 * came from (app/lib/lists/back-to.ts).
 */
export function KeepBackLink({ to, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const carry = useCarryBack();
  return <Link to={carry(to)} {...props} />;
}
