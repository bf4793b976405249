/**
 * Plan changes made in the app (ADR 026): upgrade now with proration, downgrade at the end of the paid
 * period, keep the current plan, cancel at period end and resume. Each answer of the provider goes
 * through the webhook's derivation at once (syncSubscription); the webhooks that follow find the row
 * already as it should be, and stay the source of truth for anything changed elsewhere.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { findPlan, type Currency, type PlanTier } from "~/lib/domain/catalog";
import { formatPrice } from "~/lib/domain/money";
import type { SessionUser } from "~/lib/services/auth/session.server";
import { reportError } from "~/lib/report-error.server";
import { planChangeKind, type PlanChangePreview } from "./plan-change";
import type { PlanBilling } from "./subscription.server";
import { planCurrency, planView } from "./subscription.server";
import { subscriptionTier } from "./subscription-state";
import { syncSubscription } from "./sync.server";
import type { KnownPlan, PaymentProvider } from "./types";

/** What a plan change is about, once the learner and their plan are known. */
export type PlanChangeSubject =
  | { type: "unknown-tier" }
  /** No live plan: subscribing is the way to this tier. */
  | { type: "not-subscribed"; tier: PlanTier }
  | { type: "same-tier"; tier: PlanTier }
  /** `timeZone`: the learner's, the day `at` is written in. */
  | { type: "already-pending"; tier: PlanTier; at: Date; timeZone: string }
  /** Cancelled at period end: it is resumed first, so a change never decides whether the plan renews. */
  | { type: "cancelled" }
  | { type: "unavailable" }
  | { type: "ready"; provider: PaymentProvider; subscriptionId: string; known: KnownPlan; tier: PlanTier };

export function planChangeSubject(
  context: AppLoadContext,
  user: SessionUser,
  billing: PlanBilling | undefined,
  tierName: unknown,
): PlanChangeSubject {
  const tier = findPlan(typeof tierName === "string" ? tierName : "")?.tier;
  if (!tier) return { type: "unknown-tier" };
  const plan = planView(user, billing);
  if (!plan.subscribed || !plan.subscriptionTier || !plan.subscriptionEnd || !billing?.providerSubscriptionId) {
    return { type: "not-subscribed", tier };
  }
  if (plan.subscriptionTier === tier) return { type: "same-tier", tier };
  if (plan.cancelAtPeriodEnd) return { type: "cancelled" };
  if (plan.pendingTier === tier && plan.pendingAt) return { type: "already-pending", tier, at: plan.pendingAt, timeZone: plan.timeZone };
  const provider = context.payments.provider;
  if (!provider) return { type: "unavailable" };
  return {
    type: "ready",
    provider,
    subscriptionId: billing.providerSubscriptionId,
    known: { tier: plan.subscriptionTier, periodEnd: plan.subscriptionEnd, currency: planCurrency(user, billing) },
    tier,
  };
}

export type PreviewResult = { type: "preview"; preview: PlanChangePreview; prorationDate: number } | { type: "failed" };

/** The change page's preview: what confirming does, when, and for how much. */
export async function previewPlanChange(
  context: AppLoadContext,
  subject: Extract<PlanChangeSubject, { type: "ready" }>,
  now = new Date(),
): Promise<PreviewResult> {
  const prorationDate = Math.floor(now.getTime() / 1000);
  try {
    const preview = await subject.provider.previewPlanChange({
      subscriptionId: subject.subscriptionId,
      tier: subject.tier,
      prorationDate,
      known: subject.known,
    });
    return { type: "preview", preview, prorationDate };
  } catch (error) {
    reportError(context, error, { message: `Preview of a plan change of ${subject.subscriptionId} failed` });
    return { type: "failed" };
  }
}

export type ChangeResult =
  /** `charged` in English; `amountCharged` (cents) and `currency` for a page that writes it in its own language. */
  | { type: "upgraded"; tier: PlanTier; charged: string; amountCharged: number; currency: Currency }
  | { type: "scheduled"; tier: PlanTier }
  /** `dropped`: the plan of a downgrade that was waiting, which the attempt dropped (the page says so). */
  | { type: "declined"; dropped: PlanTier | null }
  /** The plan changed elsewhere since the page was shown (the Billing Portal): nothing was done; show it again. */
  | { type: "changed" }
  /** The plan is already the one asked for (a submit just before this one made the change): nothing more was done. */
  | { type: "same-tier"; tier: PlanTier }
  | { type: "failed" };

/**
 * Confirms a change at the proration time its preview used. The idempotency key names the
 * subscription, the plan and that time, so a repeated or concurrent submit of the same confirmation is
 * one change and one charge at the provider.
 */
export async function confirmPlanChange(
  context: AppLoadContext,
  subject: Extract<PlanChangeSubject, { type: "ready" }>,
  prorationDate: number,
): Promise<ChangeResult> {
  const { provider, subscriptionId, tier, known } = subject;
  const idempotencyKey = `plan-change-${subscriptionId}-${tier}-${prorationDate}`;
  try {
    // The page read the plan from our row, whose webhook may still be on its way after a change in the
    // Billing Portal; Stripe's subscription decides, so a downgrade is never charged as an upgrade.
    const current = await provider.currentSubscription(subscriptionId);
    if (current && subscriptionTier(current) === tier && !current.cancel_at_period_end) {
      await syncSubscription(context, current);
      return { type: "same-tier", tier };
    }
    if (current && (subscriptionTier(current) !== known.tier || current.cancel_at_period_end)) {
      await syncSubscription(context, current);
      return { type: "changed" };
    }
    // Prices rank the same in every currency, so the row's plan tells the way even when Stripe bills in another.
    if (planChangeKind(known.tier, tier, known.currency) === "downgrade") {
      await syncSubscription(context, await provider.downgradeAtPeriodEnd({ subscriptionId, tier, idempotencyKey }));
      return { type: "scheduled", tier };
    }
    const upgraded = await provider.upgradeNow({ subscriptionId, tier, prorationDate, idempotencyKey });
    if (upgraded.status === "declined") {
      // The page shows the plan as the provider now has it: a dropped downgrade no longer shown as waiting.
      await syncSubscription(context, upgraded.subscription);
      return { type: "declined", dropped: upgraded.droppedChange };
    }
    await syncSubscription(context, upgraded.subscription);
    return {
      type: "upgraded",
      tier,
      charged: formatPrice(upgraded.amountCharged, upgraded.currency, { exact: true }),
      amountCharged: upgraded.amountCharged,
      currency: upgraded.currency,
    };
  } catch (error) {
    reportError(context, error, { message: `Plan change of ${subscriptionId} to ${tier} failed` });
    return { type: "failed" };
  }
}

export type PlanAction = "cancel" | "resume" | "keep";

export function isPlanAction(value: unknown): value is PlanAction {
  return value === "cancel" || value === "resume" || value === "keep";
}

/** Cancel at period end, resume, or keep the current plan (drop a waiting downgrade); false when the provider failed. */
export async function applyPlanAction(
  context: AppLoadContext,
  provider: PaymentProvider,
  subscriptionId: string,
  action: PlanAction,
): Promise<boolean> {
  try {
    const subscription =
      action === "keep"
        ? await provider.keepCurrentPlan(subscriptionId)
        : await provider.setCancelAtPeriodEnd(subscriptionId, action === "cancel");
    await syncSubscription(context, subscription);
    return true;
  } catch (error) {
    reportError(context, error, { message: `Plan action ${action} on ${subscriptionId} failed` });
    return false;
  }
}
