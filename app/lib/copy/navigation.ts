/** Links the header, mobile menu and footer share, so each destination is spelled once. */
import { COURSES } from "~/lib/domain/catalog";
import type { MessageKey } from "~/lib/i18n/messages";

/** A link of the site's frame: its words are a catalogue key (the `nav` namespace every page receives). */
export interface NavItem {
  key: MessageKey;
  to: string;
}

/** A link a page spells out itself (a section's trail, the way back from an error). */
export interface Crumb {
  label: string;
  to: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { key: "nav.home", to: "/" },
  { key: "nav.courses", to: "/courses" },
  { key: "nav.tools", to: "/tools" },
  { key: "nav.pricing", to: "/#pricing" },
];

export const TOOLS_NAV: readonly NavItem[] = [
  { key: "nav.budgetCalculator", to: "/tools/budget-calculator" },
  { key: "nav.netWorthTracker", to: "/tools/net-worth-tracker" },
  { key: "nav.debtPayoffPlanner", to: "/tools/debt-payoff-planner" },
  { key: "nav.goalTracker", to: "/tools/goal-tracker" },
];

export const COURSES_NAV: readonly NavItem[] = [
  ...COURSES.map((course) => ({ key: `nav.course.${course.slug}` as const, to: `/courses/${course.slug}` })),
  { key: "nav.allCourses", to: "/courses" },
];

export const SUPPORT_EMAIL = "support@moneywise.example";

export const SUPPORT_NAV: readonly NavItem[] = [
  { key: "nav.plansAndPricing", to: "/#pricing" },
  { key: "nav.resetPassword", to: "/reset-password" },
  { key: "nav.support", to: "/support" },
  { key: "nav.contactSupport", to: `mailto:${SUPPORT_EMAIL}` },
];

export const LEGAL_NAV: readonly NavItem[] = [
  { key: "nav.privacy", to: "/privacy" },
  { key: "nav.terms", to: "/terms" },
  { key: "nav.refunds", to: "/refund-policy" },
];

const HOME_SECTION_HASHES = MAIN_NAV.flatMap((item) => (item.to.startsWith("/#") ? [item.to.slice(1)] : []));

/**
 * Whether a header link is the current page: by path prefix, and on the home page by hash, so that
 * "/#pricing" lights Pricing rather than Home.
 */
export function isActiveLink(to: string, pathname: string, hash: string): boolean {
  const [toPath, toHash] = to.split("#") as [string, string | undefined];
  if (toPath === "/") {
    if (pathname !== "/") return false;
    return toHash ? hash === `#${toHash}` : !HOME_SECTION_HASHES.includes(hash);
  }
  return pathname === toPath || pathname.startsWith(`${toPath}/`);
}
