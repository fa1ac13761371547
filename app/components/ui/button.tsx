import { clsx } from "clsx";
import type { ButtonHTMLAttributes } from "react";

// Whole class names (app.css `.btn`, `.btn-<variant>`): a page's many buttons cost a few bytes each.
const variants = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  destructive: "btn-destructive",
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = "primary", extra?: string) {
  return clsx("btn", variants[variant], extra);
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
