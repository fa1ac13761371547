import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * A refusal's message, which takes the focus, and with it the view, when it shows: with JavaScript on each new
 * answer that refuses (`answer`, the action's reply: a second refusal brings the focus back), without it through
 * `autofocus` on the page the browser loads with the refusal. So a refusal said 2,000 px above the button that was
 * pressed, or below where a reloaded page starts, is never out of sight. Focusable by script only (`tabindex=-1`).
 */
export function RefusalAlert({
  answer,
  id,
  className,
  testId,
  children,
}: {
  answer: object;
  id?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Centred: a sticky header or the keyboard of a phone hides neither its first nor its last line.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "center" });
  }, [answer]);
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      autoFocus
      data-testid={testId}
      className={clsx("scroll-my-4 outline-none", className)}
    >
      {children}
    </div>
  );
}
