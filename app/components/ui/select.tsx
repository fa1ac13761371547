import { clsx } from "clsx";
import type { SelectHTMLAttributes } from "react";
import { inputClass } from "./field";

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={clsx(inputClass, "pr-8", className)} {...props} />;
}
