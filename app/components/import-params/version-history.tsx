import { Fragment } from "react";
import { formatDateTime } from "#app/lib/format.ts";
import { IMPORTER_REGIME_LABELS, type ImportParams } from "#contract/landed-cost/import-params.ts";
import { Card } from "#app/components/ui/field.tsx";
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

/**
 * A list of a version as the history tells it: its items, and what changed in them since the version before (none
 * for the oldest, nor against a version without the list), each line with its test id.
 */
const historyList =
  <T extends I, I>(
    [listId, changesId]: [string, string],
    title: string,
    changesTitle: string,
    spec: ListSpec<T, I>,
    of: (version: ImportParams) => T[],
  ) =>
  (version: ImportParams, previous: ImportParams | undefined) => {
    const items = of(version);
    const before = previous ? of(previous) : [];
    const changes = before.length > 0 ? listChanges(spec, before, items) : [];
    return (
      <Fragment key={listId}>
        {items.length > 0 ? (
          <p className="mt-1 text-xs break-words text-slate-600" data-testid={listId}>
            {title}: {summaries(spec, items)}
          </p>
        ) : null}
        {changes.length > 0 ? (
          <p className="mt-1 text-xs font-medium break-words text-slate-800" data-testid={changesId}>
            {changesTitle}: {changes.join("; ")}.
          </p>
        ) : null}
      </Fragment>
    );
  };

/**
 * Every version of the parameters, newest first, with when, who and the values it set; its lists (container types,
 * regimes, transit, antidumping), and what changed in each since the version before (a version older than a list
 * has none of it: nothing to compare).
 */
export function VersionHistory({ versions, names }: { versions: ImportParams[]; names: CountryNames }) {
  const lists = [
    historyList(
      ["history-containers", "history-container-changes"],
      "Contêineres",
      "Mudanças nos contêineres",
      CONTAINER_LIST,
      (v) => v.conteineres,
    ),
    historyList(["history-regimes", "history-regime-changes"], "Regimes", "Mudanças nos regimes", REGIME_LIST, (v) => v.regimes),
    historyList(["history-transit", "history-transit-changes"], "Trânsito", "Mudanças no trânsito", transitList(names), (v) => v.transito),
    historyList(
      ["history-antidumping", "history-antidumping-changes"],
      "Antidumping",
      "Mudanças no antidumping",
      ANTIDUMPING_LIST,
      (v) => v.antidumping,
    ),
  ];
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
            {lists.map((lines) => lines(version, versions[index + 1]))}
          </li>
        ))}
      </ol>
    </Card>
  );
}
