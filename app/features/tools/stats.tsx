import type { ReactNode } from "react";

export type StatTone = "neutral" | "positive" | "negative";

const TONE_CLASS: Record<StatTone, string> = {
  neutral: "text-slate-900",
  positive: "text-emerald-700",
  negative: "text-red-700",
};

const COLUMNS = { 2: "sm:grid-cols-2 print:grid-cols-2", 3: "sm:grid-cols-3 print:grid-cols-3" } as const;

/**
 * A row of headline numbers; a description list, so each value is read with its label. An absurd
 * figure (US$99,999,999,999,999.00) may break anywhere rather than widen a phone's page.
 */
export function StatGrid({
  children,
  columns = 3,
  className = "",
}: {
  children: ReactNode;
  columns?: keyof typeof COLUMNS;
  className?: string;
}) {
  return <dl className={`grid gap-4 [overflow-wrap:anywhere] ${COLUMNS[columns]} ${className}`}>{children}</dl>;
}

export function StatCard({ label, value, tone = "neutral", detail }: { label: string; value: ReactNode; tone?: StatTone; detail?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:p-2 print:shadow-none">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-xl font-bold ${TONE_CLASS[tone]}`}>{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-600">{detail}</dd> : null}
    </div>
  );
}
