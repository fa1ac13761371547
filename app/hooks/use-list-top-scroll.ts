import { type MouseEvent, useCallback, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The element a list marks as its top (the table or the cards); its scroll-margin leaves room for the sticky header and the result count. */
const LIST_TOP_SELECTOR = "[data-list-top]";

export interface ListTopScroll {
  /** For the pager's links: a plain click navigates here (a modified click opens another tab instead). */
  onLinkClick: (event: MouseEvent) => void;
  /** For the typed-page form, once it is going to navigate. */
  request: () => void;
}

/**
 * Call `request` (or let `onLinkClick` do it) when the user asks for another page. When the navigation it started has
 * rendered, the list's top is brought into view: the pager sits below the list, and its links keep the
 * scroll position (`preventScrollReset`) so that filters and sorting, which also change the address, do not
 * jump. Only pager navigations scroll; back and forward are left to React Router's scroll restoration.
 */
export function useListTopScroll(): ListTopScroll {
  const requested = useRef(false);
  const { key } = useLocation();

  useLayoutEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    const top = document.querySelector<HTMLElement>(LIST_TOP_SELECTOR);
    if (!top) {
      window.scrollTo(0, 0);
      return;
    }
    const margin = Number.parseFloat(getComputedStyle(top).scrollMarginTop) || 0;
    const y = top.getBoundingClientRect().top;
    // Already in view below the sticky header: leave the page where it is.
    if (y >= margin && y < window.innerHeight / 2) return;
    top.scrollIntoView({ block: "start" });
  }, [key]);

  const request = useCallback(() => {
    requested.current = true;
  }, []);
  const onLinkClick = useCallback(
    (event: MouseEvent) => {
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (plain && !event.defaultPrevented) request();
    },
    [request],
  );
  return { onLinkClick, request };
}
