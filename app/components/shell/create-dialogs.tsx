import { type ComponentType, createContext, type ReactNode, useContext, useState } from "react";
import { useLocation } from "react-router";
import { NewProductDialog } from "../products/new-product-dialog";
import { NewSourcingDialog } from "../sourcings/new-sourcing-dialog";
import { NewSupplierDialog } from "../suppliers/new-supplier-dialog";

/** The sidebar's creation dialogs, by name (spec section 2). */
const CREATE_DIALOGS = {
  supplier: NewSupplierDialog,
  sourcing: NewSourcingDialog,
  product: NewProductDialog,
} satisfies Record<string, ComponentType<{ onClose: () => void }>>;

export type CreateDialogKind = keyof typeof CREATE_DIALOGS;

const OpenContext = createContext<((kind: CreateDialogKind) => void) | null>(null);

/** Opens one of the creation dialogs (null outside the shell). */
export function useOpenCreateDialog() {
  return useContext(OpenContext);
}

/**
 * Holds the creation dialogs for the whole shell, one at a time. A dialog is open for the location it was
 * opened on: the redirect after a successful creation (to the new record) closes it by itself, while a
 * refusal (no navigation) leaves it open with what was typed.
 */
export function CreateDialogsProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [opened, setOpened] = useState<{ kind: CreateDialogKind; at: string } | null>(null);
  const Dialog = opened && opened.at === location.key ? CREATE_DIALOGS[opened.kind] : null;
  return (
    <OpenContext.Provider value={(kind) => setOpened({ kind, at: location.key })}>
      {children}
      {Dialog ? <Dialog onClose={() => setOpened(null)} /> : null}
    </OpenContext.Provider>
  );
}
