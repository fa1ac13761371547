import { href } from "react-router";
import type { SupplierLookups } from "#app/services/suppliers.server.ts";
import { CreateDialog } from "#app/components/create-dialog/create-dialog.tsx";
import { lookupOptions } from "./lookup-options";
import { CREATE_ACTION, SupplierCreateForm } from "./supplier-create-form";

/** 'Novo Fornecedor' as a dialog of the shell (`CreateDialogsProvider`). */
export function NewSupplierDialog({ onClose }: { onClose: () => void }) {
  return (
    <CreateDialog<SupplierLookups>
      title="Novo Fornecedor"
      lookupsUrl={href("/resources/supplier-lookups")}
      action={CREATE_ACTION}
      onClose={onClose}
    >
      {({ lookups, fetcher, actions }) => (
        <SupplierCreateForm options={lookupOptions(lookups)} lastResult={fetcher.data?.result} fetcher={fetcher} actions={actions} />
      )}
    </CreateDialog>
  );
}
