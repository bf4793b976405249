/**
 * Emails about money: purchases, refunds and plan changes, each in its reader's language (their account's
 * `users.locale`), its links opening the pages in that language. Links are built from SITE_URL.
 */
import { formatDayIn } from "~/features/dashboard/format";
import type { MailMessage } from "~/lib/services/mail";
import { message, type EmailLanguage } from "~/lib/services/auth/emails";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { findPlan, type PlanTier } from "~/lib/domain/catalog";
import { formatPrice, isCurrency } from "~/lib/domain/money";
import { localizedPath, type Locale } from "~/lib/i18n/locale";
import { formatOrderAmount } from "./pricing";
import type { SubscriberState } from "./subscription-state";

export interface OrderLine {
  title: string;
  amount: number;
  currency: string;
}

/** An amount as the email's language writes it: "59.00 CAD" (the spec's form) in English, « 59,00 $ CA » in French. */
export function emailAmount(cents: number, currency: string, locale: Locale): string {
  return locale === "en" || !isCurrency(currency) ? formatOrderAmount(cents, currency) : formatPrice(cents, currency, { exact: true, locale });
}

function total(lines: readonly OrderLine[], locale: Locale): string {
  return emailAmount(
    lines.reduce((sum, line) => sum + line.amount, 0),
    lines[0]?.currency ?? "",
    locale,
  );
}

const courses = (lines: readonly OrderLine[]) => lines.map((line) => line.title).join(", ");

const link = (siteUrl: URL, path: string, locale: Locale, label: string) => ({
  url: new URL(localizedPath(path, locale), siteUrl).href,
  label,
  locale,
});

export function purchaseEmail(to: string, siteUrl: URL, lines: readonly OrderLine[], { locale, t }: EmailLanguage): MailMessage {
  return message(
    to,
    t("mail.purchase.subject", { product: PRODUCT_NAME }),
    [t("mail.purchase.paid", { total: total(lines, locale), courses: courses(lines) }), t("mail.purchase.guarantee")],
    link(siteUrl, "/dashboard/purchases", locale, t("mail.purchase.link")),
  );
}

export function refundEmail(to: string, siteUrl: URL, lines: readonly OrderLine[], { locale, t }: EmailLanguage): MailMessage {
  return message(
    to,
    t("mail.refund.subject", { product: PRODUCT_NAME }),
    [t("mail.refund.done", { total: total(lines, locale), courses: courses(lines) }), t("mail.refund.timing")],
    link(siteUrl, "/dashboard/purchases", locale, t("mail.refund.link")),
  );
}

/** A second payment for a course the learner already owned, refunded without being asked (ADR 023). */
export function duplicateRefundEmail(to: string, siteUrl: URL, lines: readonly OrderLine[], { locale, t }: EmailLanguage): MailMessage {
  return message(
    to,
    t("mail.refund.subject", { product: PRODUCT_NAME }),
    [t("mail.refund.duplicate", { total: total(lines, locale), courses: courses(lines) }), t("mail.refund.timing")],
    link(siteUrl, "/dashboard/purchases", locale, t("mail.refund.link")),
  );
}

function tierName(tier: PlanTier | null): string {
  return (tier && findPlan(tier)?.name) ?? "";
}

/** "Renews on …", "Ends on …" or "No active subscription", in the email's language, the day as it is in `timeZone`. */
function renewal(state: SubscriberState, { locale, t }: EmailLanguage, timeZone: string): string {
  if (!state.subscribed || !state.subscriptionEnd) return t("mail.renewal.none");
  const date = formatDayIn(locale, state.subscriptionEnd, "long", timeZone);
  return t(state.cancelAtPeriodEnd ? "mail.renewal.ends" : "mail.renewal.renews", { date });
}

/**
 * The email a plan change deserves, or null when nothing a learner would notice changed. `price` is
 * what the plan costs each month now, in cents with its currency, when the provider says; dates are the
 * days they are in the learner's zone (`timeZone`, ADR 038).
 */
export function subscriptionEmail(
  to: string,
  siteUrl: URL,
  before: SubscriberState | null,
  after: SubscriberState,
  price: { cents: number; currency: string } | null,
  language: EmailLanguage,
  timeZone: string,
): MailMessage | null {
  const { locale, t } = language;
  const manage = link(siteUrl, "/dashboard/subscription", locale, t("mail.subscription.link"));
  const send = (...paragraphs: string[]) => message(to, t("mail.subscription.subject", { product: PRODUCT_NAME }), paragraphs, manage);
  const plan = tierName(after.subscriptionTier);
  const perMonth = price ? emailAmount(price.cents, price.currency, locale) : null;
  const renews = () => renewal(after, language, timeZone);
  if (!before?.subscribed && after.subscribed) {
    return send(
      perMonth
        ? t("mail.subscription.welcomeAt", { plan, price: perMonth, renewal: renews() })
        : t("mail.subscription.welcome", { plan, renewal: renews() }),
    );
  }
  if (before?.subscribed && !after.subscribed) return send(t("mail.subscription.ended", { plan: tierName(before.subscriptionTier) }));
  if (!before || !after.subscribed) return null;
  if (before.subscriptionTier !== after.subscriptionTier) {
    return send(
      perMonth
        ? t("mail.subscription.switchedAt", { plan, price: perMonth, renewal: renews() })
        : t("mail.subscription.switched", { plan, renewal: renews() }),
    );
  }
  // A downgrade is told when it is scheduled (and when it is called off), not only when it takes effect.
  if (
    after.pendingTier &&
    after.pendingAt &&
    (before.pendingTier !== after.pendingTier || before.pendingAt?.getTime() !== after.pendingAt.getTime())
  ) {
    return send(
      t("mail.subscription.pending", { next: tierName(after.pendingTier), date: formatDayIn(locale, after.pendingAt, "long", timeZone), plan }),
      t("mail.subscription.changedMind", { plan }),
    );
  }
  if (before.pendingTier && !after.pendingTier) {
    return send(t("mail.subscription.keeping", { plan, next: tierName(before.pendingTier), renewal: renews() }));
  }
  if (before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd) {
    return send(t(after.cancelAtPeriodEnd ? "mail.subscription.cancelled" : "mail.subscription.renewsAgain", { plan, renewal: renews() }));
  }
  return null;
}
