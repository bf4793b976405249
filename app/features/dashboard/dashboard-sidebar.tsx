import { Link, NavLink, useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, type ComponentType } from "react";
import { Avatar } from "./avatar";
import {
  AdjustmentsIcon,
  BookIcon,
  CalculatorIcon,
  ChatIcon,
  CheckIcon,
  ClockIcon,
  CloseIcon,
  CreditCardIcon,
  FlagIcon,
  HomeIcon,
  SparklesIcon,
  StarIcon,
  TrendUpIcon,
  UserIcon,
  UsersIcon,
} from "~/components/icons";
import { COMMUNITY_PATH } from "~/features/community/paths";
import { LIVE_PATH } from "~/features/live/paths";
import { COACHING_PATH } from "~/features/coaching/paths";
import { SAVED_PLANS_PATH } from "~/features/saved-plans/paths";
import { PLAN_PATH } from "~/features/personal-plan/paths";
import { DASHBOARD_SUPPORT_PATH } from "~/features/support/paths";
import { REVIEW_PATH } from "~/features/assessments/paths";
import { useTranslate } from "~/hooks/use-translate";
import type { MessageKey } from "~/lib/i18n/messages";
import { ACHIEVEMENTS_PATH } from "./paths";

type Icon = ComponentType<{ className?: string }>;

/** Spec 2: the dashboard's sections, in the sidebar's order; `label` is the key of its name (the layout sends `dashboard.layout`). */
export const DASHBOARD_LINKS: readonly { to: string; label: MessageKey; icon: Icon; end?: boolean }[] = [
  { to: "/dashboard", label: "dashboard.layout.nav.overview", icon: HomeIcon, end: true },
  { to: "/dashboard/courses", label: "dashboard.layout.nav.courses", icon: BookIcon },
  { to: "/dashboard/progress", label: "dashboard.layout.nav.progress", icon: TrendUpIcon },
  { to: REVIEW_PATH, label: "dashboard.layout.nav.review", icon: CheckIcon },
  { to: "/dashboard/purchases", label: "dashboard.layout.nav.purchases", icon: CreditCardIcon },
  { to: "/dashboard/subscription", label: "dashboard.layout.nav.subscription", icon: SparklesIcon },
  { to: ACHIEVEMENTS_PATH, label: "dashboard.layout.nav.achievements", icon: StarIcon },
  { to: SAVED_PLANS_PATH, label: "dashboard.layout.nav.savedPlans", icon: CalculatorIcon },
  // Shown to every plan: the page itself gates and offers Elite (issue 27).
  { to: PLAN_PATH, label: "dashboard.layout.nav.financialPlan", icon: FlagIcon },
  { to: DASHBOARD_SUPPORT_PATH, label: "dashboard.layout.nav.support", icon: ChatIcon },
  { to: "/dashboard/profile", label: "dashboard.layout.nav.profile", icon: UserIcon },
  { to: "/dashboard/settings", label: "dashboard.layout.nav.settings", icon: AdjustmentsIcon },
];

const QUICK_ACTIONS: readonly { to: string; label: MessageKey; icon: Icon }[] = [
  { to: "/courses", label: "dashboard.layout.quick.browseCourses", icon: BookIcon },
  { to: "/tools", label: "dashboard.layout.quick.tools", icon: CalculatorIcon },
  { to: COMMUNITY_PATH, label: "dashboard.layout.quick.community", icon: UsersIcon },
  { to: LIVE_PATH, label: "dashboard.layout.quick.live", icon: ClockIcon },
  { to: COACHING_PATH, label: "dashboard.layout.quick.coaching", icon: UserIcon },
];

export const SIDEBAR_ID = "dashboard-sidebar";
export const TOGGLE_ACTION = "/dashboard";

/**
 * The sidebar's collapsed state: what the cookie said, or at once what the learner just chose. The
 * toggle posts to the dashboard layout's action, which keeps the choice in a cookie for 7 days.
 */
export function useSidebarToggle(saved: boolean) {
  const fetcher = useFetcher({ key: "dashboard-sidebar" });
  const pending = fetcher.formData?.get("sidebar");
  const collapsed = pending ? pending === "collapsed" : saved;
  const toggle = useCallback(() => {
    fetcher.submit({ sidebar: collapsed ? "expanded" : "collapsed" }, { method: "post", action: TOGGLE_ACTION });
  }, [collapsed, fetcher]);

  // Ctrl+B (Cmd+B on a Mac), as the spec asks.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  return { collapsed, toggle };
}

/** Who is signed in, as the sidebar and the top bar show them. */
export interface SidebarAccount {
  name: string;
  email: string;
  initials: string;
  /** An https picture, or null: the initials then stand alone. */
  avatar: string | null;
  plan: string;
}

interface SidebarProps {
  collapsed: boolean;
  /** Absent when the layout's own loader failed: the sections still lead somewhere. */
  account?: SidebarAccount;
}

/** In icon mode (collapsed, 768px and up) labels are visually hidden but still name each link. */
function Label({ collapsed, children }: { collapsed: boolean; children: string }) {
  return <span className={collapsed ? "md:sr-only" : ""}>{children}</span>;
}

/**
 * Spec 2 and 9: 16rem wide, 3rem in icon mode; below 768px an 18rem drawer that opens by its link's
 * #target and closes by the close link (or by following any link), all without JavaScript.
 */
export function DashboardSidebar({ collapsed, account }: SidebarProps) {
  const t = useTranslate();
  const location = useLocation();
  // A client-side navigation (pushState) does not clear :target, so an open drawer would stay open:
  // close it with a fragment navigation, as following a link does without JavaScript.
  useEffect(() => {
    if (location.hash !== `#${SIDEBAR_ID}` && document.getElementById(SIDEBAR_ID)?.matches(":target")) {
      window.location.replace("#main");
    }
  }, [location.key, location.hash]);
  const itemClass = (active: boolean) =>
    `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${
      collapsed ? "md:justify-center md:px-0" : ""
    } ${active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={t("site.dashboard")}
      data-state={collapsed ? "collapsed" : "expanded"}
      className={`invisible fixed inset-y-0 left-0 z-40 w-72 -translate-x-full overflow-y-auto bg-white p-4 shadow-xl transition-transform target:visible target:translate-x-0 md:visible md:static md:z-auto md:translate-x-0 md:overflow-visible md:bg-transparent md:p-0 md:shadow-none md:transition-[width] ${
        collapsed ? "md:w-12" : "md:w-64"
      } md:shrink-0 print:hidden`}
    >
      <div className="mb-4 flex justify-end md:hidden">
        <a href="#main" className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100">
          <CloseIcon className="h-4 w-4" />
          {t("site.closeMenu")}
        </a>
      </div>
      {account ? (
        <div className={`mb-6 flex items-center gap-3 ${collapsed ? "md:justify-center" : ""}`}>
          <Avatar initials={account.initials} src={account.avatar} />
          <div className={`min-w-0 ${collapsed ? "md:sr-only" : ""}`}>
            <p className="truncate font-semibold" data-testid="display-name">
              {account.name}
            </p>
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600" data-testid="plan-badge">
              {account.plan}
            </p>
          </div>
        </div>
      ) : null}
      <nav aria-label={t("dashboard.layout.sections")} className="space-y-1">
        {DASHBOARD_LINKS.map(({ to, label, icon: LinkIcon, end }) => (
          <NavLink key={to} to={to} end={end} title={collapsed ? t(label) : undefined} className={({ isActive }) => itemClass(isActive)}>
            <LinkIcon className="h-5 w-5" />
            <Label collapsed={collapsed}>{t(label)}</Label>
          </NavLink>
        ))}
      </nav>
      <nav aria-label={t("dashboard.layout.quickActions")} className="mt-6 space-y-1 border-t border-slate-200 pt-4">
        {QUICK_ACTIONS.map(({ to, label, icon: ActionIcon }) => (
          <Link key={to} to={to} title={collapsed ? t(label) : undefined} className={itemClass(false)}>
            <ActionIcon className="h-5 w-5" />
            <Label collapsed={collapsed}>{t(label)}</Label>
          </Link>
        ))}
      </nav>
    </aside>
  );
}

/** The sidebar section an address belongs to, to name what failed. */
export function dashboardSectionOf(pathname: string) {
  const path = pathname.replace(/\/$/, "");
  return DASHBOARD_LINKS.find(({ to, end }) => path === to || (!end && path.startsWith(`${to}/`)));
}
