import type { SubmissionResult } from "@conform-to/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "#app/components/toaster.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { CreateFormActions } from "./create-form-actions";

/** What a dialog's lookups resource route answers (`dialogLookups`). */
export type LookupsReply<L> = { lookups: L | null; error: string | null };

/**
 * What the shared creation action answers when it does not redirect (`submitForm`): a refusal, or a success
 * that stays where the dialog was opened (`saved`, see `stayWith`).
 */
export type SaveReply = { result: SubmissionResult<string[]>; saved?: unknown };
export type SaveFetcher = ReturnType<typeof useFetcher<SaveReply>>;

/**
 * The frame of every creation dialog of the sidebar (specification §2): it loads the dropdowns from
 * `lookupsUrl` only once opened ('Erro' toast when that fails), posts the form through a fetcher to the
 * `action` the full page shares, shows 'Salvando...' meanwhile, and stays open with the values on a refusal.
 * Success redirects, and the provider closes the dialog on that navigation (`CreateDialogsProvider`); a
 * success that stays on the page (`saved` in the reply) goes to `onSaved` and closes the dialog here.
 */
export function CreateDialog<L>({
  title,
  lookupsUrl,
  action,
  onClose,
  onSaved,
  children,
}: {
  title: string;
  lookupsUrl: string;
  action: string;
  onClose: () => void;
  /** A success without navigation: what the action said it saved. */
  onSaved?: (saved: unknown) => void;
  children: (form: { lookups: L | null; fetcher: SaveFetcher; actions: ReactNode }) => ReactNode;
}) {
  const toast = useToast();
  const lookups = useFetcher<LookupsReply<L>>();
  const save = useFetcher<SaveReply>();
  const requested = useRef(false);
  const reported = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void lookups.load(lookupsUrl);
  }, [lookups, lookupsUrl]);
  useEffect(() => {
    if (lookups.state !== "idle" || !lookups.data || reported.current) return;
    if (!lookups.data.error) return;
    reported.current = true;
    toast.error(lookups.data.error);
  }, [lookups.state, lookups.data, toast]);

  // Once per reply: the effect must not report the same success again when it re-runs.
  const handled = useRef<SaveReply | null>(null);
  useEffect(() => {
    if (save.state !== "idle" || !save.data || save.data.saved === undefined || handled.current === save.data) return;
    handled.current = save.data;
    onSaved?.(save.data.saved);
    onClose();
  }, [save.state, save.data, onSaved, onClose]);

  const saving = save.state !== "idle" && save.formAction === action;
  const loading = lookups.state !== "idle" || !lookups.data;
  const actions = (
    <CreateFormActions
      saving={saving}
      cancel={
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
      }
    />
  );

  return (
    <Modal open onClose={onClose} title={title} size="lg">
      {loading ? (
        <p className="py-6 text-center text-sm text-slate-600" role="status">
          Carregando...
        </p>
      ) : (
        children({ lookups: lookups.data?.lookups ?? null, fetcher: save, actions })
      )}
    </Modal>
  );
}
