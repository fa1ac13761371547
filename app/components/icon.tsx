import { clsx } from "clsx";
import type { IconName } from "./icons/names";
// Emitted as a hashed file under /assets (long-cached, precompressed), never inlined: a `data:` URL cannot be the
// target of a `<use>`.
import spriteHref from "./icons/sprite.svg?no-inline";

/**
 * A Lucide icon, drawn from the one sprite (icons/sprite.svg, `npm run icons`) rather than as its own paths: a row's
 * icon costs the page one `<use>` and the browser one cached file. Every icon in the app is decorative (the text
 * beside it or its control's label names it), so it is hidden from assistive technology. Its size comes from the
 * class (`size-4`); its stroke and fill from `.icon` in app.css.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={clsx("icon", className)}>
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}
