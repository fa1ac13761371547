import { clsx } from "clsx";
import { UserRound } from "lucide-react";

/** A user's photo, or a neutral placeholder when there is none. */
export function Avatar({ src, name, className }: { src: string | null; name: string; className?: string }) {
  return src ? (
    <img src={src} alt={`Foto de ${name}`} className={clsx("shrink-0 rounded-full object-cover", className)} />
  ) : (
    <span
      role="img"
      aria-label={`Sem foto de ${name}`}
      className={clsx("flex shrink-0 items-center justify-center rounded-full bg-slate-600 text-slate-100", className)}
    >
      <UserRound aria-hidden className="size-3/5" />
    </span>
  );
}
