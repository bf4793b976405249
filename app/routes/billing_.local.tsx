import { formatDayIn } from "~/features/dashboard/format";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, isRouteErrorResponse, useLoaderData } from "@remix-run/react";
import { ErrorPage, useBoundaryProblem } from "~/components/error-page";
import { SubscriptionStatus, TestModeNote, type PlanView } from "~/features/payments/components";
import { messagesIn, textOr, useBoundaryWords } from "~/features/payments/test-page-words";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { findPlan, PLANS } from "~/lib/domain/catalog";
import { pageLocale, pageMeta } from "~/lib/http/meta";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { useLocale, useTranslate, type Translate } from "~/hooks/use-translate";
import { planBilling, planCurrency, planView } from "~/features/payments/subscription.server";
import { receiveEvent } from "~/features/payments/sync.server";
import type { Toast } from "~/lib/http/toast";
import { redirectWithToast } from "~/lib/http/toast.server";
import { localEvent, localRenewal, localSubscription } from "~/features/payments/local-provider.server";

export const meta: MetaFunction = ({ data: loaded, error, matches }) => {
  // The page's words, or those its 404 carried: a failure keeps the English title.
  const messages = messagesIn(loaded) ?? (isRouteErrorResponse(error) ? messagesIn(error.data) : undefined);
  const locale = pageLocale(matches);
  return pageMeta(
    textOr(messages, locale, "course.testBilling.title", "Manage your plan (test mode)"),
    textOr(messages, locale, "course.testBilling.description", "The local stand-in for Stripe's Billing Portal."),
  );
};

/** The page's words, in its language: with its data, and with the 404 its boundary shows. */
const pageMessages = (locale: Locale) => messagesFor(locale, ["course.testBilling"]);

function requireLocal(context: LoaderFunctionArgs["context"]) {
  if (context.payments.provider?.name !== "local") throw data({ messages: pageMessages(context.locale) }, { status: 404 });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireLocal(context);
  const {
    user,
    data: [billing],
  } = await requireUserWith(request, context, (userId) => [planBilling(context, userId)] as const);
  return { plan: planView(user, billing[0]), messages: pageMessages(context.locale) };
}

/** Every answer of the stand-in portal says that it moves no money, in the page's language. */
function redirectWithTestToast(path: string, toast: Toast & { description: string }, context: ActionFunctionArgs["context"]) {
  const description = translate(context.locale, "course.checkout.testMode", { description: toast.description });
  return redirectWithToast(path, { ...toast, description }, context);
}

/** Stands in for the Billing Portal: each change is a `customer.subscription.updated` event through the webhook's handler. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireLocal(context);
  const say = (key: MessageKey, values?: MessageValues) => translate(context.locale, key, values);
  const user = await requireUser(request, context);
  const [billing] = await planBilling(context, user.id);
  const plan = planView(user, billing);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!plan.subscribed || !plan.subscriptionTier || !billing?.providerSubscriptionId || !billing.customerId) {
    return redirectWithTestToast(
      "/dashboard/subscription",
      { type: "info", title: say("course.billing.noSubscriptionTitle"), description: say("course.billing.noSubscription") },
      context,
    );
  }
  const tier = intent === "switch" ? findPlan(String(form.get("tier") ?? ""))?.tier : plan.subscriptionTier;
  if (!tier || !["cancel", "resume", "switch", "renew"].includes(intent)) {
    return redirectWithTestToast(
      "/billing/local",
      { type: "error", title: say("course.billing.errorTitle"), description: say("course.billing.changeUnavailable") },
      context,
    );
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
  // A renewal is named by the period it ends, as the page showed it (its form says which), as Stripe's
  // invoice for a period is one: "End the period now" sent twice renews once.
  const period = Number(form.get("period")) || fields.periodEnd?.getTime();
  const renewalId = renewal ? `evt_local_renewal_${fields.id}_${period ?? "now"}` : undefined;
  await receiveEvent(
    context,
    renewal?.status === "canceled"
      ? localEvent("customer.subscription.deleted", renewal, renewalId)
      : localEvent("customer.subscription.updated", renewal ?? localSubscription(fields), renewalId),
  );
  const description =
    intent === "cancel"
      ? say("course.billing.cancelled")
      : intent === "resume"
        ? say("course.billing.resumed")
        : renewal
          ? renewal.status === "canceled"
            ? say("course.billing.ended")
            : say("course.billing.renewed", { plan: findPlan(fields.pendingTier ?? tier)?.name ?? "" })
          : say("course.billing.switched", { plan: findPlan(tier)?.name ?? "" });
  return redirectWithTestToast("/dashboard/subscription", { type: "success", title: say("course.billing.updatedTitle"), description }, context);
}

/** The status's words on this page: 'Renews on' / 'Ends on' / 'No active subscription' (`renewalText`) in the page's language. */
function statusWords(plan: PlanView, t: Translate, locale: Locale) {
  const renewal =
    !plan.subscribed || !plan.subscriptionEnd
      ? t("course.testBilling.noSubscription")
      : t(plan.cancelAtPeriodEnd ? "course.testBilling.endsOn" : "course.testBilling.renewsOn", {
          date: formatDayIn(locale, plan.subscriptionEnd, "long", plan.timeZone),
        });
  return { active: t("course.testBilling.active"), inactive: t("course.testBilling.inactive"), renewal };
}

export default function LocalBilling() {
  const { plan } = useLoaderData<typeof loader>();
  const t = useTranslate();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("course.testBilling.heading")}</h1>
      <TestModeNote>{t("course.testBilling.note")}</TestModeNote>
      <section className="card mt-6" aria-labelledby="current-plan">
        <h2 id="current-plan" className="text-lg font-semibold">
          {t("course.testBilling.currentPlan")}
        </h2>
        <div className="mt-4">
          <SubscriptionStatus plan={plan} words={statusWords(plan, t, locale)} />
        </div>
        {plan.subscribed ? (
          <div className="mt-6 flex flex-wrap gap-3">
            <Form method="post">
              {plan.cancelAtPeriodEnd ? (
                <button type="submit" name="intent" value="resume" className="button-primary">
                  {t("course.testBilling.resume")}
                </button>
              ) : (
                <button type="submit" name="intent" value="cancel" className="button-secondary">
                  {t("course.testBilling.cancel")}
                </button>
              )}
            </Form>
          </div>
        ) : null}
      </section>
      {plan.subscribed ? (
        <section className="card mt-6" aria-labelledby="end-period">
          <h2 id="end-period" className="text-lg font-semibold">
            {t("course.testBilling.endPeriod")}
          </h2>
          <p className="mt-2 text-slate-700">{t("course.testBilling.endPeriodText")}</p>
          <Form method="post" className="mt-4">
            {plan.subscriptionEnd ? <input type="hidden" name="period" value={new Date(plan.subscriptionEnd).getTime()} /> : null}
            <button type="submit" name="intent" value="renew" className="button-secondary">
              {t("course.testBilling.endPeriod")}
            </button>
          </Form>
        </section>
      ) : null}
      {plan.subscribed ? (
        <section className="card mt-6" aria-labelledby="switch-plan">
          <h2 id="switch-plan" className="text-lg font-semibold">
            {t("course.testBilling.switchHeading")}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            {PLANS.filter((item) => item.tier !== plan.subscriptionTier).map((item) => (
              <Form method="post" key={item.tier}>
                <input type="hidden" name="tier" value={item.tier} />
                <button type="submit" name="intent" value="switch" className="button-secondary">
                  {t("course.testBilling.switchTo", { plan: item.name })}
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
  const say = useBoundaryWords();
  return (
    <ErrorPage
      title={
        notFound
          ? say("course.testBilling.unavailableTitle", "Test plan management is not available")
          : say("course.testBilling.failedTitle", "Something went wrong with test plan management")
      }
    >
      <TestModeNote>
        {notFound
          ? say("course.testBilling.unavailable", "This site takes no test payments, so nothing was charged here.")
          : say("course.testBilling.failed", "Test mode: nothing was charged. Please try again in a moment.")}
      </TestModeNote>
    </ErrorPage>
  );
}
