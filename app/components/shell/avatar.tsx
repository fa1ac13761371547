import { clsx } from "clsx";
import { Icon } from "#app/components/icon.tsx";

/**
 * A user's photo, or a neutral placeholder when there is none. `decorative` when the name is written
 * beside it (a picker's option), so screen readers do not read the name twice.
 */
export function Avatar({
  src,
  name,
  className,
  decorative = false,
}: {
  src: string | null;
  name: string;
  className?: string;
  decorative?: boolean;
}) {
  if (src) {
    return <img src={src} alt={decorative ? "" : `Foto de ${name}`} className={clsx("shrink-0 rounded-full object-cover", className)} />;
  }
  const placeholder = clsx("avatar", className);
  return decorative ? (
    <span aria-hidden className={placeholder}>
      <Icon name="user-round" className="size-3/5" />
    </span>
  ) : (
    <span role="img" aria-label={`Sem foto de ${name}`} className={placeholder}>
      <Icon name="user-round" className="size-3/5" />
    </span>
  );
}
