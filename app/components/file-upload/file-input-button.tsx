import { clsx } from "clsx";
import type { ChangeEvent, ReactNode, Ref } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { type ButtonVariant, buttonClass } from "#app/components/ui/button.tsx";

/** The native input as the page renders it (app.css): a sourcing page has two. */
const NATIVE_FILE_INPUT = "file-input";

/**
 * A file input that looks like one of our buttons and speaks Portuguese. The browser's own file button speaks
 * the browser's language, so with JavaScript the input is hidden (still focusable: its focus ring is drawn on
 * the button) and the label is the button; without JavaScript the native input shows, named by `noJsLabel`.
 */
export function FileInputButton({
  id,
  name,
  children,
  noJsLabel,
  inputRef,
  onChange,
  multiple,
  required,
  disabled,
  variant = "secondary",
  className,
}: {
  id: string;
  name: string;
  /** The button's text (with JavaScript). */
  children: ReactNode;
  /** The native input's accessible name (without JavaScript). */
  noJsLabel: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  multiple?: boolean;
  required?: boolean;
  /** While an upload is under way. */
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        name={name}
        multiple={multiple}
        required={required}
        disabled={disabled}
        onChange={onChange}
        className={hydrated ? "peer sr-only" : NATIVE_FILE_INPUT}
      />
      <label
        htmlFor={id}
        className={
          hydrated
            ? buttonClass(
                variant,
                clsx(
                  "cursor-pointer py-1.5 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary",
                  className,
                ),
              )
            : "sr-only"
        }
      >
        {hydrated ? children : noJsLabel}
      </label>
    </>
  );
}
