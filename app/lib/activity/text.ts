import type { ActivityValueKind } from "#contract/fields/activity-spec.ts";
import {
  type ActivityEntityType,
  type ActivityEntry,
  activityFieldLabel,
  activityFieldSpec,
  type ActivityValue,
} from "#contract/activity/activity.ts";
import { formatBrl, formatDecimal, formatMoney, formatPercent, truncateText } from "#app/lib/format.ts";
import { formatDayBr } from "#contract/time/days.ts";
import { QUOTE_BY_LINK_AUTHOR } from "#contract/rfq/rfq-rules.ts";
import { type ActivityLine, formatActivityTime } from "./panel";

/** What a record is called after "criou". */
const RECORD_NOUN: Record<ActivityEntityType, string> = {
  supplier: "o fornecedor",
  sourcing: "o sourcing",
  product: "o produto",
};

const NUMBER_KINDS: ReadonlySet<ActivityValueKind> = new Set(["number", "percent", "brl", "usd"]);

/** A long text (a justificativa, a description) is cut in the sentence; the panel keeps the whole in a tooltip. */
const VISIBLE_TEXT = 160;

/** One stored value as the panel writes it, by the field's kind (contract/activity/activity.ts). */
export function activityValueText(kind: ActivityValueKind | undefined, value: ActivityValue): string {
  if (value === null) return "(vazio)";
  if (typeof value === "object") return value.nome;
  if (typeof value === "boolean") return value ? "Sim" : "Não";
  if (typeof value === "number" && kind !== undefined && NUMBER_KINDS.has(kind)) {
    switch (kind) {
      case "brl":
        return formatBrl(value);
      case "usd":
        return formatMoney(value, "USD");
      case "percent":
        return formatPercent(value);
      default:
        return formatDecimal(value);
    }
  }
  // A text is shown as stored, even one of digits only (a phone number is not 1.020).
  const text = String(value);
  switch (kind) {
    case "day":
      return formatDayBr(text);
    case "instant":
      return formatActivityTime(text);
    case "text":
    case "file":
      return `“${truncateText(text, VISIBLE_TEXT)}”`;
    default:
      return text;
  }
}

/** The same file name before and after: the file was replaced, not renamed. */
const sameFile = (old: ActivityValue, next: ActivityValue) => typeof old === "string" && old === next;

/**
 * The sentence of one entry, without the actor and the time: "alterou Status de Doing para Concluído",
 * "definiu Data estimada como 12/03/2026", "limpou Website (era “a.com”)", "adicionou Arquivo: “proposta.pdf”",
 * "substituiu Arquivo: “proposta.pdf”" (a file sent again under its name), "criou o sourcing". Plain text: the page
 * escapes it like any user text.
 */
export function activitySummary(entityType: ActivityEntityType, entry: ActivityEntry): string {
  if (entry.action === "criou" || entry.field === null) return `${entry.action} ${RECORD_NOUN[entityType]}`;
  const label = activityFieldLabel(entityType, entry.field, entry.subject);
  const kind = activityFieldSpec(entityType, entry.field)?.kind;
  const text = (value: ActivityValue) => activityValueText(kind, value);
  switch (entry.action) {
    case "adicionou":
      return entry.new === null ? `adicionou ${label}` : `adicionou ${label}: ${text(entry.new)}`;
    case "removeu":
      return entry.old === null ? `removeu ${label}` : `removeu ${label}: ${text(entry.old)}`;
    case "alterou":
      if (kind === "file" && entry.old !== null && sameFile(entry.old, entry.new)) return `substituiu ${label}: ${text(entry.new)}`;
      if (entry.old === null) return `definiu ${label} como ${text(entry.new)}`;
      if (entry.new === null) return `limpou ${label} (era ${text(entry.old)})`;
      return `alterou ${label} de ${text(entry.old)} para ${text(entry.new)}`;
  }
}

/** Who made the change: a user (a deleted account still reads as someone), or the supplier through its link. */
export function activityActorName(entry: ActivityEntry): string {
  if (entry.via_link) return QUOTE_BY_LINK_AUTHOR;
  return entry.actor?.nome ?? "Usuário removido";
}

/** An entry as the panel shows it, written here, on the server (see `ActivityLine`). */
export function activityLine(entityType: ActivityEntityType, entry: ActivityEntry): ActivityLine {
  return { id: entry.id, actor: activityActorName(entry), summary: activitySummary(entityType, entry), at: entry.at };
}
