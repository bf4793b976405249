import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OverviewSections } from "~/features/admin/overview-page";
import { requireOverview } from "~/features/admin/overview.server";
import { pageMeta } from "~/lib/http/meta";
import { consolePageAction } from "~/features/admin/staff.server";

export const meta: MetaFunction = () => [
  ...pageMeta("Overview · Staff console", "The business at a glance."),
  { name: "robots", content: "noindex" },
];

/** A post is a 404 to anyone but staff, as a GET is: the address is not advertised. */
export const action = consolePageAction;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { report: await requireOverview(request, context) };
}

export default function AdminOverview() {
  const { report } = useLoaderData<typeof loader>();
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Overview</h1>
          <p className="mt-1 text-slate-700">The last 12 months, this month included.</p>
        </div>
        <a href="/admin/overview.csv" download className="button-secondary">
          Download monthly figures (CSV)
        </a>
      </div>
      <div className="mt-8">
        <OverviewSections report={report} />
      </div>
    </div>
  );
}
