import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { CONSOLE_ROLES, consolePageAction, requireStaffWith } from "~/features/admin/staff.server";
import { learnerSearchRead } from "~/features/admin/learners.server";
import { CONSOLE_PAGE_SIZE, firstPageHref, learnerSearchOf, nextPageHref } from "~/features/admin/console-query";
import { RoleBadge } from "~/features/admin/console-parts";
import { displayName } from "~/lib/domain/display-name";
import { UtcDay } from "~/components/utc-day";
import { pageMeta } from "~/lib/http/meta";

export const meta: MetaFunction = () => [...pageMeta("Learners", "Find a learner."), { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const search = learnerSearchOf(url);
  const {
    data: [rows],
  } = await requireStaffWith(request, context, CONSOLE_ROLES, (isStaff) => [learnerSearchRead(context, isStaff, search)] as const);
  return {
    q: search.q,
    learners: rows.slice(0, CONSOLE_PAGE_SIZE).map((row) => ({
      id: row.id,
      email: row.email,
      name: displayName(row),
      role: row.role,
      verified: row.emailVerifiedAt !== null,
      createdAt: row.createdAt,
    })),
    next: nextPageHref("/admin/learners", url, rows),
    first: search.after === null ? null : firstPageHref("/admin/learners", url),
  };
}

export const action = consolePageAction;

export default function Learners() {
  const { q, learners, next, first } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Learners</h1>
      <Form method="get" role="search" className="mt-6 flex max-w-xl flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="q" className="field-label">
            Email or name starts with
          </label>
          <input id="q" name="q" type="search" defaultValue={q} maxLength={200} className="tool-input mt-1 px-3" />
        </div>
        <button type="submit" className="button-primary">
          Search
        </button>
      </Form>
      {learners.length === 0 ? (
        <p className="card mt-6">{q ? `No learner's email or name starts with "${q}".` : "No learners yet."}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Learners">
          {learners.map((learner) => (
            <li key={learner.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4" data-testid="learner">
              <div className="min-w-0">
                <Link to={`/admin/learners/${learner.id}`} className="break-all font-semibold text-brand-700 hover:underline">
                  {learner.email}
                </Link>
                <p className="text-sm text-slate-700">
                  {learner.name} · joined <UtcDay value={learner.createdAt} />
                  {learner.verified ? "" : " · email not confirmed"}
                </p>
              </div>
              <RoleBadge role={learner.role} />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
        {first ? (
          <Link to={first} className="button-secondary">
            First page
          </Link>
        ) : null}
        {next ? (
          <Link to={next} className="button-secondary">
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
