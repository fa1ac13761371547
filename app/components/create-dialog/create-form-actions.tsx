import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";

/** Cancel and save of a creation form; the save button reads 'Salvando...' while the form is sent. */
export function CreateFormActions({ saving, cancel }: { saving: boolean; cancel: ReactNode }) {
  return (
    <div className="mt-2 flex justify-end gap-2">
      {cancel}
      <button type="submit" className={buttonClass("primary")} disabled={saving}>
        {saving ? "Salvando..." : "Salvar"}
      </button>
    </div>
  );
}
