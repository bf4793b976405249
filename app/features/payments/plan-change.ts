/**
 * The rules of a plan change, without the framework: which way it goes, what it costs now and what the
 * confirmation page offers (ADR 026). Stripe computes the upgrade's amount itself (its invoice preview); the
 * local provider computes it here, the same way.
 */
import { findPlan, type Currency, type PlanTier } from "~/lib/domain/catalog";

/** An upgrade (a dearer plan) starts now and is prorated; a downgrade waits for the end of the paid period. */
export type PlanChangeKind = "upgrade" | "downgrade";

export function planChangeKind(from: PlanTier, to: PlanTier, currency: Currency): PlanChangeKind {
  return findPlan(to)!.price[currency] > findPlan(from)!.price[currency] ? "upgrade" : "downgrade";
}

/**
 * What switching prices at `at` costs now, as Stripe prorates with `proration_behavior: always_invoice`:
 * the unused time of the current price is credited and the rest of the period at the new price charged,
 * each by seconds of the period and rounded to the cent, then added up. Times in seconds since the epoch.
 */
export function prorationAmount(change: {
  currentAmount: number;
  newAmount: number;
  periodStart: number;
  periodEnd: number;
  at: number;
}): number {
  const { currentAmount, newAmount, periodStart, periodEnd, at } = change;
  const period = periodEnd - periodStart;
  if (period <= 0) return 0;
  const left = Math.min(Math.max(periodEnd - at, 0), period) / period;
  return Math.round(newAmount * left) - Math.round(currentAmount * left);
}

export interface PlanChangePreview {
  kind: PlanChangeKind;
  from: PlanTier;
  to: PlanTier;
  currency: Currency;
  /** Cents charged now (an upgrade's prorated invoice, tax included); 0 for a downgrade. */
  amountDueNow: number;
  /** Cents a month from the next renewal on. */
  nextAmount: number;
  /** When the new plan starts: now, or the end of the paid period. */
  effective: "now" | Date;
}

/** A change's preview from the current plan and, for an upgrade, the amount the provider charges now. */
export async function planChangePreview(change: {
  from: PlanTier;
  to: PlanTier;
  currency: Currency;
  periodEnd: Date;
  /** Asked for only for an upgrade: a downgrade charges nothing now. */
  upgradeAmount: () => Promise<number>;
}): Promise<PlanChangePreview> {
  const kind = planChangeKind(change.from, change.to, change.currency);
  const base = { kind, from: change.from, to: change.to, currency: change.currency, nextAmount: findPlan(change.to)!.price[change.currency] };
  if (kind === "downgrade") return { ...base, amountDueNow: 0, effective: change.periodEnd };
  return { ...base, amountDueNow: await change.upgradeAmount(), effective: "now" };
}

/** A preview's proration time is trusted for this long: the learner confirms what they just read. */
export const PRORATION_DATE_TTL_SECONDS = 15 * 60;

/** The proration time a confirmation carries, when it is a whole number of seconds within the last `PRORATION_DATE_TTL_SECONDS`. */
export function readProrationDate(value: unknown, now: Date): number | null {
  const seconds = typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  const current = Math.floor(now.getTime() / 1000);
  return seconds <= current && seconds > current - PRORATION_DATE_TTL_SECONDS ? seconds : null;
}

/** Texts of plan changes, shared by the pages, their actions and the tests that read them. */
export const PLAN_CHANGE_TEXTS = {
  unknownTier: "That plan does not exist.",
  sameTierTitle: "Already your plan",
  sameTier: (name: string) => `You are on ${name} already, so nothing changed and nothing was charged.`,
  alreadyPendingTitle: "Change already scheduled",
  cancelledTitle: "Your plan is cancelled",
  cancelledFirst: "It ends at the end of the period you paid for. Resume it first, then change it; nothing was charged.",
  staleTitle: "Please check the price again",
  stale: "The price you saw is out of date, so nothing was charged. Here it is again.",
  upgradedTitle: "Plan upgraded",
  upgraded: (name: string, charged: string) => `You are on ${name} now; ${charged} was charged.`,
  scheduledTitle: "Plan change scheduled",
  declinedTitle: "Payment declined",
  declined: "Your card was declined, so your plan has not changed. Update your card in Manage Subscription and try again.",
  declinedDropped: (name: string, next: string) =>
    `Your card was declined, so you stay on ${name}, and the move to ${next} you had scheduled is off. Update your card in Manage Subscription and try again, or choose ${next} again to keep that move.`,
  failed: "Your plan could not be changed, and nothing was charged. Please try again.",
  previewFailed: "The price of this change could not be worked out just now. Please try again in a moment.",
  actionFailed: "Your plan could not be updated. Please try again.",
  cancelPlanTitle: "Plan cancelled",
  cancelled: "Your plan stays active until the end of the period you paid for, then ends.",
  resumedTitle: "Plan resumed",
  resumed: "Your plan will renew as usual.",
  keptTitle: "Plan kept",
  kept: (name: string) => `You stay on ${name}; the scheduled change is off.`,
  noPlanTitle: "No subscription yet",
  noPlan: "Choose a plan below to subscribe.",
} as const;

/** The button or link that leads to a plan from the learner's current one. */
export function changeLinkLabel(from: PlanTier, to: PlanTier, currency: Currency): string {
  return `${planChangeKind(from, to, currency) === "upgrade" ? "Upgrade" : "Switch"} to ${findPlan(to)!.name}`;
}

/** The confirmation page of a change to `tier` (the course gate's "Upgrade to Premium" links here too). */
export function planChangePath(tier: PlanTier): string {
  return `/dashboard/subscription/change?tier=${tier}`;
}
