/**
 * The dashboard's words on the server: what each page sends along (ADR 053), and the names its loaders
 * and actions write in the page's language.
 */
import type { PlanChangePreview } from "~/features/payments/plan-change";
import { findPlan, type Course } from "~/lib/domain/catalog";
import { formatPrice } from "~/lib/domain/money";
import { CATALOGUES, messagesFor, translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey } from "~/lib/i18n/messages";
import { formatDayIn } from "./format";

/**
 * The parts of the `dashboard` namespace each page shows. The layout sends its chrome to every screen
 * inside it; a screen sends its own words, the learner's components it uses and another part's shared
 * component it shows. The receipt and the certificate are outside the layout and send all they show.
 */
const PAGE_NAMESPACES = {
  layout: ["dashboard.layout"],
  learner: ["dashboard.learner", "dashboard.course"],
  overview: ["dashboard.learner", "dashboard.course", "dashboard.overview"],
  courses: ["dashboard.learner", "dashboard.course", "dashboard.courses"],
  progress: ["dashboard.learner", "dashboard.course", "dashboard.progress"],
  achievements: ["dashboard.learner", "dashboard.course", "dashboard.achievements"],
  purchases: ["dashboard.plan", "dashboard.purchases"],
  refund: ["dashboard.refund"],
  receipt: ["dashboard.receipt"],
  // PlanCard's words are the plans and pricing page's (`home.plans`).
  subscription: ["dashboard.plan", "dashboard.subscription", "home.plans"],
  planChange: ["dashboard.plan", "dashboard.planChange", "home.plans"],
  certificate: ["dashboard.certificate", "dashboard.course"],
} as const satisfies Record<string, readonly string[]>;

/** A dashboard page's words in `locale`, for its loader's data (`messages`). */
export function dashboardMessages(locale: Locale, page: keyof typeof PAGE_NAMESPACES) {
  return messagesFor(locale, PAGE_NAMESPACES[page]);
}

/** A course's title in `locale`, as the site's navigation names it (`nav.course.<slug>`); the catalogue's own otherwise. */
export function courseTitleIn(locale: Locale, course: Pick<Course, "slug" | "title">): string {
  const key = `nav.course.${course.slug}` as MessageKey;
  return key in CATALOGUES[locale] ? translate(locale, key) : course.title;
}

/**
 * What confirming a plan change does, in one sentence with its amounts, in `locale`: the words of
 * `planChangeSentence` (app/features/payments/plan-change.ts), which English keeps to the letter; a later
 * change's day is the one it is in the learner's zone.
 */
export function planChangeSentenceIn(locale: Locale, preview: PlanChangePreview, timeZone: string): string {
  const price = (cents: number) => formatPrice(cents, preview.currency, { exact: true, locale });
  const plan = findPlan(preview.to)!.name;
  if (preview.effective === "now") {
    return translate(locale, "dashboard.planChange.upgradeNow", {
      plan,
      amount: price(preview.amountDueNow),
      monthly: price(preview.nextAmount),
    });
  }
  return translate(locale, "dashboard.planChange.downgradeLater", {
    plan,
    date: formatDayIn(locale, preview.effective, "long", timeZone),
    current: findPlan(preview.from)!.name,
    monthly: price(preview.nextAmount),
  });
}
