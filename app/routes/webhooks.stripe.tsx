import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { receiveEvent } from "~/lib/payments/sync.server";

/** Stripe's events are a few kilobytes; anything far bigger is not from Stripe. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

function reply(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** Reads the body as text (the signature covers the exact bytes), refusing it past `limit`. */
async function readBody(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get("Content-Length") ?? 0) > limit || !request.body) return request.body ? null : "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Stripe's webhook. The signature is checked on the raw body before anything parses it; the reply is
 * 2xx only once the event's change has committed, so a failure makes Stripe deliver it again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return reply(405, "Method not allowed");
  const body = await readBody(request, MAX_WEBHOOK_BYTES);
  if (body === null) return reply(413, "Payload too large");
  let event;
  try {
    event = await context.payments.verifyWebhook(body, request.headers.get("Stripe-Signature"));
  } catch (error) {
    console.warn(`Webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return reply(400, "Invalid signature");
  }
  try {
    const outcome = await receiveEvent(context, event);
    return reply(200, outcome);
  } catch (error) {
    console.error(`Payment event ${event.id} (${event.type}) failed; Stripe will retry`, error);
    return reply(500, "Not processed");
  }
}

export async function loader() {
  return reply(405, "Method not allowed");
}
