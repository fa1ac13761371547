import { clsx } from "clsx";

/** The app's own flag image of a country, with its name as alternative text. */
export function CountryFlag({
  src,
  country,
  className,
}: {
  src: string | null | undefined;
  country: string | null | undefined;
  className?: string;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={country ? `Bandeira: ${country}` : "Bandeira"}
      width={20}
      height={15}
      loading="lazy"
      className={clsx("inline-block h-[15px] w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-slate-200", className)}
    />
  );
}

/**
 * Flag plus country name, or '-' when the country is missing. Aligned to the top of its line: as an
 * inline-flex box it would otherwise sit on the flag's bottom edge and ride above the text beside it.
 */
export function CountryLabel({ icon, name }: { icon: string | null | undefined; name: string | null | undefined }) {
  if (!name) return <>-</>;
  return (
    <span className="inline-flex items-center gap-2 align-top">
      <CountryFlag src={icon} country={name} />
      <span>{name}</span>
    </span>
  );
}
