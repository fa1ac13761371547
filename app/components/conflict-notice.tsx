import { STALE_VERSION_MESSAGE } from "#contract/shared/versions.ts";
import type { ConflictNotice as Notice } from "#app/lib/records/conflict.ts";

/**
 * Someone else saved this record while it was being edited: what they saved, field by field, above the form
 * that still holds what this person typed. Saving again applies it on purpose (the form now carries the new version).
 */
export function ConflictNotice({ notice, className = "" }: { notice: Notice; className?: string }) {
  return (
    <div role="alert" className={`rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 ${className}`}>
      <p className="font-semibold">{STALE_VERSION_MESSAGE}</p>
      {notice.changes.length > 0 ? (
        <>
          <p className="mt-2">Valores salvos agora:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {notice.changes.map((change) => (
              <li key={change.label} className="break-words">
                <span className="font-medium">{change.label}:</span> {change.value || "(vazio)"}
              </li>
            ))}
          </ul>
          <p className="mt-2">Salvar de novo grava os valores do formulário no lugar destes.</p>
        </>
      ) : (
        <p className="mt-2">Os campos do formulário já estão como foram salvos; salve de novo para gravar.</p>
      )}
    </div>
  );
}
