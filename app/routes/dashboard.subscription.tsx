import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ManageSubscriptionButton, SubscriptionStatus } from "~/features/payments/components";
import { PlanCard } from "~/features/payments/price-card";
import { requireUserWith } from "~/lib/services/auth/session.server";
import { PLANS } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { planBilling, planView } from "~/features/payments/subscription.server";

export const meta: MetaFunction = () => pageMeta("Subscription", "Your plan, its renewal date and how to change it.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    user,
    data: [billing],
  } = await requireUserWith(request, context, (userId) => [planBilling(context, userId)] as const);
  const [own] = billing;
  return { plan: planView(user, own), canManage: Boolean(own?.customerId && own.providerSubscriptionId) };
}

export default function Subscription() {
  const { plan, canManage } = useLoaderData<typeof loader>();
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
        {canManage ? (
          <div className="mt-6">
            <ManageSubscriptionButton />
          </div>
        ) : null}
      </section>
      {plan.subscribed ? null : (
        <section className="mt-10" aria-labelledby="plans-heading">
          <h2 id="plans-heading" className="text-xl font-semibold">
            Choose a plan
          </h2>
          <div className="mt-8 grid gap-6 lg:grid-cols-3">
            {PLANS.map((item) => (
              <PlanCard key={item.tier} plan={item} returnTo="/dashboard/subscription" />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
