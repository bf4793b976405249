import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { errorPageMeta, SectionProblem, useBoundaryProblem } from "~/components/error-page";
import { dashboardSectionOf } from "~/features/dashboard/dashboard-sidebar";
import { DashboardFrame } from "~/features/dashboard/dashboard-frame";
import { OWN_CHROME_HANDLE } from "~/components/page-chrome";
import { requireUser } from "~/lib/services/auth/session.server";
import { findPlan } from "~/lib/domain/catalog";
import { displayName, initials } from "~/lib/domain/display-name";
import { avatarPath } from "~/features/avatars/paths";
import { requireUserWithProfile } from "~/lib/services/profile.server";
import { PRIVATE_CACHE } from "~/lib/http/http-cache";
import { pageMeta, pageText } from "~/lib/http/meta";
import { safeRedirectPath } from "~/lib/http/redirect";
import { parseSidebarState, readSidebarState, saveSidebarState } from "~/features/dashboard/sidebar.server";
import { activeTier } from "~/lib/domain/subscription";
import { dashboardMessages } from "~/features/dashboard/words.server";
import { translate } from "~/lib/i18n/catalogues.server";
import { useTranslate } from "~/hooks/use-translate";

export const meta: MetaFunction = (args) =>
  args.error
    ? errorPageMeta(args.error, args.matches)
    : pageMeta(pageText(args, "dashboard.layout.title"), pageText(args, "dashboard.layout.description"));

/** The dashboard draws its own chrome: the root leaves out the site's header and footer. */
export const handle = OWN_CHROME_HANDLE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A profile that cannot be read leaves the name from the email and the initials (the page says why).
  const [{ user, profile }, sidebar] = await Promise.all([requireUserWithProfile(request, context), readSidebarState(request, context)]);
  const name = displayName({ ...profile, email: user.email });
  const tier = activeTier(user.subscription);
  return {
    account: {
      name,
      email: user.email,
      initials: initials(name),
      avatar: avatarPath(user.id, profile.avatarDigest),
      plan: tier ? findPlan(tier)!.name : translate(context.locale, "dashboard.layout.freePlan"),
    },
    collapsed: sidebar === "collapsed",
    // The chrome's words, for every screen inside it (each screen sends its own besides).
    messages: dashboardMessages(context.locale, "layout"),
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
  if (!state) return data({ error: translate(context.locale, "dashboard.layout.chooseSidebar") }, { status: 400 });
  const headers = { "Set-Cookie": await saveSidebarState(context, state), "Cache-Control": PRIVATE_CACHE };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirectPath(redirectTo, "/dashboard"), { headers });
  return data({ state }, { headers });
}

export default function DashboardLayout() {
  const { account, collapsed } = useLoaderData<typeof loader>();
  return (
    <DashboardFrame saved={collapsed} account={account}>
      <Outlet />
    </DashboardFrame>
  );
}

/**
 * A dashboard screen that failed keeps the dashboard around it: the sidebar (with the learner, unless
 * this layout's own read failed) and a way to try again or go back to the overview.
 */
export function ErrorBoundary() {
  const problem = useBoundaryProblem();
  const layout = useRouteLoaderData<typeof loader>("routes/dashboard");
  const section = dashboardSectionOf(useLocation().pathname);
  const t = useTranslate();
  const back = { to: "/dashboard", label: t("dashboard.layout.backToOverview") };
  return (
    <DashboardFrame saved={layout?.collapsed ?? false} account={layout?.account}>
      {problem === "not-found" ? (
        <SectionProblem title={t("dashboard.layout.notFound")} back={back} retry={false}>
          <p>{t("dashboard.layout.notFoundText")}</p>
        </SectionProblem>
      ) : (
        <SectionProblem
          title={section ? t("dashboard.layout.sectionFailed", { section: t(section.label) }) : t("dashboard.layout.pageFailed")}
          back={back}
          retry
          retryLabel={t("dashboard.layout.tryAgain")}
        >
          <p>{t("dashboard.layout.failedText")}</p>
        </SectionProblem>
      )}
    </DashboardFrame>
  );
}
