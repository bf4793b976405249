import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CONSOLE_ROLES, consolePageAction, requireStaffWith } from "~/features/admin/staff.server";
import { auditPageRead } from "~/features/admin/audit.server";
import { AUDIT_ACTIONS, type AuditAction } from "~/features/admin/audit-actions";
import { auditFiltersOf, CONSOLE_PAGE_SIZE, firstPageHref, nextPageHref } from "~/features/admin/console-query";
import { formatOrderAmount } from "~/features/payments/pricing";
import { ConsoleMoment, FilterButtons } from "~/features/admin/console-parts";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => [...pageMeta("Audit log", "What staff did, and why."), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = auditFiltersOf(url);
  const {
    data: [rows],
  } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) => [auditPageRead(context.db, isStaff, filters)] as const);
  return {
    filters: { action: filters.action ?? "", actor: filters.actor, target: filters.target },
    entries: rows.slice(0, CONSOLE_PAGE_SIZE).map((row) => ({
      ...row,
      label: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
      userId: row.target.startsWith("user:") ? row.target.slice("user:".length) : null,
      details: detailLines(JSON.parse(row.details) as Record<string, unknown>),
    })),
    next: nextPageHref("/admin/audit", url, rows),
    first: filters.after === null ? null : firstPageHref("/admin/audit", url),
  };
}

/** An entry's details as lines; an amount with its currency is money in cents (a refund's), written as money. */
function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details).map(([name, value]) =>
    name === "amount" && typeof value === "number" && typeof details.currency === "string"
      ? `${name}: ${formatOrderAmount(value, details.currency)}`
      : `${name}: ${String(value)}`,
  );
}

export const action = consolePageAction;

export default function AuditLog() {
  const { filters, entries, next, first } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.action || filters.actor || filters.target);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Audit log</h1>
      <p className="mt-2 text-slate-700">Every staff action, newest first. Entries cannot be edited or deleted.</p>
      <Form method="get" className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-3 sm:items-end">
        <div>
          <label htmlFor="action" className="field-label">
            Action
          </label>
          <select id="action" name="action" defaultValue={filters.action} className="tool-input mt-1 px-3">
            <option value="">Any action</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="actor" className="field-label">
            Staff email
          </label>
          <input id="actor" name="actor" type="search" defaultValue={filters.actor} maxLength={200} className="tool-input mt-1 px-3" />
        </div>
        <div>
          <label htmlFor="target" className="field-label">
            Target (user:, order:, post:, thread:, live: or support-request: and an id)
          </label>
          <input id="target" name="target" type="search" defaultValue={filters.target} maxLength={200} className="tool-input mt-1 px-3" />
        </div>
        <FilterButtons clearTo="/admin/audit" filtered={filtered} className="sm:col-span-3" />
      </Form>
      {entries.length === 0 ? (
        <p className="card mt-6">{filtered ? "No entry matches these filters." : "Nothing has been logged yet."}</p>
      ) : (
        <ol className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Audit entries">
          {entries.map((entry) => (
            <li key={entry.id} className="p-4" data-testid="audit-entry">
              <p className="font-semibold">{entry.label}</p>
              <p className="break-all text-sm text-slate-700">
                <ConsoleMoment value={entry.createdAt} /> · by {entry.actorEmail} · on{" "}
                {entry.userId ? (
                  <Link to={`/admin/learners/${entry.userId}`} className="text-brand-700 underline">
                    {entry.target}
                  </Link>
                ) : (
                  entry.target
                )}
              </p>
              <p className="mt-1">Reason: {entry.reason}</p>
              {entry.details.length > 0 ? <p className="mt-1 break-all text-sm text-slate-700">{entry.details.join(" · ")}</p> : null}
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
        {first ? (
          <Link to={first} className="button-secondary">
            Newest entries
          </Link>
        ) : null}
        {next ? (
          <Link to={next} className="button-secondary">
            Older entries
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
