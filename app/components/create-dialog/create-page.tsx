import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/field.tsx";
import { CreateFormActions } from "./create-form-actions";

/**
 * A creation form as a full page: where the sidebar's creation links lead without JavaScript. It posts to
 * its own route, whose action the dialog shares.
 */
export function CreatePage({
  title,
  subtitle,
  action,
  cancelHref,
  children,
}: {
  title: string;
  subtitle: string;
  /** The page's own path: its form posts there. */
  action: string;
  cancelHref: string;
  children: (actions: ReactNode) => ReactNode;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === action;
  const actions = (
    <CreateFormActions
      saving={saving}
      cancel={
        <Link to={cancelHref} className={buttonClass("secondary")}>
          Cancelar
        </Link>
      }
    />
  );
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={title} subtitle={subtitle} />
      <Card>{children(actions)}</Card>
    </div>
  );
}
