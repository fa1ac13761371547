import type { getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { SaveFetcher } from "./create-dialog";

/**
 * The `<form>` of a creation form: in the dialog it posts through the dialog's fetcher (no navigation until
 * success redirects), on the full page it is a plain form post. Both reach the same action.
 */
export function CreateForm({
  fetcher,
  action,
  formProps,
  children,
}: {
  fetcher?: SaveFetcher;
  action: string;
  /** Conform's `getFormProps(form)`. */
  formProps: ReturnType<typeof getFormProps>;
  children: ReactNode;
}) {
  const FormComponent = fetcher ? fetcher.Form : Form;
  return (
    <FormComponent method="post" action={action} {...formProps}>
      {children}
    </FormComponent>
  );
}
