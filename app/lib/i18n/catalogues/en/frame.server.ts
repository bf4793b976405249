/** The frame of every page (header, footer, menus, missing and error pages) and the legal pages' date line. */
import { COURSES, type CourseSlug } from "~/lib/domain/catalog";
import { SHARE_IMAGE } from "~/lib/http/meta";
import type { Catalogue } from "~/lib/i18n/messages";

export const frame = {
  "site.skipToContent": "Skip to content",
  "site.tagline": "Personal-finance courses and free tools for people in Canada and the United States.",
  "site.copyright": "© {year} {product}. Education, not personalised financial advice.",
  "site.currency": "Currency",
  "site.currencyChoice": "Show prices in {currency}",
  "site.language": "Language",
  "site.menu": "Menu",
  "site.closeMenu": "Close menu",
  "site.mainNavigation": "Main",
  "site.mobileNavigation": "Mobile",
  "site.legalNavigation": "Legal",
  "site.dashboard": "Dashboard",
  "site.community": "Community",
  "site.logout": "Logout",
  "site.login": "Login",
  "site.signup": "Sign Up",
  "site.notFoundTitle": "Page not found",
  "site.notFoundHeading": "Oops! Page not found",
  "site.notFoundText": "The page you are looking for does not exist or has moved.",
  "site.errorTitle": "Error",
  "site.errorHeading": "Unexpected Application Error!",
  "site.errorText": "Something went wrong on our side. Please try again in a moment.",
  "site.returnHome": "Return to Home",
  "site.dismiss": "Dismiss",
  "site.dismissNotification": "Dismiss notification",
  "site.shareImageAlt": SHARE_IMAGE.alt,

  "legal.updated": "Last updated {date}",

  "nav.home": "Home",
  "nav.courses": "Courses",
  "nav.tools": "Tools",
  "nav.pricing": "Pricing",
  "nav.support": "Support",
  "nav.allCourses": "All Courses",
  "nav.plansAndPricing": "Plans & Pricing",
  "nav.resetPassword": "Reset Password",
  "nav.contactSupport": "Contact Support",
  "nav.privacy": "Privacy Policy",
  "nav.terms": "Terms of Service",
  "nav.refunds": "Refund Policy",
  "nav.budgetCalculator": "Budget Calculator",
  "nav.netWorthTracker": "Net Worth Tracker",
  "nav.debtPayoffPlanner": "Debt Payoff Planner",
  "nav.goalTracker": "Goal Tracker",
  // The courses' names, as the catalog of courses spells them.
  ...(Object.fromEntries(COURSES.map((course) => [`nav.course.${course.slug}`, course.title])) as Record<`nav.course.${CourseSlug}`, string>),
} as const satisfies Catalogue;
