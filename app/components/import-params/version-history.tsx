import { formatDateTime } from "~/lib/format";
import type { ImportParams } from "../../../contract/import-params";
import { Card } from "../ui/field";
import { authorOf, shownFields } from "./values";

/** Every version of the parameters, newest first, with when, who and the values it set. */
export function VersionHistory({ versions }: { versions: ImportParams[] }) {
  return (
    <Card title="Histórico de versões">
      <ol className="divide-y divide-border" aria-label="Versões dos parâmetros" data-testid="import-params-history">
        {versions.map((version) => (
          <li key={version.versao} className="py-3 text-sm">
            <p className="font-medium text-slate-900">
              Versão {version.versao} · {formatDateTime(version.alterado_em)} · {authorOf(version)}
            </p>
            <p className="mt-1 break-words text-xs text-slate-600">
              {shownFields(version)
                .map((field) => `${field.label}: ${field.value}`)
                .join(" · ")}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
