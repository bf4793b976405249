import type { ReactNode } from "react";
import { Link } from "@remix-run/react";
import { ROLE_LABELS, type StaffRole } from "~/lib/domain/roles";
import { formatDate } from "~/lib/domain/dates";

/** A moment to the minute, in UTC (staff work across time zones; the log must read the same for all). */
export function ConsoleMoment({ value }: { value: string | Date }) {
  const iso = typeof value === "string" ? value : value.toISOString();
  return <time dateTime={iso}>{`${formatDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`}</time>;
}

export function RoleBadge({ role }: { role: StaffRole | null }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${role ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"}`}>
      {ROLE_LABELS[role ?? "learner"]}
    </span>
  );
}

/**
 * A console list's Filter button and, when a filter is set, Clear filters back to the whole list; extra
 * actions on the same filters (a CSV download) follow them.
 */
export function FilterButtons({
  clearTo,
  filtered,
  className,
  children,
}: {
  clearTo: string;
  filtered: boolean;
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <button type="submit" className="button-primary">
        Filter
      </button>
      {filtered ? (
        <Link to={clearTo} className="button-secondary">
          Clear filters
        </Link>
      ) : null}
      {children}
    </div>
  );
}
