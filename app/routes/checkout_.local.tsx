import { appPathOf, type Locale } from "~/lib/i18n/locale";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { ErrorPage, useBoundaryProblem } from "~/components/error-page";
import { TestModeNote } from "~/features/payments/components";
import { messagesIn, textOr, useBoundaryWords } from "~/features/payments/test-page-words";
import { requireUser } from "~/lib/services/auth/session.server";
import { findPlan } from "~/lib/domain/catalog";
import { formatPrice } from "~/lib/domain/money";
import { pageLocale, pageMeta } from "~/lib/http/meta";
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { useLocale, useTranslate } from "~/hooks/use-translate";
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

export const meta: MetaFunction = ({ data: loaded, error, matches }) => {
  // The page's words, or those its 404 carried: a failure keeps the English title.
  const messages = messagesIn(loaded) ?? (isRouteErrorResponse(error) ? messagesIn(error.data) : undefined);
  const locale = pageLocale(matches);
  return pageMeta(
    textOr(messages, locale, "course.testCheckout.title", "Test payment"),
    textOr(messages, locale, "course.testCheckout.description", "A test checkout: nothing is charged."),
  );
};

/** The page's words, in its language: with its data, and with the 404 its boundary shows. */
const pageMessages = (locale: Locale) => messagesFor(locale, ["course.testCheckout"]);

async function sessionFor(request: Request, context: LoaderFunctionArgs["context"], token: string | null) {
  const user = await requireUser(request, context);
  const notValid = () => data({ messages: pageMessages(context.locale) }, { status: 404 });
  if (context.payments.provider?.name !== "local") throw notValid();
  const session = token ? await readLocalSession(token, context.settings.sessionSecret) : null;
  if (!session || session.userId !== user.id) throw notValid();
  return { user, session };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("session");
  const { session } = await sessionFor(request, context, token);
  return {
    token: token!,
    lines: session.lines,
    currency: session.currency,
    mode: session.mode,
    messages: pageMessages(context.locale),
  };
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
    if (!plan) throw data({ messages: pageMessages(context.locale) }, { status: 404 });
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
  const t = useTranslate();
  const locale = useLocale();
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  // English keeps the spec's "59.00 CAD"; other languages write amounts their own way ("59,00 $ CA").
  const amount = (cents: number) =>
    locale === "en" ? formatOrderAmount(cents, currency) : formatPrice(cents, currency, { exact: true, locale });
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("course.testCheckout.title")}</h1>
      <TestModeNote>{t("course.testCheckout.note")}</TestModeNote>
      <section className="card mt-6" aria-labelledby="order-summary">
        <h2 id="order-summary" className="text-lg font-semibold">
          {t("course.testCheckout.orderSummary")}
        </h2>
        <ul className="mt-4 divide-y divide-slate-200">
          {lines.map((line) => (
            <li key={line.name} className="flex justify-between py-2">
              <span>{line.name}</span>
              <span>{amount(line.amount)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 font-semibold">
          <span>{mode === "subscription" ? t("course.testCheckout.totalPerMonth") : t("course.testCheckout.total")}</span>
          <span data-testid="checkout-total">{amount(total)}</span>
        </p>
      </section>
      <div className="mt-6 flex gap-3">
        <Form method="post" className="flex-1">
          <input type="hidden" name="session" value={token} />
          <button type="submit" name="intent" value="pay" className="button-primary w-full">
            {t("course.testCheckout.pay")}
          </button>
        </Form>
        <Form method="post" className="flex-1">
          <input type="hidden" name="session" value={token} />
          <button type="submit" name="intent" value="cancel" className="button-secondary w-full">
            {t("course.testCheckout.cancel")}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** A test checkout whose link is not valid (or another account's), or that failed, still says no money moved. */
export function ErrorBoundary() {
  const notFound = useBoundaryProblem() === "not-found";
  const say = useBoundaryWords();
  return (
    <ErrorPage
      title={
        notFound
          ? say("course.testCheckout.invalidTitle", "This test checkout is not valid")
          : say("course.testCheckout.failedTitle", "Something went wrong with this test checkout")
      }
    >
      <TestModeNote>
        {notFound
          ? say("course.testCheckout.invalid", "Its link is broken or belongs to another account. Nothing was charged.")
          : say("course.testCheckout.failed", "Test mode: nothing was charged. Please try again in a moment.")}
      </TestModeNote>
    </ErrorPage>
  );
}
