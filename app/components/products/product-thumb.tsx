import { Icon } from "#app/components/icon.tsx";

/** The box sizes a thumbnail comes in, with the icon that fits each: 64 px (the supplier's quote page), 48 px (a list row). */
const SIZES = {
  md: { box: "size-16", icon: "size-6" },
  sm: { box: "size-12", icon: "size-5" },
} as const;

/**
 * A product's picture in a small box beside its name, or the 'no image' icon. Decorative (no alt text): the name next
 * to it already says what it is.
 */
export function ProductThumb({ url, size = "md" }: { url: string | null; size?: keyof typeof SIZES }) {
  const { box, icon } = SIZES[size];
  return (
    <div className={`flex ${box} shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-slate-50`}>
      {url ? (
        <img src={url} alt="" loading="lazy" className="size-full object-contain" />
      ) : (
        <Icon name="image-off" className={`${icon} text-slate-400`} />
      )}
    </div>
  );
}
