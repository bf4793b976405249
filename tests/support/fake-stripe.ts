/**
 * A small stand-in for Stripe's API, for integration tests: the real Stripe SDK talks to it over HTTP
 * (STRIPE_API_URL). It records every request (form-decoded body or query, Idempotency-Key) and answers the few
 * endpoints the app calls; tests set the sessions and subscriptions Stripe "has". A session it creates is
 * kept as Stripe would have it, open; tests move it on with `set`. Its sessions' URLs are Stripe's real
 * hosts, which only a browser pointed at tests/support/stripe-hosted-pages.ts ever opens.
 */
import { createServer } from "node:http";

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, string>;
}

function metadataOf(body: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) => {
      const name = /^metadata\[(\w+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );
}

function isSession(object: unknown): object is { object: "checkout.session"; payment_intent: unknown } {
  return typeof object === "object" && object !== null && (object as { object?: string }).object === "checkout.session";
}

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, unknown>();
  const replays = new Map<string, unknown>();
  let counter = 0;
  let failCheckout = false;

  function answer(method: string, path: string, body: Record<string, string>): [number, unknown] {
    if (method === "POST" && path === "/v1/customers") return [200, { id: `cus_fake_${++counter}`, object: "customer" }];
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (failCheckout) return [400, { error: { type: "invalid_request_error", message: "Test failure" } }];
      const id = `cs_test_fake_${++counter}`;
      const session = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        client_reference_id: body.client_reference_id ?? null,
        customer: body.customer ?? null,
        metadata: metadataOf(body),
        currency: body["line_items[0][price_data][currency]"] ?? null,
        amount_subtotal: null,
        amount_total: null,
        total_details: null,
        payment_intent: null,
        subscription: null,
      };
      objects.set(id, session);
      return [200, session];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = `bps_fake_${++counter}`;
      return [200, { id, object: "billing_portal.session", url: `https://billing.stripe.com/p/session/${id}` }];
    }
    if (method === "POST" && path === "/v1/refunds") return [200, { id: `re_fake_${++counter}`, object: "refund", status: "succeeded" }];
    const stored = /^\/v1\/(checkout\/sessions|subscriptions)\/([\w]+)$/.exec(path);
    if (method === "GET" && stored && objects.has(stored[2]!)) return [200, objects.get(stored[2]!)];
    if (method === "GET" && path === "/v1/checkout/sessions") {
      // The sessions that took a payment intent (tests store sessions with it expanded or as an id).
      const data = [...objects.values()].filter(
        (object) =>
          isSession(object) && [object.payment_intent, (object.payment_intent as { id?: string } | null)?.id].includes(body.payment_intent),
      );
      return [200, { object: "list", data, has_more: false, url: path }];
    }
    if (method === "DELETE" && stored?.[1] === "subscriptions" && objects.has(stored[2]!)) {
      const subscription = objects.get(stored[2]!) as { status: string };
      if (subscription.status === "canceled") return [400, { error: { type: "invalid_request_error", message: "Already canceled" } }];
      const cancelled = { ...subscription, status: "canceled" };
      objects.set(stored[2]!, cancelled);
      return [200, cancelled];
    }
    return [404, { error: { type: "invalid_request_error", message: `No such resource: ${path}` } }];
  }

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      // A GET's or DELETE's parameters (such as expand[]) come in the query string, a POST's in the form body.
      const body = Object.fromEntries(new URLSearchParams(req.method === "GET" || req.method === "DELETE" ? url.search : raw));
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method ?? "GET", path: url.pathname, idempotencyKey, body });
      // Like Stripe: the same key returns the first response.
      const replayKey = idempotencyKey && `${url.pathname} ${idempotencyKey}`;
      const [status, payload] =
        replayKey && replays.has(replayKey) ? [200, replays.get(replayKey)] : answer(req.method ?? "GET", url.pathname, body);
      if (replayKey && status === 200) replays.set(replayKey, payload);
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${counter}` });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What Stripe "has" for a session or subscription id (GET /v1/checkout/sessions/:id, /v1/subscriptions/:id). */
    set(id: string, object: unknown) {
      objects.set(id, object);
    },
    /** Forgets every request and object, for the next test. */
    reset() {
      requests.length = 0;
      objects.clear();
      replays.clear();
    },
    /** Stripe no longer knows the id: it answers 404 for it. */
    forget(id: string) {
      objects.delete(id);
    },
    failCheckouts(fail: boolean) {
      failCheckout = fail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
