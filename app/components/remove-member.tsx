import { Icon } from "./icon";
import { ConfirmAction, ConfirmPanel } from "./confirm-action";
import { buttonClass } from "./ui/button";

/** What leaves a record, and the intent and field its removal posts: a supplier (a sourcing's link, a product's quote) or a sourcing's product. */
const MEMBERS = {
  supplier: { intent: "remove-supplier", field: "id_supplier", title: "Remover supplier" },
  product: { intent: "remove-item", field: "id_product", title: "Remover produto" },
} as const;

/** The member leaving, and the record's own question ('Deseja remover X deste produto?'). */
interface Removal {
  member: keyof typeof MEMBERS;
  id: number;
  name: string;
  question: (name: string) => string;
}

const confirmOf = ({ member, id, name, question }: Removal) => ({
  title: MEMBERS[member].title,
  message: question(name),
  fields: { intent: MEMBERS[member].intent, [MEMBERS[member].field]: String(id) },
  confirmLabel: "Remover",
});

/**
 * A member row's trash button: the question in a dialog with JavaScript, the page's panel at `noJsHref` without it.
 * Named 'Remover <name>': by `labelledBy` (a hidden 'Remover' and the row's name, ids) where the row names itself.
 */
export function RemoveMemberAction({
  noJsHref,
  labelledBy,
  className = "px-2 py-1.5 text-destructive",
  iconClassName = "size-4",
  ...removal
}: Removal & { noJsHref: string; labelledBy?: string; className?: string; iconClassName?: string }) {
  return (
    <ConfirmAction
      {...confirmOf(removal)}
      noJsHref={noJsHref}
      triggerLabel={labelledBy ? undefined : `Remover ${removal.name}`}
      triggerLabelledBy={labelledBy}
      triggerClassName={buttonClass("ghost", className)}
      trigger={<Icon name="trash" className={iconClassName} />}
    />
  );
}

/** The same question as part of the page, for browsers without JavaScript. */
export function RemoveMemberPanel({ cancelHref, ...removal }: Removal & { cancelHref: string }) {
  return <ConfirmPanel {...confirmOf(removal)} cancelHref={cancelHref} />;
}
