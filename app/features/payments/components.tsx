import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { findPlan, type PlanTier } from "~/lib/domain/catalog";
import { renewalText } from "~/features/payments/subscription-state";

/** The spec's badge rule (section 4): paid/completed default, pending secondary, failed/cancelled destructive, else outline. */
const BADGE_STYLES: Record<string, string> = {
  paid: "bg-brand-700 text-white",
  completed: "bg-brand-700 text-white",
  pending: "bg-slate-200 text-slate-900",
  failed: "bg-red-700 text-white",
  cancelled: "bg-red-700 text-white",
};
const OUTLINE_BADGE = "border border-slate-400 text-slate-800";

/** An order's status as a badge: the status itself, or a `label` a page words for the learner. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      data-testid="order-status"
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${label ? "" : "capitalize"} ${BADGE_STYLES[status] ?? OUTLINE_BADGE}`}
    >
      {label ?? status}
    </span>
  );
}

export interface PlanView {
  subscribed: boolean;
  subscriptionTier: PlanTier | null;
  subscriptionEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
  /** The learner's zone: the renewal's day is the one it is there (ADR 038). */
  timeZone: string;
}

/** A page's own words for SubscriptionStatus, in its language: the badge's two states and the line under it. */
export interface SubscriptionStatusWords {
  active: string;
  inactive: string;
  renewal: string;
}

/** Active or Inactive, the tier, and 'Renews on' / 'Ends on' / 'No active subscription' (or the page's `words`). */
export function SubscriptionStatus({ plan, words }: { plan: PlanView; words?: SubscriptionStatusWords }) {
  const end = plan.subscriptionEnd ? new Date(plan.subscriptionEnd) : null;
  return (
    <div>
      <p className="flex items-center gap-3">
        <span
          data-testid="subscription-status"
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${plan.subscribed ? "bg-brand-700 text-white" : "bg-slate-200 text-slate-900"}`}
        >
          {plan.subscribed ? (words?.active ?? "Active") : (words?.inactive ?? "Inactive")}
        </span>
        {plan.subscribed && plan.subscriptionTier ? (
          <span className="text-lg font-semibold" data-testid="subscription-tier">
            {findPlan(plan.subscriptionTier)?.name}
          </span>
        ) : null}
      </p>
      <p className="mt-2 text-slate-700" data-testid="subscription-renewal">
        {words?.renewal ?? renewalText({ ...plan, subscriptionEnd: end })}
      </p>
    </div>
  );
}

/** The local provider's pages say on every view, their errors included, that they take no money. */
export function TestModeNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950" role="note">
      {children}
    </p>
  );
}

/** Opens Stripe's Billing Portal (or the local plan page) through a POST, so it works without JavaScript. */
export function ManageSubscriptionButton({ label = "Manage Subscription" }: { label?: string }) {
  return (
    <Form method="post" action="/billing">
      <button type="submit" className="button-primary">
        {label}
      </button>
    </Form>
  );
}

export function BrowseCoursesLink({ label = "Browse Courses" }: { label?: string }) {
  return (
    <Link to="/courses" className="button-primary">
      {label}
    </Link>
  );
}
