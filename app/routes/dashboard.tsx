import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { DashboardSidebar, SidebarTopBar, useSidebarToggle } from "~/features/dashboard/dashboard-sidebar";
import { requireUser } from "~/lib/services/auth/session.server";
import { findPlan } from "~/lib/domain/catalog";
import { displayName, initials } from "~/lib/domain/display-name";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta } from "~/lib/http/meta";
import { safeRedirectPath } from "~/lib/http/redirect";
import { parseSidebarState, readSidebarState, saveSidebarState } from "~/features/dashboard/sidebar.server";
import { activeTier } from "~/lib/domain/subscription";

export const meta: MetaFunction = () => pageMeta("Dashboard", "Your courses, progress and account.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, sidebar] = await Promise.all([requireUser(request, context), readSidebarState(request, context)]);
  const tier = activeTier(user.subscription);
  return {
    name: displayName(user.email),
    initials: initials(user.email),
    plan: tier ? findPlan(tier)!.name : "Free",
    collapsed: sidebar === "collapsed",
  };
}

/**
 * The sidebar toggle (spec 2): remembers the choice in a cookie for 7 days. A plain form submission
 * is sent back to the page it came from; the background one (JavaScript) just gets the state.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await request.formData();
  const state = parseSidebarState(form.get("sidebar"));
  if (!state) return data({ error: "Choose expanded or collapsed." }, { status: 400 });
  const headers = { "Set-Cookie": await saveSidebarState(context, state), "Cache-Control": PRIVATE_CACHE };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirectPath(redirectTo, "/dashboard"), { headers });
  return data({ state }, { headers });
}

export default function DashboardLayout() {
  const { name, initials: userInitials, plan, collapsed: saved } = useLoaderData<typeof loader>();
  const { collapsed, toggle } = useSidebarToggle(saved);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 md:flex-row">
      <DashboardSidebar collapsed={collapsed} name={name} initials={userInitials} plan={plan} />
      <div className="min-w-0 flex-1">
        <SidebarTopBar collapsed={collapsed} toggle={toggle} />
        <Outlet />
      </div>
    </div>
  );
}
