/**
 * The form-level message of a creation form (specification §5), shown while any field fails with it.
 * The line is always there so the message never moves the buttons under a click. The focus goes to the first field
 * in error, with or without JavaScript (app/lib/forms/control-props.ts), each field's message under it.
 */
export function RequiredFieldsAlert({ allErrors, message }: { allErrors: Record<string, string[]>; message: string }) {
  const shown = Object.values(allErrors).some((errors) => errors.includes(message));
  return (
    <p role="alert" className="min-h-5 scroll-my-24 text-sm font-medium text-destructive outline-none" data-testid="create-form-error">
      {shown ? message : ""}
    </p>
  );
}
