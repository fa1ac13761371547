import { clsx } from "clsx";
import type { ReactNode } from "react";

// Whole class names (app.css `.badge-*`), so that a row's badge costs a few bytes and Tailwind finds them.
const tones = {
  neutral: "badge-neutral",
  danger: "badge-danger",
  success: "badge-success",
  info: "badge-info",
  warning: "badge-warning",
  archive: "badge-archive",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone = "neutral", children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return <span className={clsx("badge", tones[tone], className)}>{children}</span>;
}
