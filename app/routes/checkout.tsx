import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getSessionUser } from "~/lib/auth/session.server";
import { findCourseByPaymentKey, findPlan } from "~/lib/catalog";
import { CHECKOUT_TEXTS } from "~/lib/checkout";
import { safeRedirectPath } from "~/lib/redirect";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * Plan buttons post `plan` (basic | premium | elite), course buttons post `product` (a payment key).
 * Paying requires a signed-in user (spec 5): visitors get the spec's 'Authentication Required' toast.
 * Payments arrive in a later issue; until then a signed-in user is told checkout is not open yet.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const plan = findPlan(String(form.get("plan") ?? ""));
  const course = findCourseByPaymentKey(String(form.get("product") ?? ""));
  const returnTo = safeRedirectPath(form.get("returnTo"), course ? `/courses/${course.slug}` : "/#pricing");

  if (!plan && !course) {
    return redirectWithToast(
      returnTo,
      { type: "error", title: "Error", description: "That plan or course does not exist." },
      context,
    );
  }
  const user = await getSessionUser(request, context);
  if (user) {
    return redirectWithToast(
      returnTo,
      {
        type: "info",
        title: CHECKOUT_TEXTS.comingSoonTitle,
        description: plan ? CHECKOUT_TEXTS.subscribeComingSoon : CHECKOUT_TEXTS.purchaseComingSoon,
      },
      context,
    );
  }
  return redirectWithToast(
    returnTo,
    {
      type: "error",
      title: CHECKOUT_TEXTS.authRequiredTitle,
      description: plan ? CHECKOUT_TEXTS.subscribeAuthRequired : CHECKOUT_TEXTS.purchaseAuthRequired,
    },
    context,
  );
}

export async function loader() {
  return redirect("/#pricing");
}
