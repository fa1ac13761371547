/** The progress bar of an upload under way (0–100), with its percentage. */
export function UploadProgress({ progress, label }: { progress: number | null; label: string }) {
  if (progress === null) return null;
  return (
    <div className="flex items-center gap-2">
      <progress
        value={progress}
        max={100}
        aria-label={label}
        className="h-2 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-primary"
      />
      <span className="w-10 text-right text-xs tabular-nums text-slate-700">{progress}%</span>
    </div>
  );
}
