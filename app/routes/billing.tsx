import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/services/auth/session.server";
import { findCustomerId } from "~/features/payments/checkout.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";
import { translate } from "~/lib/i18n/catalogues.server";
import { localizedPath } from "~/lib/i18n/locale";

const SUBSCRIPTION_PAGE = "/dashboard/subscription";

/** Manage Subscription: a Stripe Billing Portal session (or the local plan page), back to the subscription page after. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const provider = context.payments.provider;
  const customerId = await findCustomerId(context, user.id);
  if (!provider || !customerId) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      {
        type: "info",
        title: translate(context.locale, "course.billing.noSubscriptionTitle"),
        description: translate(context.locale, "course.billing.noSubscription"),
      },
      context,
    );
  }
  try {
    // Back to the subscription page in the learner's language, and the portal in it too.
    const returnUrl = new URL(localizedPath(SUBSCRIPTION_PAGE, context.locale), context.settings.siteUrl).href;
    return redirect(await provider.createPortalSession(customerId, returnUrl, context.locale), 303);
  } catch (error) {
    reportError(context, error, { message: "Billing Portal session failed", request });
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      {
        type: "error",
        title: translate(context.locale, "course.billing.errorTitle"),
        description: translate(context.locale, "course.billing.portalFailed"),
      },
      context,
    );
  }
}

export async function loader() {
  return redirect(SUBSCRIPTION_PAGE);
}
