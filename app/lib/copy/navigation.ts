/** Links the header, mobile menu and footer share, so each destination is spelled once. */
import { COURSES } from "~/lib/domain/catalog";

export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Courses", to: "/courses" },
  { label: "Tools", to: "/tools" },
  { label: "Pricing", to: "/#pricing" },
];

export const TOOLS_NAV: readonly NavItem[] = [
  { label: "Budget Calculator", to: "/tools/budget-calculator" },
  { label: "Net Worth Tracker", to: "/tools/net-worth-tracker" },
  { label: "Debt Payoff Planner", to: "/tools/debt-payoff-planner" },
  { label: "Goal Tracker", to: "/tools/goal-tracker" },
];

export const COURSES_NAV: readonly NavItem[] = [
  ...COURSES.map((course) => ({ label: course.title, to: `/courses/${course.slug}` })),
  { label: "All Courses", to: "/courses" },
];

export const SUPPORT_EMAIL = "support@moneywise.example";

export const SUPPORT_NAV: readonly NavItem[] = [
  { label: "Plans & Pricing", to: "/#pricing" },
  { label: "Reset Password", to: "/reset-password" },
  { label: "Support", to: "/support" },
  { label: "Contact Support", to: `mailto:${SUPPORT_EMAIL}` },
];

export const LEGAL_NAV: readonly NavItem[] = [
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Refund Policy", to: "/refund-policy" },
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
