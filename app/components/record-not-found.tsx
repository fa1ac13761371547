import { Icon } from "./icon";
import { Link } from "react-router";
import { buttonClass } from "./ui/button";

/** A detail page whose record does not exist (the loader answers 404): its message and the way back to its list. */
export function RecordNotFound({ message, backHref, backLabel }: { message: string; backHref: string; backLabel: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{message}</h1>
      <Link to={backHref} className={buttonClass("secondary")}>
        <Icon name="arrow-left" className="size-4" /> {backLabel}
      </Link>
    </div>
  );
}
