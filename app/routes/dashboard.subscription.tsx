import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { CurrencySwitch } from "~/components/currency-switch";
import { SubmitButton } from "~/components/form-fields";
import { ManageSubscriptionButton, SubscriptionStatus } from "~/features/payments/components";
import { PlanCard } from "~/features/payments/price-card";
import { applyPlanAction, isPlanAction } from "~/features/payments/plan-change.server";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { findPlan, PLANS } from "~/lib/domain/catalog";
import { pageMeta, pageText } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import { planBilling, planCurrency, planView } from "~/features/payments/subscription.server";
import { formatDayIn } from "~/features/dashboard/format";
import { usePlanStatusWords } from "~/features/dashboard/plan-words";
import { dashboardMessages } from "~/features/dashboard/words.server";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { translate } from "~/lib/i18n/catalogues.server";

export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "dashboard.subscription.title"), pageText(args, "dashboard.subscription.description"));

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
    messages: dashboardMessages(context.locale, "subscription"),
  };
}

/** Cancel at period end, resume, or keep the current plan instead of a scheduled change (`intent`). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const [billing] = await planBilling(context, user.id);
  const plan = planView(user, billing);
  const intent = (await request.formData()).get("intent");
  const provider = context.payments.provider;
  const say = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(context.locale, key, values);
  if (!plan.subscribed || !plan.subscriptionTier || !billing?.providerSubscriptionId || !provider) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "info", title: say("dashboard.plan.noPlanTitle"), description: say("dashboard.plan.noPlan") },
      context,
    );
  }
  if (!isPlanAction(intent)) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "error", title: say("dashboard.plan.errorTitle"), description: say("dashboard.subscription.unavailableChange") },
      context,
    );
  }
  if (!(await applyPlanAction(context, provider, billing.providerSubscriptionId, intent))) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "error", title: say("dashboard.plan.errorTitle"), description: say("dashboard.subscription.actionFailed") },
      context,
    );
  }
  const name = findPlan(plan.subscriptionTier)!.name;
  const toast =
    intent === "cancel"
      ? { title: say("dashboard.subscription.cancelledTitle"), description: say("dashboard.subscription.cancelled") }
      : intent === "resume"
        ? { title: say("dashboard.subscription.resumedTitle"), description: say("dashboard.subscription.resumed") }
        : { title: say("dashboard.subscription.keptTitle"), description: say("dashboard.subscription.kept", { plan: name }) };
  return redirectWithToast(SUBSCRIPTION_PAGE, { type: "success", ...toast }, context);
}

export default function Subscription() {
  const { plan, canManage, billedIn } = useLoaderData<typeof loader>();
  const current = plan.subscribed ? plan.subscriptionTier : null;
  const t = useTranslate();
  const locale = useLocale();
  const statusWords = usePlanStatusWords(plan);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{t("dashboard.subscription.title")}</h1>
      <section className="card mt-8" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="text-xl font-semibold">
          {t("dashboard.subscription.yourPlan")}
        </h2>
        <div className="mt-4">
          <SubscriptionStatus plan={plan} words={statusWords} />
        </div>
        {plan.pendingTier && plan.pendingAt ? (
          <div className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
            <p data-testid="pending-change">
              {t("dashboard.plan.pendingChange", {
                plan: findPlan(plan.pendingTier)!.name,
                date: formatDayIn(locale, plan.pendingAt, "long", plan.timeZone),
              })}
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="keep" />
              <SubmitButton
                label={t("dashboard.subscription.keep", { plan: findPlan(current ?? plan.pendingTier)!.name })}
                busyLabel={t("dashboard.plan.busy")}
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
                  label={t(plan.cancelAtPeriodEnd ? "dashboard.subscription.resume" : "dashboard.subscription.cancel")}
                  busyLabel={t("dashboard.plan.busy")}
                  intent={plan.cancelAtPeriodEnd ? "resume" : "cancel"}
                  className={plan.cancelAtPeriodEnd ? "button-primary" : "button-secondary"}
                />
              </Form>
            ) : null}
            {canManage ? <ManageSubscriptionButton label={t("dashboard.plan.manage")} /> : null}
          </div>
        ) : null}
      </section>
      <section className="mt-10" aria-labelledby="plans-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plans-heading" className="text-xl font-semibold">
            {t(current ? "dashboard.subscription.changePlan" : "dashboard.subscription.choosePlan")}
          </h2>
          {/* A plan is changed in the currency it is billed in; a new one in either. */}
          {billedIn ? (
            <p className="text-sm text-slate-700">{t("dashboard.subscription.billedIn", { currency: billedIn })}</p>
          ) : (
            <CurrencySwitch />
          )}
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
