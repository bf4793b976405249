import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/auth/session.server";
import { findPlan } from "~/lib/catalog";
import { displayName, initials } from "~/lib/display-name";
import { pageMeta } from "~/lib/meta";
import { activeTier } from "~/lib/subscription";

export const meta: MetaFunction = () => pageMeta("Dashboard", "Your courses, progress and account.");

export const DASHBOARD_LINKS = [
  { to: "/dashboard", label: "Overview", end: true },
  { to: "/dashboard/courses", label: "My Courses" },
  { to: "/dashboard/progress", label: "Progress" },
  { to: "/dashboard/purchases", label: "Purchases" },
  { to: "/dashboard/subscription", label: "Subscription" },
  { to: "/dashboard/achievements", label: "Achievements" },
  { to: "/dashboard/profile", label: "Profile" },
  { to: "/dashboard/settings", label: "Settings" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const tier = activeTier(user.subscription);
  return { name: displayName(user.email), initials: initials(user.email), plan: tier ? findPlan(tier)!.name : "Free" };
}

export default function DashboardLayout() {
  const { name, initials: userInitials, plan } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 md:flex-row">
      <aside className="md:w-64 md:shrink-0" aria-label="Dashboard">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
            {userInitials}
          </span>
          <div>
            <p className="font-semibold" data-testid="display-name">{name}</p>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600" data-testid="plan-badge">{plan}</p>
          </div>
        </div>
        <nav aria-label="Dashboard sections" className="mt-6 space-y-1">
          {DASHBOARD_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={"end" in link}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
