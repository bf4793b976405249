import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { findCourseByPaymentKey, findPlan } from "~/lib/domain/catalog";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { displayCurrency } from "~/lib/http/currency.server";
import { LEARNING_PATHS } from "~/lib/domain/learning-paths";
import { alreadySubscribed, paymentProcessing, startCheckout, type Purchase } from "~/features/payments/checkout.server";
import { planChangePath } from "~/features/payments/plan-change";
import { loginPath, safeRedirectPath, signupPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";

function purchaseFrom(form: FormData): Purchase | null {
  const plan = findPlan(String(form.get("plan") ?? ""));
  if (plan) return { kind: "plan", plan };
  const course = findCourseByPaymentKey(String(form.get("product") ?? ""));
  if (course) return { kind: "course", course };
  const path = LEARNING_PATHS.find((candidate) => candidate.id === form.get("path"));
  return path ? { kind: "path", path } : null;
}

/**
 * Plan buttons post `plan` (basic | premium | elite), course buttons `product` (a payment key),
 * learning-path buttons `path`. Paying requires a signed-in user (spec 5); a buyer is sent (303) to
 * the provider's checkout page, which works without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const purchase = purchaseFrom(form);
  const fallback = purchase?.kind === "course" ? `/courses/${purchase.course.slug}` : purchase?.kind === "path" ? "/courses" : "/#pricing";
  const returnTo = safeRedirectPath(form.get("returnTo"), fallback);

  if (!purchase) {
    return redirectWithToast(returnTo, { type: "error", title: "Error", description: "That plan or course does not exist." }, context);
  }
  const isPlan = purchase.kind === "plan";
  const user = await getSessionUser(request, context);
  if (!user) {
    return redirectWithToast(
      returnTo,
      {
        type: "error",
        title: CHECKOUT_TEXTS.authRequiredTitle,
        description: isPlan ? CHECKOUT_TEXTS.subscribeAuthRequired : CHECKOUT_TEXTS.purchaseAuthRequired,
        // Both come back to where the button was, to buy from there.
        links: [
          { label: "Log in", href: loginPath(returnTo) },
          { label: "Sign up", href: signupPath(returnTo) },
        ],
      },
      context,
    );
  }
  const currency = await displayCurrency(request, context, user);
  const result = await startCheckout(context, user, purchase, currency, returnTo);
  switch (result.type) {
    case "redirect":
      return redirect(result.url, 303);
    case "owned":
      return redirectWithToast(returnTo, { type: "info", title: CHECKOUT_TEXTS.ownedTitle, description: CHECKOUT_TEXTS.owned }, context);
    case "subscribed":
      // A plan changes on its confirmation page (with its price), never by a second subscription.
      return purchase.kind === "plan" ? redirect(planChangePath(purchase.plan.tier), 303) : alreadySubscribed(context);
    case "processing":
      return paymentProcessing(context);
    case "limited":
      return redirectWithToast(returnTo, { type: "error", title: CHECKOUT_TEXTS.limitedTitle, description: CHECKOUT_TEXTS.limited }, context);
    case "unavailable":
      return redirectWithToast(
        returnTo,
        { type: "error", title: CHECKOUT_TEXTS.unavailableTitle, description: CHECKOUT_TEXTS.unavailable },
        context,
      );
    case "failed":
      return redirectWithToast(
        returnTo,
        {
          type: "error",
          title: CHECKOUT_TEXTS.errorTitle,
          description: isPlan ? CHECKOUT_TEXTS.subscribeFailed : CHECKOUT_TEXTS.purchaseFailed,
        },
        context,
      );
  }
}

export async function loader() {
  return redirect("/#pricing");
}
