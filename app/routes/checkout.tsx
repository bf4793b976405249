import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { findCourseByPaymentKey, findPlan } from "~/lib/catalog";
import { CHECKOUT_TEXTS } from "~/lib/checkout";
import { safeRedirectPath } from "~/lib/redirect";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * Plan buttons post `plan` (basic | premium | elite), course buttons post `product` (a payment key).
 * Paying requires a signed-in user (spec 5); accounts and payments arrive in later issues, so for now
 * every visitor is signed out and gets the spec's 'Authentication Required' toast.
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
