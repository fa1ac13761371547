// What the record picker and its combobox (loaded after it) both draw and take: apart, so neither imports the other.
import type { ReactNode } from "react";
import type { PickerKind, PickerOwner } from "#app/lib/pickers/kinds.ts";
import { Button } from "./ui/button";
import type { Kept } from "./upgraded-control";

export function AddButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button type="submit" disabled={disabled} className="shrink-0 py-1.5">
      + Adicionar
    </Button>
  );
}

export interface PickerProps {
  kind: PickerKind;
  owner: PickerOwner;
  placeholder: string;
  /** Controls sent with the chosen record, beside '+ Adicionar' (a link's initial status, an item's quantity). */
  extra?: ReactNode;
  /** The whole picker is off (the product page while its own form is being edited). */
  disabled?: boolean;
  /** What was typed in the search form before the combobox took its place. */
  kept?: Kept | null;
}
