import { DEFAULT_LINK_STATUS, INITIAL_LINK_STATUSES } from "#contract/sourcings/link-statuses.ts";
import { Select } from "#app/components/ui/select.tsx";

/** The status a new link starts in: only 'Não iniciado' (default) or 'Doing' (specification §4). */
export function InitialStatusSelect({ id }: { id: string }) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Status inicial
      </label>
      {/* The wrapper sets the width: the select itself is full width by design. */}
      <div className="w-40 shrink-0">
        <Select id={id} name="status" defaultValue={DEFAULT_LINK_STATUS} className="py-1.5">
          {INITIAL_LINK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
