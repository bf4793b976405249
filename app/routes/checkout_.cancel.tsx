import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirectPath } from "~/lib/http/redirect";
import { redirectWithToast } from "~/lib/http/toast.server";
import { translate } from "~/lib/i18n/catalogues.server";

/** Checkout's cancel URL: back where the buyer came from. Its pending order is cancelled when the session expires. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const returnTo = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), "/");
  return redirectWithToast(
    returnTo,
    {
      type: "info",
      title: translate(context.locale, "course.checkout.cancelledTitle"),
      description: translate(context.locale, "course.checkout.cancelled"),
    },
    context,
  );
}
