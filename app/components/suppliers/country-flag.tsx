import { clsx } from "clsx";

/** The app's own flag image of a country, with its name as alternative text; its size is app.css's `.flag`. */
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
  return <img src={src} alt={country ? `Bandeira: ${country}` : "Bandeira"} loading="lazy" className={clsx("flag", className)} />;
}

/** Flag plus country name, or '-' when the country is missing (`.country-label`: aligned to the top of its line). */
export function CountryLabel({ icon, name }: { icon: string | null | undefined; name: string | null | undefined }) {
  if (!name) return <>-</>;
  return (
    <span className="country-label">
      <CountryFlag src={icon} country={name} />
      <span>{name}</span>
    </span>
  );
}
