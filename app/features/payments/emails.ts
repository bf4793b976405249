/** Emails about money: purchases, refunds and plan changes. Links are built from SITE_URL. */
import type { MailMessage } from "~/lib/services/mail";
import { message } from "~/lib/services/auth/emails";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { findPlan, type PlanTier } from "~/lib/domain/catalog";
import { pendingChangeText } from "./plan-change";
import { formatOrderAmount } from "./pricing";
import type { SubscriberState } from "./subscription-state";
import { renewalText } from "./subscription-state";

export interface OrderLine {
  title: string;
  amount: number;
  currency: string;
}

function total(lines: readonly OrderLine[]): string {
  return formatOrderAmount(
    lines.reduce((sum, line) => sum + line.amount, 0),
    lines[0]?.currency ?? "",
  );
}

export function purchaseEmail(to: string, siteUrl: URL, lines: readonly OrderLine[]): MailMessage {
  return message(
    to,
    `Your ${PRODUCT_NAME} purchase`,
    [
      `Thank you! Your payment of ${total(lines)} went through and your course is ready: ${lines.map((line) => line.title).join(", ")}.`,
      "Every course comes with our 30-day money-back guarantee: you can ask for a refund from your purchases page.",
    ],
    { url: new URL("/dashboard/purchases", siteUrl).href, label: "See your purchases and receipts" },
  );
}

export function refundEmail(to: string, siteUrl: URL, lines: readonly OrderLine[]): MailMessage {
  return message(
    to,
    `Your ${PRODUCT_NAME} refund`,
    [
      `We have refunded ${total(lines)} for ${lines.map((line) => line.title).join(", ")}. This purchase no longer gives access to the course.`,
      "The money reaches your card in 5 to 10 business days, depending on your bank.",
    ],
    { url: new URL("/dashboard/purchases", siteUrl).href, label: "See your purchases" },
  );
}

/** A second payment for a course the learner already owned, refunded without being asked (ADR 023). */
export function duplicateRefundEmail(to: string, siteUrl: URL, lines: readonly OrderLine[]): MailMessage {
  return message(
    to,
    `Your ${PRODUCT_NAME} refund`,
    [
      `You already owned ${lines.map((line) => line.title).join(", ")}, so we have refunded the second payment of ${total(lines)}. The course stays yours.`,
      "The money reaches your card in 5 to 10 business days, depending on your bank.",
    ],
    { url: new URL("/dashboard/purchases", siteUrl).href, label: "See your purchases" },
  );
}

function tierName(tier: PlanTier | null): string {
  return (tier && findPlan(tier)?.name) ?? "";
}

/**
 * The email a plan change deserves, or null when nothing a learner would notice changed. `price` is
 * what the plan costs each month now ("19.00 USD"), when the provider says.
 */
export function subscriptionEmail(
  to: string,
  siteUrl: URL,
  before: SubscriberState | null,
  after: SubscriberState,
  price: string | null,
): MailMessage | null {
  const link = { url: new URL("/dashboard/subscription", siteUrl).href, label: "Manage your subscription" };
  const subject = `Your ${PRODUCT_NAME} subscription`;
  const name = tierName(after.subscriptionTier);
  const perMonth = price ? ` at ${price} a month` : "";
  if (!before?.subscribed && after.subscribed)
    return message(to, subject, [`Welcome to ${name}! Your plan is active${perMonth}. ${renewalText(after)}.`], link);
  if (before?.subscribed && !after.subscribed)
    return message(to, subject, [`Your ${tierName(before.subscriptionTier)} plan has ended. You can subscribe again at any time.`], link);
  if (!before || !after.subscribed) return null;
  if (before.subscriptionTier !== after.subscriptionTier)
    return message(to, subject, [`You switched to ${name}${perMonth}. ${renewalText(after)}.`], link);
  // A downgrade is told when it is scheduled (and when it is called off), not only when it takes effect.
  if (
    after.pendingTier &&
    after.pendingAt &&
    (before.pendingTier !== after.pendingTier || before.pendingAt?.getTime() !== after.pendingAt.getTime())
  )
    return message(
      to,
      subject,
      [
        `${pendingChangeText({ tier: after.pendingTier, at: after.pendingAt })} You keep ${name} until then.`,
        `Changed your mind? Keep ${name} from your subscription page before that date.`,
      ],
      link,
    );
  if (before.pendingTier && !after.pendingTier)
    return message(
      to,
      subject,
      [`You are keeping ${name}: the change to ${tierName(before.pendingTier)} is called off. ${renewalText(after)}.`],
      link,
    );
  if (before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd) {
    const what = after.cancelAtPeriodEnd ? "is cancelled and stays active until the end of the period you paid for" : "will renew again";
    return message(to, subject, [`Your ${name} plan ${what}. ${renewalText(after)}.`], link);
  }
  return null;
}
