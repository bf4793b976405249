import type { ReactNode } from "react";
import { CheckIcon } from "./icons";

const TONES = { plain: "bg-slate-100 text-slate-800", brand: "bg-brand-50 text-brand-800", done: "bg-brand-700 text-white" } as const;

export function Badge({ children, tone = "plain" }: { children: ReactNode; tone?: keyof typeof TONES }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ${TONES[tone]}`}>{children}</span>;
}

/** A finished lesson or course (spec 2's 'Completed' badge); `label` is its word in the page's language. */
export function CompletedBadge({ label = "Completed" }: { label?: string }) {
  return (
    <Badge tone="done">
      <CheckIcon className="h-4 w-4" />
      {label}
    </Badge>
  );
}
