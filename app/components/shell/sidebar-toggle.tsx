import { Form, href } from "react-router";
import { Icon } from "../icon";
import { Tooltip } from "../ui/tooltip";

/** The desktop sidebar's collapse button. Without JavaScript this is a form post to the cookie route; with it, toggled in place. */
export function SidebarToggle({ open, here, onToggle }: { open: boolean; here: string; onToggle: () => void }) {
  const label = open ? "Recolher menu (Ctrl+B)" : "Expandir menu (Ctrl+B)";
  return (
    <Form
      method="post"
      action={href("/resources/sidebar")}
      className="hidden md:block"
      onSubmit={(event) => {
        event.preventDefault();
        onToggle();
      }}
    >
      <input type="hidden" name="open" value={String(!open)} />
      <input type="hidden" name="redirectTo" value={here} />
      <Tooltip label={label}>
        {(tip) => (
          <button
            type="submit"
            {...tip}
            className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100"
            aria-label={label}
            aria-expanded={open}
            data-testid="sidebar-toggle"
          >
            <Icon name="panel-left" className="size-5" />
          </button>
        )}
      </Tooltip>
    </Form>
  );
}
