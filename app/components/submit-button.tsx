import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * A form's submit button, disabled and reading `pendingLabel` while the page sends this form. The form is known by
 * its `intent` field: a screen's forms all post to its one action.
 */
export function SubmitButton({
  intent,
  pendingLabel = "Salvando...",
  children,
}: {
  intent: string;
  pendingLabel?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" disabled={sending}>
      {sending ? pendingLabel : children}
    </Button>
  );
}
