import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/services/auth/session.server";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { findCustomerId } from "~/features/payments/checkout.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { reportError } from "~/lib/report-error.server";

const SUBSCRIPTION_PAGE = "/dashboard/subscription";

/** Manage Subscription: a Stripe Billing Portal session (or the local plan page), back to the subscription page after. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const provider = context.payments.provider;
  const customerId = await findCustomerId(context, user.id);
  if (!provider || !customerId) {
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "info", title: "No subscription yet", description: "Choose a plan below to subscribe." },
      context,
    );
  }
  try {
    return redirect(await provider.createPortalSession(customerId, new URL(SUBSCRIPTION_PAGE, context.settings.siteUrl).href), 303);
  } catch (error) {
    reportError(context, error, { message: "Billing Portal session failed", request });
    return redirectWithToast(
      SUBSCRIPTION_PAGE,
      { type: "error", title: CHECKOUT_TEXTS.errorTitle, description: CHECKOUT_TEXTS.portalFailed },
      context,
    );
  }
}

export async function loader() {
  return redirect(SUBSCRIPTION_PAGE);
}
