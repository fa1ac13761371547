import { clsx } from "clsx";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

/** Every text field and select: app.css `.input` (one class, not ~330 characters on each field of a page). */
export const inputClass = "input";

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={clsx(inputClass, className)} {...props} />;
}

/** Label, control and a reserved line for its error, so validation never moves the layout under a click. */
export function Field({
  label,
  htmlFor,
  errors,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  errors?: string[];
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      <p id={errorId} className="min-h-5 text-xs text-destructive">
        {errors?.[0] ?? ""}
      </p>
    </div>
  );
}

export function Card({
  title,
  children,
  className,
  actions,
  id,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  /** An anchor, so a redirect can bring the reader back to this card (`/page#id`). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={clsx("rounded-xl border border-border bg-white shadow-sm", className)}
    >
      {title ? (
        <header className="flex items-center justify-between gap-2 border-b border-border px-5 py-3">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {actions}
        </header>
      ) : null}
      <div className="p-5">{children}</div>
    </section>
  );
}
