import { href } from "react-router";
import type { SourcingLookups } from "#app/services/sourcings.server.ts";
import { CreateDialog } from "#app/components/create-dialog/create-dialog.tsx";
import { CREATE_SOURCING_ACTION, SourcingCreateForm } from "./sourcing-create-form";
import { sourcingLookupOptions } from "./sourcing-lookup-options";

/** 'Novo Sourcing' as a dialog of the shell (`CreateDialogsProvider`): success opens the new sourcing. */
export function NewSourcingDialog({ onClose }: { onClose: () => void }) {
  return (
    <CreateDialog<SourcingLookups>
      title="Novo Sourcing"
      lookupsUrl={href("/resources/sourcing-lookups")}
      action={CREATE_SOURCING_ACTION}
      onClose={onClose}
    >
      {({ lookups, fetcher, actions }) => (
        <SourcingCreateForm
          options={sourcingLookupOptions(lookups)}
          lastResult={fetcher.data?.result}
          fetcher={fetcher}
          actions={actions}
        />
      )}
    </CreateDialog>
  );
}
