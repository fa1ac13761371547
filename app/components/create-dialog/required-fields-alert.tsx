/**
 * The form-level message of a creation form (specification §5), shown while any field fails with it.
 * The line is always there so the message never moves the buttons under a click.
 */
export function RequiredFieldsAlert({ allErrors, message }: { allErrors: Record<string, string[]>; message: string }) {
  const shown = Object.values(allErrors).some((errors) => errors.includes(message));
  return (
    <p role="alert" className="min-h-5 text-sm font-medium text-destructive" data-testid="create-form-error">
      {shown ? message : ""}
    </p>
  );
}
