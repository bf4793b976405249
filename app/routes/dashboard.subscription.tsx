import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { CurrencySwitch } from "~/components/currency-switch";
import { SubmitButton } from "~/components/form-fields";
import { ManageSubscriptionButton, SubscriptionStatus } from "~/features/payments/components";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { PlanCard } from "~/features/payments/price-card";
import { pendingChangeText, PLAN_CHANGE_TEXTS } from "~/features/payments/plan-change";
import { applyPlanAction, isPlanAction } from "~/features/payments/plan-change.server";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { findPlan, PLANS } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { planBilling, planCurrency, planView } from "~/features/payments/subscription.server";

export const meta: MetaFunction = () => pageMeta("Subscription", "Your plan, its renewal date and how to change it.");

const SUBSCRIPTION_PAGE = "/dashboard/subscription";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    user,
    data: [billing],
  } = await requireUserWith(request, context, (userId) => [planBilling(context, userId)] as const);
  const [own] = billing;
  const plan = planView(user, own);
  return {
    plan,
    canManage: Boolean(own?.customerId && own.providerSubscriptionId),
    billedIn: plan.subscribed ? planCurrency(user, own) : null,
  };
}

/** Cancel at period end, resume, or keep the current plan instead of a scheduled change (`intent`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const [billing] = await planBilling(context, user.id);
  const plan = planView(user, billing);
  const intent = (await request.formData()).get("intent");
  const provider = context.payments.provider;
  if (!plan.subscribed || !plan.subscriptionTier || !billing?.providerSubscriptionId || !provider) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "info", title: PLAN_CHANGE_TEXTS.noPlanTitle, description: PLAN_CHANGE_TEXTS.noPlan },
      context,
    );
  }
  if (!isPlanAction(intent)) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: "That change is not available." },
      context,
    );
  }
  if (!(await applyPlanAction(context, provider, billing.providerSubscriptionId, intent))) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: PLAN_CHANGE_TEXTS.actionFailed },
      context,
    );
  }
  const name = findPlan(plan.subscriptionTier)!.name;
  const toast =
    intent === "cancel"
      ? { title: PLAN_CHANGE_TEXTS.cancelPlanTitle, description: PLAN_CHANGE_TEXTS.cancelled }
      : intent === "resume"
        ? { title: PLAN_CHANGE_TEXTS.resumedTitle, description: PLAN_CHANGE_TEXTS.resumed }
        : { title: PLAN_CHANGE_TEXTS.keptTitle, description: PLAN_CHANGE_TEXTS.kept(name) };
  return redirectWithToast(SUBSCRIPTION_PAGE, { type: "success", ...toast }, context);
}

export default function Subscription() {
  const { plan, canManage, billedIn } = useLoaderData<typeof loader>();
  const current = plan.subscribed ? plan.subscriptionTier : null;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Subscription</h1>
      <section className="card mt-8" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="text-xl font-semibold">
          Your plan
        </h2>
        <div className="mt-4">
          <SubscriptionStatus plan={plan} />
        </div>
        {plan.pendingTier && plan.pendingAt ? (
          <div className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
            <p data-testid="pending-change">{pendingChangeText({ tier: plan.pendingTier, at: new Date(plan.pendingAt) })}</p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="keep" />
              <SubmitButton
                label={`Keep ${findPlan(current ?? plan.pendingTier)!.name}`}
                busyLabel={CHECKOUT_TEXTS.busyLabel}
                intent="keep"
                className="button-secondary"
              />
            </Form>
          </div>
        ) : null}
        {canManage || current ? (
          <div className="mt-6 flex flex-wrap gap-3">
            {current ? (
              <Form method="post">
                <input type="hidden" name="intent" value={plan.cancelAtPeriodEnd ? "resume" : "cancel"} />
                <SubmitButton
                  label={plan.cancelAtPeriodEnd ? "Resume plan" : "Cancel plan"}
                  busyLabel={CHECKOUT_TEXTS.busyLabel}
                  intent={plan.cancelAtPeriodEnd ? "resume" : "cancel"}
                  className={plan.cancelAtPeriodEnd ? "button-primary" : "button-secondary"}
                />
              </Form>
            ) : null}
            {canManage ? <ManageSubscriptionButton /> : null}
          </div>
        ) : null}
      </section>
      <section className="mt-10" aria-labelledby="plans-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plans-heading" className="text-xl font-semibold">
            {current ? "Change your plan" : "Choose a plan"}
          </h2>
          {/* A plan is changed in the currency it is billed in; a new one in either. */}
          {billedIn ? <p className="text-sm text-slate-700">Your plan is billed in {billedIn}.</p> : <CurrencySwitch />}
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-3">
          {PLANS.map((item) => (
            <PlanCard key={item.tier} plan={item} returnTo={SUBSCRIPTION_PAGE} currentTier={current} billedIn={billedIn} />
          ))}
        </div>
      </section>
    </div>
  );
}
