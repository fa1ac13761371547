/**
 * A field's errors as shown under it: the form's one message (specification §5, shown once above the buttons by
 * `RequiredFieldsAlert`) becomes the field's own ('Selecione o tipo.'), so it is not repeated under every field
 * Any other message (a refusal of the server's, a length) shows as it came.
 */
export function ownErrors(errors: string[] | undefined, formMessage: string, own: string): string[] | undefined {
  return errors?.map((error) => (error === formMessage ? own : error));
}
