import { Icon } from "#app/components/icon.tsx";
import { type ActivityLine, formatActivityTime } from "#app/lib/activity/panel.ts";

/**
 * One change as a sentence: "Ana alterou Status de Doing para Concluído — 12/03/2026 14:05". Every value is
 * text in the page (React escapes it), whatever the user typed.
 */
export function ActivityItem({ line }: { line: ActivityLine }) {
  const { summary } = line;
  return (
    <p className="flex min-w-0 gap-2 text-sm text-slate-700">
      <Icon name="rotate-ccw-clock" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span className="min-w-0 break-words" title={summary.length > 200 ? summary : undefined}>
        <span className="font-semibold text-slate-900">{line.actor}</span> {summary} —{" "}
        <time dateTime={line.at} className="whitespace-nowrap text-slate-600">
          {formatActivityTime(line.at)}
        </time>
      </span>
    </p>
  );
}
