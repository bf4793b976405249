import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { ErrorPage, useBoundaryProblem } from "~/components/error-page";
import { SubscriptionStatus, TestModeNote } from "~/features/payments/components";
import { CHECKOUT_TEXTS, testModeDescription } from "~/features/payments/checkout-texts";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { findPlan, PLANS } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { planBilling, planCurrency, planView } from "~/features/payments/subscription.server";
import { receiveEvent } from "~/features/payments/sync.server";
import type { Toast } from "~/lib/http/toast";
import { redirectWithToast } from "~/lib/http/toast.server";
import { localEvent, localRenewal, localSubscription } from "~/features/payments/local-provider.server";

export const meta: MetaFunction = () => pageMeta("Manage your plan (test mode)", "The local stand-in for Stripe's Billing Portal.");

function requireLocal(context: LoaderFunctionArgs["context"]) {
  if (context.payments.provider?.name !== "local") throw new Response("Not found", { status: 404 });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireLocal(context);
  const {
    user,
    data: [billing],
  } = await requireUserWith(request, context, (userId) => [planBilling(context, userId)] as const);
  return { plan: planView(user, billing[0]) };
}

/** Every answer of the stand-in portal says that it moves no money. */
function redirectWithTestToast(path: string, toast: Toast & { description: string }, context: ActionFunctionArgs["context"]) {
  return redirectWithToast(path, { ...toast, description: testModeDescription(toast.description) }, context);
}

/** Stands in for the Billing Portal: each change is a `customer.subscription.updated` event through the webhook's handler. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireLocal(context);
  const user = await requireUser(request, context);
  const [billing] = await planBilling(context, user.id);
  const plan = planView(user, billing);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!plan.subscribed || !plan.subscriptionTier || !billing?.providerSubscriptionId || !billing.customerId) {
    return redirectWithTestToast(
      "/dashboard/subscription",
      { type: "info", title: "No subscription yet", description: "Choose a plan below to subscribe." },
      context,
    );
  }
  const tier = intent === "switch" ? findPlan(String(form.get("tier") ?? ""))?.tier : plan.subscriptionTier;
  if (!tier || !["cancel", "resume", "switch", "renew"].includes(intent)) {
    return redirectWithTestToast("/billing/local", { type: "error", title: "Error", description: "That change is not available." }, context);
  }
  const fields = {
    id: billing.providerSubscriptionId,
    customer: billing.customerId,
    tier,
    currency: planCurrency(user, billing),
    userId: user.id,
    periodEnd: plan.subscriptionEnd ?? undefined,
    cancelAtPeriodEnd: intent === "cancel" ? true : intent === "resume" ? false : plan.cancelAtPeriodEnd,
    // A switch here replaces a scheduled change, as in the Billing Portal; the other changes keep it.
    pendingTier: intent === "switch" ? null : plan.pendingTier,
  };
  const renewal = intent === "renew" ? localRenewal(fields) : null;
  await receiveEvent(
    context,
    renewal?.status === "canceled"
      ? localEvent("customer.subscription.deleted", renewal)
      : localEvent("customer.subscription.updated", renewal ?? localSubscription(fields)),
  );
  const description =
    intent === "cancel"
      ? "Your plan stays active until the end of the period you paid for."
      : intent === "resume"
        ? "Your plan will renew."
        : renewal
          ? renewal.status === "canceled"
            ? "The period ended and your plan with it."
            : `A new period began on ${findPlan(fields.pendingTier ?? tier)?.name}.`
          : `You are now on ${findPlan(tier)?.name}.`;
  return redirectWithTestToast("/dashboard/subscription", { type: "success", title: "Plan updated", description }, context);
}

export default function LocalBilling() {
  const { plan } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Manage your plan</h1>
      <TestModeNote>Test mode: this page stands in for Stripe's Billing Portal. Nothing is charged.</TestModeNote>
      <section className="card mt-6" aria-labelledby="current-plan">
        <h2 id="current-plan" className="text-lg font-semibold">
          Current plan
        </h2>
        <div className="mt-4">
          <SubscriptionStatus plan={plan} />
        </div>
        {plan.subscribed ? (
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post">
              {plan.cancelAtPeriodEnd ? (
                <button type="submit" name="intent" value="resume" className="button-primary">
                  Resume plan
                </button>
              ) : (
                <button type="submit" name="intent" value="cancel" className="button-secondary">
                  Cancel plan
                </button>
              )}
            </Form>
          </div>
        ) : null}
      </section>
      {plan.subscribed ? (
        <section className="card mt-6" aria-labelledby="end-period">
          <h2 id="end-period" className="text-lg font-semibold">
            End the period now
          </h2>
          <p className="mt-2 text-slate-700">
            A test plan is never renewed by itself. This does what the end of the paid period does: a scheduled change takes effect, a cancelled
            plan ends, otherwise a new month begins.
          </p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="renew" className="button-secondary">
              End the period now
            </button>
          </Form>
        </section>
      ) : null}
      {plan.subscribed ? (
        <section className="card mt-6" aria-labelledby="switch-plan">
          <h2 id="switch-plan" className="text-lg font-semibold">
            Switch plan
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            {PLANS.filter((item) => item.tier !== plan.subscriptionTier).map((item) => (
              <Form method="post" key={item.tier}>
                <input type="hidden" name="tier" value={item.tier} />
                <button type="submit" name="intent" value="switch" className="button-secondary">
                  Switch to {item.name}
                </button>
              </Form>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The stand-in portal, when it cannot be shown or a change fails, still says it moves no money. */
export function ErrorBoundary() {
  const notFound = useBoundaryProblem() === "not-found";
  return (
    <ErrorPage title={notFound ? "Test plan management is not available" : "Something went wrong with test plan management"}>
      <TestModeNote>
        {notFound
          ? "This site takes no test payments, so nothing was charged here."
          : `${CHECKOUT_TEXTS.testNothingCharged} Please try again in a moment.`}
      </TestModeNote>
    </ErrorPage>
  );
}
