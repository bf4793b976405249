import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/lib/meta";
import { TOOLS_NAV } from "~/lib/navigation";

export const meta: MetaFunction = () =>
  pageMeta("Free Financial Tools", "Free budget, net worth, debt payoff and goal calculators.");

export default function Tools() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Free financial tools</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Four free calculators are on their way. They are not open yet; this page will link to each one as it launches.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {TOOLS_NAV.map((tool) => (
          <li key={tool.to} className="card">
            <h2 className="text-lg font-semibold">{tool.label}</h2>
            <p className="mt-2 text-sm text-slate-600">Coming soon.</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
