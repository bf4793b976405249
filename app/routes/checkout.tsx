import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getSessionUser } from "~/lib/services/auth/session.server";
import { findCourseByPaymentKey, findPlan } from "~/lib/domain/catalog";
import { displayCurrency } from "~/lib/http/currency.server";
import { LEARNING_PATHS } from "~/lib/domain/learning-paths";
import { alreadySubscribed, paymentProcessing, startCheckout, type Purchase } from "~/features/payments/checkout.server";
import { planChangePath } from "~/features/payments/plan-change";
import { loginPath, safeRedirectPath, signupPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey } from "~/lib/i18n/messages";

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
  // The toasts are read on the page the buyer is sent back to, in its language.
  const say = (key: MessageKey) => translate(context.locale, key);
  const purchase = purchaseFrom(form);
  const fallback = purchase?.kind === "course" ? `/courses/${purchase.course.slug}` : purchase?.kind === "path" ? "/courses" : "/#pricing";
  const returnTo = safeRedirectPath(form.get("returnTo"), fallback);

  if (!purchase) {
    return redirectWithToast(
      returnTo,
      { type: "error", title: say("course.checkout.errorTitle"), description: say("course.checkout.unknownPurchase") },
      context,
    );
  }
  const isPlan = purchase.kind === "plan";
  const user = await getSessionUser(request, context);
  if (!user) {
    return redirectWithToast(
      returnTo,
      {
        type: "error",
        title: say("course.checkout.authRequiredTitle"),
        description: say(isPlan ? "course.checkout.subscribeAuthRequired" : "course.checkout.purchaseAuthRequired"),
        // Both come back to where the button was, to buy from there.
        links: [
          { label: say("course.checkout.logIn"), href: loginPath(returnTo) },
          { label: say("course.checkout.signUp"), href: signupPath(returnTo) },
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
      return redirectWithToast(
        returnTo,
        { type: "info", title: say("course.checkout.ownedTitle"), description: say("course.checkout.owned") },
        context,
      );
    case "subscribed":
      // A plan changes on its confirmation page (with its price), never by a second subscription.
      return purchase.kind === "plan" ? redirect(planChangePath(purchase.plan.tier), 303) : alreadySubscribed(context);
    case "processing":
      return paymentProcessing(context);
    case "limited":
      return redirectWithToast(
        returnTo,
        { type: "error", title: say("course.checkout.limitedTitle"), description: say("course.checkout.limited") },
        context,
      );
    case "unavailable":
      return redirectWithToast(
        returnTo,
        { type: "error", title: say("course.checkout.unavailableTitle"), description: say("course.checkout.unavailable") },
        context,
      );
    case "failed":
      return redirectWithToast(
        returnTo,
        {
          type: "error",
          title: say("course.checkout.errorTitle"),
          description: say(isPlan ? "course.checkout.subscribeFailed" : "course.checkout.purchaseFailed"),
        },
        context,
      );
  }
}

export async function loader() {
  return redirect("/#pricing");
}
