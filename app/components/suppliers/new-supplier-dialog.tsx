import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { SupplierLookups } from "~/services/suppliers.server";
import { useToast } from "../toaster";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { lookupOptions } from "./lookup-options";
import { CREATE_ACTION, SupplierCreateForm } from "./supplier-create-form";

const LOOKUPS_URL = "/resources/supplier-lookups";
const LOOKUPS_FAILED = "Falha ao carregar dados dos dropdowns";

const OpenContext = createContext<(() => void) | null>(null);

/** Opens the 'Novo Fornecedor' dialog (null outside the shell). */
export function useOpenNewSupplier() {
  return useContext(OpenContext);
}

/**
 * Holds the 'Novo Fornecedor' dialog for the whole shell. It is open for the location it was opened on:
 * the redirect after a successful creation closes it by itself.
 */
export function NewSupplierDialogProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  return (
    <OpenContext.Provider value={() => setOpenedAt(location.key)}>
      {children}
      {open ? <NewSupplierDialog onClose={() => setOpenedAt(null)} /> : null}
    </OpenContext.Provider>
  );
}

type LookupsReply = { lookups: SupplierLookups | null; error: string | null };

function NewSupplierDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const lookups = useFetcher<LookupsReply>();
  const save = useFetcher<{ result: SubmissionResult<string[]> }>();
  const requested = useRef(false);
  const reported = useRef(false);

  // Dropdown data only when the dialog opens.
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    void lookups.load(LOOKUPS_URL);
  }, [lookups]);
  useEffect(() => {
    if (lookups.state !== "idle" || !requested.current || reported.current) return;
    if (lookups.data && !lookups.data.error) return;
    if (!lookups.data) return;
    reported.current = true;
    toast.error(lookups.data.error ?? LOOKUPS_FAILED);
  }, [lookups.state, lookups.data, toast]);

  const saving = save.state !== "idle" && save.formAction === CREATE_ACTION;
  const loading = lookups.state !== "idle" || !lookups.data;

  return (
    <Modal open onClose={onClose} title="Novo Fornecedor" size="lg">
      {loading ? (
        <p className="py-6 text-center text-sm text-slate-600" role="status">
          Carregando...
        </p>
      ) : (
        <SupplierCreateForm
        options={lookupOptions(lookups.data?.lookups ?? null)}
        lastResult={save.data?.result}
        fetcher={save}
        actions={
          <div className="mt-2 flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? "Salvando..." : "Salvar"}
            </Button>
          </div>
        }
      />
      )}
    </Modal>
  );
}
