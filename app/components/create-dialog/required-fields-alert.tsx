/**
 * The form-level message of a creation form (specification §5), shown while any field fails with it.
 * The line is always there so the message never moves the buttons under a click. On a page the server draws with
 * it (a refusal without JavaScript, which reloads at the top of a long form) it takes the focus, and so the view;
 * with JavaScript Conform takes the focus to the first field in error instead.
 */
export function RequiredFieldsAlert({ allErrors, message }: { allErrors: Record<string, string[]>; message: string }) {
  const shown = Object.values(allErrors).some((errors) => errors.includes(message));
  return (
    <p
      role="alert"
      tabIndex={-1}
      autoFocus={shown}
      className="min-h-5 scroll-my-24 text-sm font-medium text-destructive outline-none"
      data-testid="create-form-error"
    >
      {shown ? message : ""}
    </p>
  );
}
