import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CHECKOUT_TEXTS } from "~/features/payments/checkout-texts";
import { safeRedirectPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";

/** Checkout's cancel URL: back where the buyer came from. Its pending order is cancelled when the session expires. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), "/");
  return redirectWithToast(returnTo, { type: "info", title: CHECKOUT_TEXTS.cancelledTitle, description: CHECKOUT_TEXTS.cancelled }, context);
}
