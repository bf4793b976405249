import { useId, type ReactNode } from "react";

const BAR =
  "h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-100 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600";

/**
 * A labelled progress bar with its numbers spelled out below it (the bar alone is not enough for
 * everyone). `labelledBy` names it by a heading the caller renders; otherwise `label` is its name.
 */
export function ProgressBar({
  label,
  labelledBy,
  value,
  max,
  children,
}: {
  label?: string;
  labelledBy?: string;
  value: number;
  max: number;
  children: ReactNode;
}) {
  const summaryId = useId();
  return (
    <div>
      <progress
        value={value}
        max={Math.max(max, 1)}
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={summaryId}
        className={BAR}
      />
      <p id={summaryId} className="mt-2 text-sm text-slate-700">
        {children}
      </p>
    </div>
  );
}
