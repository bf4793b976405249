import type { SubscriptionStatusWords } from "~/features/payments/components";
import { useLocale, useTranslate } from "~/hooks/use-translate";
import { formatDayIn } from "./format";

/**
 * SubscriptionStatus's words on a dashboard page (`dashboard.plan`): Active or Inactive, and "Renews on",
 * "Ends on" or "No active subscription", the date written the page's language's way, as the day it is in the
 * learner's zone.
 */
export function usePlanStatusWords(plan: {
  subscribed: boolean;
  subscriptionEnd: Date | string | null;
  cancelAtPeriodEnd: boolean;
  timeZone: string;
}): SubscriptionStatusWords {
  const t = useTranslate();
  const locale = useLocale();
  const end = plan.subscriptionEnd ? formatDayIn(locale, plan.subscriptionEnd, "long", plan.timeZone) : null;
  return {
    active: t("dashboard.plan.active"),
    inactive: t("dashboard.plan.inactive"),
    renewal:
      plan.subscribed && end
        ? t(plan.cancelAtPeriodEnd ? "dashboard.plan.endsOn" : "dashboard.plan.renewsOn", { date: end })
        : t("dashboard.plan.none"),
  };
}
