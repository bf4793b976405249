import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/lib/services/auth/session.server";
import { finishCheckout } from "~/features/payments/checkout.server";
import { reportError } from "~/lib/report-error.server";

/** Stripe's success URL (`?session_id=…`): the session is read back from Stripe, never trusted from the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  const provider = context.payments.provider;
  let session = null;
  if (provider && /^cs_[A-Za-z0-9_]+$/.test(sessionId)) {
    session = await provider.retrieveCheckoutSession(sessionId).catch((error: unknown) => {
      reportError(context, error, { message: `Could not read back Checkout Session ${sessionId}`, request });
      return null;
    });
  }
  return finishCheckout(context, user.id, session);
}
