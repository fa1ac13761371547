import { Icon } from "#app/components/icon.tsx";
import { href, Link } from "react-router";
import { ClientOnly } from "remix-utils/client-only";

const CLASS = "rounded-md p-1.5 text-slate-700 hover:bg-slate-100 md:hidden";

/**
 * 'Abrir menu' below 768 px. With JavaScript, a button that opens the slide-in panel; without it (or before
 * hydration), a link to the menu as a page of its own (/menu), so every page stays reachable on a phone.
 */
export function MobileMenuButton({ onOpen }: { onOpen: () => void }) {
  const icon = <Icon name="menu" className="size-5" />;
  return (
    <ClientOnly
      fallback={
        <Link to={href("/menu")} className={CLASS} aria-label="Abrir menu" data-testid="mobile-menu-button">
          {icon}
        </Link>
      }
    >
      {() => (
        <button
          type="button"
          onClick={onOpen}
          className={CLASS}
          aria-label="Abrir menu"
          aria-haspopup="dialog"
          data-testid="mobile-menu-button"
        >
          {icon}
        </button>
      )}
    </ClientOnly>
  );
}
