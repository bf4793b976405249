import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { receiveEvent } from "~/features/payments/sync.server";
import { UnreadableObject, type ProviderEvent } from "~/features/payments/types";
import { reportError } from "~/lib/report-error.server";

function reply(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A genuine event whose object is not the shape we read: nothing changed; an error for someone to look at. */
function unreadable(context: AppLoadContext, request: Request, error: UnreadableObject, event?: ProviderEvent): Response {
  reportError(context, error, {
    message: `Payment event ${event ? `${event.id} (${event.type}) ` : ""}not applied, its object is not as expected`,
    request,
  });
  return reply(400, "Unreadable event");
}

/**
 * Stripe's webhook. The signature is checked on the raw body before anything parses it; the reply is
 * 2xx only once the event's change has committed, so a failure makes Stripe deliver it again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(405, "Method not allowed");
  // The signature covers the exact bytes; the shared handler has already refused an oversized body (413).
  const body = await request.text();
  let event;
  try {
    event = await context.payments.verifyWebhook(body, request.headers.get("Stripe-Signature"));
  } catch (error) {
    if (error instanceof UnreadableObject) return unreadable(context, request, error);
    console.warn(`Webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return reply(400, "Invalid signature");
  }
  try {
    const outcome = await receiveEvent(context, event);
    return reply(200, outcome);
  } catch (error) {
    if (error instanceof UnreadableObject) return unreadable(context, request, error, event);
    reportError(context, error, { message: `Payment event ${event.id} (${event.type}) failed; Stripe will retry`, request });
    return reply(500, "Not processed");
  }
}

export async function loader() {
  return reply(405, "Method not allowed");
}
