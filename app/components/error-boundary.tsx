import { isRouteErrorResponse, useRouteError } from "react-router";
import { StatusPage } from "./status-page";

/** The one error boundary: known statuses get their page; anything else a Portuguese message, never a stack. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" && error.data ? error.data : undefined;
    return <StatusPage status={error.status} message={message} />;
  }
  if (typeof document !== "undefined") console.error(error);
  return <StatusPage status={500} />;
}
