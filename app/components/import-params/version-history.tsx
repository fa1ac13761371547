import { formatDateTime } from "~/lib/format";
import type { ImportParams } from "../../../contract/import-params";
import { Card } from "../ui/field";
import { containerChanges, shownContainers } from "./containers";
import { authorOf, shownFields } from "./values";

/**
 * Every version of the parameters, newest first, with when, who and the values it set; its container types, and
 * what changed in them since the version before (versions older than the types have none: nothing to compare).
 */
export function VersionHistory({ versions }: { versions: ImportParams[] }) {
  return (
    <Card title="Histórico de versões">
      <ol className="divide-y divide-border" aria-label="Versões dos parâmetros" data-testid="import-params-history">
        {versions.map((version, index) => {
          const previous = versions[index + 1]?.conteineres ?? [];
          const changes = previous.length > 0 ? containerChanges(previous, version.conteineres) : [];
          return (
            <li key={version.versao} className="py-3 text-sm">
              <p className="font-medium text-slate-900">
                Versão {version.versao} · {formatDateTime(version.alterado_em)} · {authorOf(version)}
              </p>
              <p className="mt-1 break-words text-xs text-slate-600">
                {shownFields(version)
                  .map((field) => `${field.label}: ${field.value}`)
                  .join(" · ")}
              </p>
              {version.conteineres.length > 0 ? (
                <p className="mt-1 break-words text-xs text-slate-600" data-testid="history-containers">
                  Contêineres: {shownContainers(version.conteineres)}
                </p>
              ) : null}
              {changes.length > 0 ? (
                <p className="mt-1 break-words text-xs font-medium text-slate-800" data-testid="history-container-changes">
                  Mudanças nos contêineres: {changes.join("; ")}.
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
