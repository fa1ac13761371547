import { Trash2 } from "lucide-react";
import { ConfirmAction, ConfirmPanel } from "./confirm-action";
import { buttonClass } from "./ui/button";

/** The intent that takes a supplier off a record: a sourcing's link, a product's quote. */
const REMOVE_SUPPLIER_INTENT = "remove-supplier";
const REMOVE_SUPPLIER_TITLE = "Remover supplier";

/** The supplier leaving, and the record's own question ('Deseja remover X deste produto?'). */
interface Removal {
  supplierId: number;
  name: string;
  question: (name: string) => string;
}

const confirmOf = ({ supplierId, name, question }: Removal) => ({
  title: REMOVE_SUPPLIER_TITLE,
  message: question(name),
  fields: { intent: REMOVE_SUPPLIER_INTENT, id_supplier: String(supplierId) },
  confirmLabel: "Remover",
});

/** A supplier row's trash button: the question in a dialog with JavaScript, the page's panel at `noJsHref` without it. */
export function RemoveSupplierAction({ noJsHref, ...removal }: Removal & { noJsHref: string }) {
  return (
    <ConfirmAction
      {...confirmOf(removal)}
      noJsHref={noJsHref}
      triggerLabel={`Remover ${removal.name}`}
      triggerClassName={buttonClass("ghost", "px-2 py-1.5 text-destructive")}
      trigger={<Trash2 aria-hidden className="size-4" />}
    />
  );
}

/** The same question as part of the page, for browsers without JavaScript. */
export function RemoveSupplierPanel({ cancelHref, ...removal }: Removal & { cancelHref: string }) {
  return <ConfirmPanel {...confirmOf(removal)} cancelHref={cancelHref} />;
}
