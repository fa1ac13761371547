import { clsx } from "clsx";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm " +
  "placeholder:text-slate-500 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 " +
  "disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-50 aria-[invalid=true]:border-destructive";

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
