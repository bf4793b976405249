import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/form-fields";
import { CurrencySwitch } from "~/components/currency-switch";
import { PlanCard } from "~/features/payments/price-card";
import { pendingChangeText, planChangePath, PLAN_CHANGE_TEXTS, readProrationDate } from "~/features/payments/plan-change";
import { confirmPlanChange, planChangeSubject, previewPlanChange, type PlanChangeSubject } from "~/features/payments/plan-change.server";
import { planBilling } from "~/features/payments/subscription.server";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { findPlan } from "~/lib/domain/catalog";
import { pageMeta } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Toast } from "~/lib/http/toast";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";

export const meta: MetaFunction = () => pageMeta("Change your plan", "What a plan change costs and when it takes effect.");

const SUBSCRIPTION_PAGE = "/dashboard/subscription";

/** Why a change cannot go ahead, as the subscription page's toast. */
function refusalToast(subject: Exclude<PlanChangeSubject, { type: "ready" | "not-subscribed" }>): Toast {
  switch (subject.type) {
    case "unknown-tier":
      return { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: PLAN_CHANGE_TEXTS.unknownTier };
    case "same-tier":
      return { type: "info", title: PLAN_CHANGE_TEXTS.sameTierTitle, description: PLAN_CHANGE_TEXTS.sameTier(findPlan(subject.tier)!.name) };
    case "already-pending":
      return { type: "info", title: PLAN_CHANGE_TEXTS.alreadyPendingTitle, description: pendingChangeText(subject) };
    case "cancelled":
      return { type: "info", title: PLAN_CHANGE_TEXTS.cancelledTitle, description: PLAN_CHANGE_TEXTS.cancelledFirst };
    case "unavailable":
      return { type: "error", title: CHECKOUT_TEXTS.unavailableTitle, description: CHECKOUT_TEXTS.unavailable };
  }
}

/** The answer to a change that cannot go ahead: back to the subscription page, saying why. */
function refusal(context: AppLoadContext, subject: Exclude<PlanChangeSubject, { type: "ready" | "not-subscribed" }>) {
  return redirectWithToast(SUBSCRIPTION_PAGE, refusalToast(subject), context);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    user,
    data: [billing],
  } = await requireUserWith(request, context, (userId) => [planBilling(context, userId)] as const);
  const subject = planChangeSubject(context, user, billing[0], new URL(request.url).searchParams.get("tier"));
  if (subject.type === "not-subscribed") return { type: "subscribe" as const, tier: subject.tier };
  if (subject.type !== "ready") throw await refusal(context, subject);
  const preview = await previewPlanChange(context, subject);
  return preview.type === "failed"
    ? { type: "failed" as const, tier: subject.tier }
    : {
        type: "preview" as const,
        tier: subject.tier,
        kind: preview.preview.kind,
        sentence: preview.sentence,
        prorationDate: preview.prorationDate,
      };
}

/** Confirm: the change at the proration time the page showed, or the page again when that price has gone stale. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const [billing] = await planBilling(context, user.id);
  const form = await request.formData();
  const subject = planChangeSubject(context, user, billing, form.get("tier"));
  if (subject.type === "not-subscribed") {
    return redirectWithToast(
      planChangePath(subject.tier),
      { type: "info", title: PLAN_CHANGE_TEXTS.noPlanTitle, description: PLAN_CHANGE_TEXTS.noPlan },
      context,
    );
  }
  if (subject.type !== "ready") return refusal(context, subject);
  const prorationDate = readProrationDate(form.get("prorationDate"), new Date());
  if (prorationDate === null) {
    return redirectWithToast(
      planChangePath(subject.tier),
      { type: "info", title: PLAN_CHANGE_TEXTS.staleTitle, description: PLAN_CHANGE_TEXTS.stale },
      context,
    );
  }
  const result = await confirmPlanChange(context, subject, prorationDate);
  const name = findPlan(subject.tier)!.name;
  switch (result.type) {
    case "upgraded":
      return redirectWithToast(
        SUBSCRIPTION_PAGE,
        { type: "success", title: PLAN_CHANGE_TEXTS.upgradedTitle, description: PLAN_CHANGE_TEXTS.upgraded(name, result.charged) },
        context,
      );
    case "scheduled":
      return redirectWithToast(
        SUBSCRIPTION_PAGE,
        {
          type: "success",
          title: PLAN_CHANGE_TEXTS.scheduledTitle,
          description: `Your plan changes to ${name} at the end of the period you paid for.`,
        },
        context,
      );
    case "declined":
      return redirectWithToast(
        SUBSCRIPTION_PAGE,
        { type: "error", title: PLAN_CHANGE_TEXTS.declinedTitle, description: PLAN_CHANGE_TEXTS.declined },
        context,
      );
    case "failed":
      return redirectWithToast(
        planChangePath(subject.tier),
        { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: PLAN_CHANGE_TEXTS.failed },
        context,
      );
  }
}

export default function ChangePlan() {
  const page = useLoaderData<typeof loader>();
  const plan = findPlan(page.tier)!;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">{page.type === "subscribe" ? `Subscribe to ${plan.name}` : `Change to ${plan.name}`}</h1>
      {page.type === "subscribe" ? (
        <section className="mt-8 max-w-md" aria-label={`${plan.name} plan`}>
          <p className="mb-6 text-slate-700">You have no plan yet: subscribe to {plan.name} to get what it includes.</p>
          <CurrencySwitch className="mb-6" />
          <PlanCard plan={plan} returnTo={planChangePath(plan.tier)} />
        </section>
      ) : (
        <section className="card mt-8 max-w-xl">
          {page.type === "preview" ? (
            <>
              <p data-testid="plan-change-summary">{page.sentence}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Form method="post">
                  <input type="hidden" name="tier" value={page.tier} />
                  <input type="hidden" name="prorationDate" value={page.prorationDate} />
                  <SubmitButton
                    label={page.kind === "upgrade" ? `Confirm and pay` : `Confirm the change`}
                    busyLabel={CHECKOUT_TEXTS.busyLabel}
                    className="button-primary"
                  />
                </Form>
                <Link to={SUBSCRIPTION_PAGE} className="button-secondary">
                  Keep my plan
                </Link>
              </div>
            </>
          ) : (
            <>
              <p role="alert">{PLAN_CHANGE_TEXTS.previewFailed}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={planChangePath(page.tier)} className="button-primary">
                  Try again
                </Link>
                <Link to={SUBSCRIPTION_PAGE} className="button-secondary">
                  Back to your plan
                </Link>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}
