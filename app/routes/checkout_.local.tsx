import { appPathOf } from "~/lib/i18n/locale";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { ErrorPage, useBoundaryProblem } from "~/components/error-page";
import { TestModeNote } from "~/features/payments/components";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { requireUser } from "~/lib/services/auth/session.server";
import { findPlan } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { alreadySubscribed, finishCheckout } from "~/features/payments/checkout.server";
import { isActiveSubscription } from "~/lib/domain/subscription";
import { formatOrderAmount } from "~/features/payments/pricing";
import { receiveEvent } from "~/features/payments/sync.server";
import {
  claimLocalSubscription,
  localCheckoutSession,
  localEvent,
  localSessionIds,
  localSessionOutcome,
  localSubscription,
  readLocalSession,
} from "~/features/payments/local-provider.server";

export const meta: MetaFunction = () => pageMeta("Test payment", "A test checkout: nothing is charged.");

async function sessionFor(request: Request, context: LoaderFunctionArgs["context"], token: string | null) {
  const user = await requireUser(request, context);
  if (context.payments.provider?.name !== "local") throw new Response("Not found", { status: 404 });
  const session = token ? await readLocalSession(token, context.settings.sessionSecret) : null;
  if (!session || session.userId !== user.id) throw new Response("This test checkout is not valid.", { status: 404 });
  return { user, session };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("session");
  const { session } = await sessionFor(request, context, token);
  return { token: token!, lines: session.lines, currency: session.currency, mode: session.mode };
}

/**
 * Pay turns the test session into the events Stripe would send and runs them through the webhook's
 * handler, then returns like Stripe's success URL; Cancel expires the session like Stripe does. A
 * session ends once: posting its form again (Back, a resubmit) lands where it ended and changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { user, session } = await sessionFor(request, context, String(form.get("session") ?? ""));
  const ids = localSessionIds(session.id);
  const subscriptionId = session.mode === "subscription" ? ids.subscription : null;
  const ended = await localSessionOutcome(context.db, session.id);
  if (ended === "paid") return finishCheckout(context, user.id, localCheckoutSession(session, "paid", subscriptionId));
  if (ended === "expired" || form.get("intent") !== "pay") {
    await receiveEvent(context, localEvent("checkout.session.expired", localCheckoutSession(session, "expired"), ids.expired));
    const cancel = new URL(session.cancelUrl);
    return redirect(appPathOf(cancel), 303);
  }
  if (session.mode === "subscription") {
    const plan = findPlan(session.metadata.tier ?? "");
    if (!plan) throw new Response("This test checkout is not valid.", { status: 404 });
    // Another checkout may have been paid since this one opened: plans change in plan management. The
    // claim holds it when both are paid at once; this read covers plans from before the claim existed.
    if (isActiveSubscription(user.subscription)) return alreadySubscribed(context);
    const subscription = localSubscription({
      id: ids.subscription,
      customer: session.customer,
      tier: plan.tier,
      currency: session.currency,
      userId: session.userId,
    });
    if (!(await claimLocalSubscription(context.db, session.userId, subscription))) return alreadySubscribed(context);
    await receiveEvent(context, localEvent("customer.subscription.created", subscription, ids.subscriptionCreated));
  }
  const completed = localCheckoutSession(session, "paid", subscriptionId);
  await receiveEvent(context, localEvent("checkout.session.completed", completed, ids.completed));
  return finishCheckout(context, session.userId, completed);
}

export default function LocalCheckout() {
  const { token, lines, currency, mode } = useLoaderData<typeof loader>();
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Test payment</h1>
      <TestModeNote>
        This is a test payment: no card is needed and nothing is charged. The site is running with its local payment provider instead of Stripe.
      </TestModeNote>
      <section className="card mt-6" aria-labelledby="order-summary">
        <h2 id="order-summary" className="text-lg font-semibold">
          Order summary
        </h2>
        <ul className="mt-4 divide-y divide-slate-200">
          {lines.map((line) => (
            <li key={line.name} className="flex justify-between py-2">
              <span>{line.name}</span>
              <span>{formatOrderAmount(line.amount, currency)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 font-semibold">
          <span>{mode === "subscription" ? "Total per month" : "Total"}</span>
          <span data-testid="checkout-total">{formatOrderAmount(total, currency)}</span>
        </p>
      </section>
      <div className="mt-6 flex gap-3">
        <Form method="post" className="flex-1">
          <input type="hidden" name="session" value={token} />
          <button type="submit" name="intent" value="pay" className="button-primary w-full">
            Pay (test)
          </button>
        </Form>
        <Form method="post" className="flex-1">
          <input type="hidden" name="session" value={token} />
          <button type="submit" name="intent" value="cancel" className="button-secondary w-full">
            Cancel
          </button>
        </Form>
      </div>
    </div>
  );
}

/** A test checkout whose link is not valid (or another account's), or that failed, still says no money moved. */
export function ErrorBoundary() {
  const notFound = useBoundaryProblem() === "not-found";
  return (
    <ErrorPage title={notFound ? "This test checkout is not valid" : "Something went wrong with this test checkout"}>
      <TestModeNote>
        {notFound
          ? "Its link is broken or belongs to another account. Nothing was charged."
          : `${CHECKOUT_TEXTS.testNothingCharged} Please try again in a moment.`}
      </TestModeNote>
    </ErrorPage>
  );
}
