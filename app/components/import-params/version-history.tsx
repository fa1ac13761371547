import { formatDateTime } from "~/lib/format";
import { IMPORTER_REGIME_LABELS, type ImportParams } from "../../../contract/import-params";
import { Card } from "../ui/field";
import {
  ANTIDUMPING_LIST,
  CONTAINER_LIST,
  type CountryNames,
  listChanges,
  type ListSpec,
  REGIME_LIST,
  summaries,
  transitList,
} from "./lists";
import { authorOf, IMPORTER_REGIME_LABEL, shownFields } from "./values";

/** A list of a version as the history tells it: its items, and what changed in them since the version before. */
interface HistoryList<T extends I, I> {
  testId: string;
  changesTestId: string;
  title: string;
  changesTitle: string;
  spec: ListSpec<T, I>;
}

/** One list's lines of one version: its items, and its changes (none for the oldest, nor against a version without it). */
function ListLines<T extends I, I>({
  list,
  items: of,
  version,
  previous,
}: {
  list: HistoryList<T, I>;
  items: (version: ImportParams) => T[];
  version: ImportParams;
  previous: ImportParams | undefined;
}) {
  const items = of(version);
  const before = previous ? of(previous) : [];
  const changes = before.length > 0 ? listChanges(list.spec, before, items) : [];
  return (
    <>
      {items.length > 0 ? (
        <p className="mt-1 text-xs break-words text-slate-600" data-testid={list.testId}>
          {list.title}: {summaries(list.spec, items)}
        </p>
      ) : null}
      {changes.length > 0 ? (
        <p className="mt-1 text-xs font-medium break-words text-slate-800" data-testid={list.changesTestId}>
          {list.changesTitle}: {changes.join("; ")}.
        </p>
      ) : null}
    </>
  );
}

/**
 * Every version of the parameters, newest first, with when, who and the values it set; its lists (container types,
 * regimes, transit, antidumping), and what changed in each since the version before (a version older than a list
 * has none of it: nothing to compare).
 */
export function VersionHistory({ versions, names }: { versions: ImportParams[]; names: CountryNames }) {
  const transit = transitList(names);
  return (
    <Card title="Histórico de versões">
      <ol className="divide-y divide-border" aria-label="Versões dos parâmetros" data-testid="import-params-history">
        {versions.map((version, index) => (
          <li key={version.versao} className="py-3 text-sm">
            <p className="font-medium text-slate-900">
              Versão {version.versao} · {formatDateTime(version.alterado_em)} · {authorOf(version)}
            </p>
            <p className="mt-1 text-xs break-words text-slate-600">
              {[
                ...shownFields(version).map((field) => `${field.label}: ${field.value}`),
                `${IMPORTER_REGIME_LABEL}: ${IMPORTER_REGIME_LABELS[version.regime_importador]}`,
              ].join(" · ")}
            </p>
            <ListLines
              list={{
                testId: "history-containers",
                changesTestId: "history-container-changes",
                title: "Contêineres",
                changesTitle: "Mudanças nos contêineres",
                spec: CONTAINER_LIST,
              }}
              items={(v) => v.conteineres}
              version={version}
              previous={versions[index + 1]}
            />
            <ListLines
              list={{
                testId: "history-regimes",
                changesTestId: "history-regime-changes",
                title: "Regimes",
                changesTitle: "Mudanças nos regimes",
                spec: REGIME_LIST,
              }}
              items={(v) => v.regimes}
              version={version}
              previous={versions[index + 1]}
            />
            <ListLines
              list={{
                testId: "history-transit",
                changesTestId: "history-transit-changes",
                title: "Trânsito",
                changesTitle: "Mudanças no trânsito",
                spec: transit,
              }}
              items={(v) => v.transito}
              version={version}
              previous={versions[index + 1]}
            />
            <ListLines
              list={{
                testId: "history-antidumping",
                changesTestId: "history-antidumping-changes",
                title: "Antidumping",
                changesTitle: "Mudanças no antidumping",
                spec: ANTIDUMPING_LIST,
              }}
              items={(v) => v.antidumping}
              version={version}
              previous={versions[index + 1]}
            />
          </li>
        ))}
      </ol>
    </Card>
  );
}
