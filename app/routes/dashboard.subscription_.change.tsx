import { viewerZone } from "~/features/time-zones/domain/zoned-time";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/form-fields";
import { CurrencySwitch } from "~/components/currency-switch";
import { PlanCard } from "~/features/payments/price-card";
import { planChangePath, readProrationDate } from "~/features/payments/plan-change";
import { confirmPlanChange, planChangeSubject, previewPlanChange, type PlanChangeSubject } from "~/features/payments/plan-change.server";
import { planBilling } from "~/features/payments/subscription.server";
import { testModeAware } from "~/features/payments/checkout.server";
import { findPlan } from "~/lib/domain/catalog";
import { formatPrice } from "~/lib/domain/money";
import { pageMeta, pageText } from "~/lib/http/meta";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Toast } from "~/lib/http/toast";
import { requireUser, requireUserWith } from "~/lib/services/auth/session.server";
import { formatDayIn } from "~/features/dashboard/format";
import { dashboardMessages, planChangeSentenceIn } from "~/features/dashboard/words.server";
import { useTranslate } from "~/hooks/use-translate";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";

export const meta: MetaFunction = (args) =>
  pageMeta(pageText(args, "dashboard.planChange.title"), pageText(args, "dashboard.planChange.description"));

const SUBSCRIPTION_PAGE = "/dashboard/subscription";

/** Why a change cannot go ahead, as the subscription page's toast, in the page's language. */
function refusalToast(locale: Locale, subject: Exclude<PlanChangeSubject, { type: "ready" | "not-subscribed" }>): Toast {
  const say = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(locale, key, values);
  switch (subject.type) {
    case "unknown-tier":
      return { type: "error", title: say("dashboard.plan.errorTitle"), description: say("dashboard.planChange.unknownTier") };
    case "same-tier":
      return {
        type: "info",
        title: say("dashboard.planChange.sameTierTitle"),
        description: say("dashboard.planChange.sameTier", { plan: findPlan(subject.tier)!.name }),
      };
    case "already-pending":
      return {
        type: "info",
        title: say("dashboard.planChange.alreadyPendingTitle"),
        description: say("dashboard.plan.pendingChange", {
          plan: findPlan(subject.tier)!.name,
          date: formatDayIn(locale, subject.at, "long", subject.timeZone),
        }),
      };
    case "cancelled":
      return { type: "info", title: say("dashboard.planChange.cancelledTitle"), description: say("dashboard.planChange.cancelledFirst") };
    case "unavailable":
      return { type: "error", title: say("dashboard.planChange.unavailableTitle"), description: say("dashboard.planChange.unavailable") };
  }
}

/** The answer to a change that cannot go ahead: back to the subscription page, saying why. */
function refusal(context: AppLoadContext, subject: Exclude<PlanChangeSubject, { type: "ready" | "not-subscribed" }>) {
  return redirectWithToast(SUBSCRIPTION_PAGE, refusalToast(context.locale, subject), context);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const {
    user,
    data: [billing],
  } = await requireUserWith(request, context, (userId) => [planBilling(context, userId)] as const);
  const subject = planChangeSubject(context, user, billing[0], new URL(request.url).searchParams.get("tier"));
  const messages = dashboardMessages(context.locale, "planChange");
  if (subject.type === "not-subscribed") return { type: "subscribe" as const, tier: subject.tier, messages };
  if (subject.type !== "ready") throw await refusal(context, subject);
  const preview = await previewPlanChange(context, subject);
  return preview.type === "failed"
    ? { type: "failed" as const, tier: subject.tier, messages }
    : {
        type: "preview" as const,
        tier: subject.tier,
        kind: preview.preview.kind,
        // planChangeSentence's words, in the page's language.
        sentence: planChangeSentenceIn(context.locale, preview.preview, viewerZone(user)),
        prorationDate: preview.prorationDate,
        messages,
      };
}

/** Confirm: the change at the proration time the page showed, or the page again when that price has gone stale. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const [billing] = await planBilling(context, user.id);
  const form = await request.formData();
  const { locale } = context;
  const say = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) => translate(locale, key, values);
  const subject = planChangeSubject(context, user, billing, form.get("tier"));
  if (subject.type === "not-subscribed") {
    return redirectWithToast(
      planChangePath(subject.tier),
      { type: "info", title: say("dashboard.plan.noPlanTitle"), description: say("dashboard.plan.noPlan") },
      context,
    );
  }
  if (subject.type !== "ready") return refusal(context, subject);
  // The page again, with what the change costs now: its price went stale, or the plan changed elsewhere.
  const showAgain = () =>
    redirectWithToast(
      planChangePath(subject.tier),
      { type: "info", title: say("dashboard.planChange.staleTitle"), description: say("dashboard.planChange.stale") },
      context,
    );
  const prorationDate = readProrationDate(form.get("prorationDate"), new Date());
  if (prorationDate === null) return showAgain();
  const result = await confirmPlanChange(context, subject, prorationDate);
  const plan = findPlan(subject.tier)!.name;
  switch (result.type) {
    case "upgraded": {
      const charged = formatPrice(result.amountCharged, result.currency, { exact: true, locale });
      return redirectWithToast(
        SUBSCRIPTION_PAGE,
        {
          type: "success",
          title: say("dashboard.planChange.upgradedTitle"),
          // "…was charged": on a provider that takes test payments, the toast says nothing really was.
          description: testModeAware(context, say("dashboard.planChange.upgraded", { plan, charged })),
        },
        context,
      );
    }
    case "scheduled":
      return redirectWithToast(
        SUBSCRIPTION_PAGE,
        { type: "success", title: say("dashboard.planChange.scheduledTitle"), description: say("dashboard.planChange.scheduled", { plan }) },
        context,
      );
    case "declined":
      return redirectWithToast(
        SUBSCRIPTION_PAGE,
        {
          type: "error",
          title: say("dashboard.planChange.declinedTitle"),
          description: result.dropped
            ? say("dashboard.planChange.declinedDropped", { plan: findPlan(subject.known.tier)!.name, next: findPlan(result.dropped)!.name })
            : say("dashboard.planChange.declined"),
        },
        context,
      );
    case "changed":
      return showAgain();
    case "same-tier":
      // A double submit whose other half made the change: the plan is the one asked for.
      return refusal(context, result);
    case "failed":
      return redirectWithToast(
        planChangePath(subject.tier),
        { type: "error", title: say("dashboard.plan.errorTitle"), description: say("dashboard.planChange.failed") },
        context,
      );
  }
}

export default function ChangePlan() {
  const page = useLoaderData<typeof loader>();
  const plan = findPlan(page.tier)!;
  const t = useTranslate();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">
        {t(page.type === "subscribe" ? "dashboard.planChange.subscribeTo" : "dashboard.planChange.changeTo", { plan: plan.name })}
      </h1>
      {page.type === "subscribe" ? (
        <section className="mt-8 max-w-md" aria-label={t("dashboard.planChange.planLabel", { plan: plan.name })}>
          <p className="mb-6 text-slate-700">{t("dashboard.planChange.noPlanYet", { plan: plan.name })}</p>
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
                    label={t(page.kind === "upgrade" ? "dashboard.planChange.confirmAndPay" : "dashboard.planChange.confirm")}
                    busyLabel={t("dashboard.plan.busy")}
                    className="button-primary"
                  />
                </Form>
                <Link to={SUBSCRIPTION_PAGE} className="button-secondary">
                  {t("dashboard.planChange.keepMine")}
                </Link>
              </div>
            </>
          ) : (
            <>
              <p role="alert">{t("dashboard.planChange.previewFailed")}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to={planChangePath(page.tier)} className="button-primary">
                  {t("dashboard.planChange.tryAgain")}
                </Link>
                <Link to={SUBSCRIPTION_PAGE} className="button-secondary">
                  {t("dashboard.planChange.back")}
                </Link>
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
}
