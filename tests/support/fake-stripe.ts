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

interface FakePrice {
  id: string;
  object: "price";
  unit_amount: number;
  currency: string;
  product: unknown;
}

interface FakeSubscription {
  id: string;
  object: "subscription";
  cancel_at_period_end: boolean;
  items: { data: Array<{ id: string; current_period_start: number; current_period_end: number; price: FakePrice }> };
  schedule: string | null;
  latest_invoice?: unknown;
  pending_update?: unknown;
}

interface FakeSchedule {
  id: string;
  object: "subscription_schedule";
  status: "active" | "released";
  subscription: string;
  end_behavior: string;
  phases: Array<{ start_date: number; end_date: number | null; metadata: Record<string, string>; items: Array<{ price: FakePrice }> }>;
}

/**
 * Stripe's proration of a price change at `at`, as its documentation describes it: the unused time of
 * the old price credited and the rest of the period at the new price charged, by the second, each line
 * rounded to the cent. Stated here apart from the app's own computation so the tests compare the two.
 */
function stripeProration(item: FakeSubscription["items"]["data"][number], newAmount: number, at: number): number {
  const period = item.current_period_end - item.current_period_start;
  const share = (item.current_period_end - at) / period;
  const charge = Math.round(newAmount * share);
  const credit = -Math.round(item.price.unit_amount * share);
  return charge + credit;
}

/** A subscription to a plan as Stripe has it after its checkout: the period around now, the checkout's product naming the tier. */
export function fakeSubscription(fields: { id: string; customer: string; tier: string; amount: number; currency: string; periodEnd: number }) {
  return {
    id: fields.id,
    object: "subscription",
    customer: fields.customer,
    status: "active",
    cancel_at_period_end: false,
    metadata: { tier: fields.tier },
    items: {
      data: [
        {
          id: `si_${fields.id}`,
          current_period_start: fields.periodEnd - 30 * 86_400,
          current_period_end: fields.periodEnd,
          price: {
            id: `price_${fields.tier}`,
            object: "price",
            unit_amount: fields.amount,
            currency: fields.currency,
            product: { id: "prod_checkout", metadata: { tier: fields.tier } },
          },
        },
      ],
    },
    schedule: null,
  };
}

/** Stripe's test card 4242 4242 4242 4242, as a charge paid with it names it. */
export const FAKE_CARD = { brand: "visa", last4: "4242" } as const;

/**
 * A charge as Stripe has it when read expanded with its refunds (`payment_intent.latest_charge.refunds`):
 * paid by FAKE_CARD, and refunded at `refundedAt` (seconds since the epoch) when given.
 */
export function fakeCharge(fields: { id: string; paymentIntent: string; refundedAt?: number; created?: number }) {
  return {
    id: fields.id,
    object: "charge",
    created: fields.created ?? Math.floor(Date.now() / 1000),
    payment_intent: fields.paymentIntent,
    refunded: fields.refundedAt !== undefined,
    payment_method_details: { type: "card", card: { ...FAKE_CARD, exp_month: 12, exp_year: 2034, funding: "credit" } },
    refunds: {
      object: "list",
      data:
        fields.refundedAt === undefined ? [] : [{ id: `re_${fields.id}`, object: "refund", created: fields.refundedAt, status: "succeeded" }],
      has_more: false,
    },
  };
}

const notFound = (path: string): [number, unknown] => [
  404,
  { error: { type: "invalid_request_error", code: "resource_missing", message: `No such resource: ${path}` } },
];

export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, unknown>();
  const replays = new Map<string, unknown>();
  let counter = 0;
  let failCheckout = false;
  let failRefund = false;
  let declineUpgrades = false;
  /** A read held back (`holdNextRead`): answered as Stripe had it on arrival, but only once released. */
  let held: { path: string; arrived: () => void; answers: Array<() => void> } | null = null;

  /** A price Stripe makes from `price_data` under `prefix` (`items[0][price_data]`), its product expanded when Stripe has it. */
  function priceFrom(body: Record<string, string>, prefix: string): FakePrice | null {
    const amount = body[`${prefix}[unit_amount]`];
    if (amount === undefined) return null;
    const product = body[`${prefix}[product]`] ?? "";
    return {
      id: `price_fake_${++counter}`,
      object: "price",
      unit_amount: Number(amount),
      currency: body[`${prefix}[currency]`] ?? "",
      product: objects.get(product) ?? product,
    };
  }

  function subscription(id: string | undefined): FakeSubscription | undefined {
    const found = objects.get(id ?? "") as FakeSubscription | undefined;
    return found?.object === "subscription" ? found : undefined;
  }

  /** As the app reads it: the schedule expanded (Stripe does when asked to; the app always asks). */
  function readSubscription(found: FakeSubscription) {
    return { ...found, schedule: found.schedule ? (objects.get(found.schedule) ?? found.schedule) : null };
  }

  function updateSubscription(found: FakeSubscription, body: Record<string, string>): [number, unknown] {
    if (body.cancel_at_period_end !== undefined) found.cancel_at_period_end = body.cancel_at_period_end === "true";
    const price = priceFrom(body, "items[0][price_data]");
    if (price) {
      // Like Stripe: a subscription run by a schedule refuses a direct change of its items.
      if (found.schedule)
        return [
          400,
          { error: { type: "invalid_request_error", message: `The subscription is managed by the subscription schedule ${found.schedule}` } },
        ];
      const item = found.items.data[0]!;
      const at = body.proration_date ? Number(body.proration_date) : Math.floor(Date.now() / 1000);
      const amount = body.proration_behavior === "none" ? 0 : stripeProration(item, price.unit_amount, at);
      const paid = !declineUpgrades;
      const invoice = {
        id: `in_fake_${++counter}`,
        object: "invoice",
        status: paid ? "paid" : "open",
        amount_due: amount,
        amount_paid: paid ? amount : 0,
        currency: price.currency,
        parent: { subscription_details: { subscription: found.id } },
      };
      objects.set(invoice.id, invoice);
      found.latest_invoice = invoice.id;
      // `pending_if_incomplete`: the change waits for the payment, which a declined card never makes.
      if (paid) item.price = price;
      found.pending_update = paid ? null : { subscription_items: [{ price: price.id }] };
    }
    const expanded = Object.values(body).includes("latest_invoice")
      ? { latest_invoice: objects.get(found.latest_invoice as string) ?? null }
      : {};
    return [200, { ...readSubscription(found), ...expanded }];
  }

  // Stripe answers a deleted customer as missing.
  const deletedCustomers = new Set<string>();

  /** `livemode`: whether the request's key is a live one, as Stripe marks the objects it makes with it. */
  function answer(method: string, path: string, body: Record<string, string>, livemode: boolean): [number, unknown] {
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
        livemode,
      };
      objects.set(id, session);
      return [200, session];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = `bps_fake_${++counter}`;
      return [200, { id, object: "billing_portal.session", url: `https://billing.stripe.com/p/session/${id}` }];
    }
    if (method === "POST" && path === "/v1/refunds") {
      if (failRefund) return [500, { error: { type: "api_error", message: "Test refund failure" } }];
      return [200, { id: `re_fake_${++counter}`, object: "refund", status: "succeeded", created: Math.floor(Date.now() / 1000) }];
    }
    if (method === "POST" && path === "/v1/products") {
      const product = { id: body.id ?? `prod_fake_${++counter}`, object: "product", name: body.name, metadata: metadataOf(body) };
      if (objects.has(product.id))
        return [400, { error: { type: "invalid_request_error", code: "resource_already_exists", message: "Product already exists." } }];
      objects.set(product.id, product);
      return [200, product];
    }
    const product = /^\/v1\/products\/(\w+)$/.exec(path);
    if (method === "GET" && product) return objects.has(product[1]!) ? [200, objects.get(product[1]!)] : notFound(path);
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      const found = subscription(body.subscription);
      const price = priceFrom(body, "subscription_details[items][0][price_data]");
      if (!found || !price) return notFound(path);
      const at = Number(body["subscription_details[proration_date]"] ?? Math.floor(Date.now() / 1000));
      return [
        200,
        { id: null, object: "invoice", amount_due: stripeProration(found.items.data[0]!, price.unit_amount, at), currency: price.currency },
      ];
    }
    const subscriptionUpdate = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (method === "POST" && subscriptionUpdate) {
      const found = subscription(subscriptionUpdate[1]);
      return found ? updateSubscription(found, body) : notFound(path);
    }
    if (method === "POST" && path === "/v1/subscription_schedules") {
      const found = subscription(body.from_subscription);
      if (!found) return notFound(path);
      if (found.schedule) return [400, { error: { type: "invalid_request_error", message: "The subscription already has a schedule." } }];
      const item = found.items.data[0]!;
      const schedule: FakeSchedule = {
        id: `sub_sched_fake_${++counter}`,
        object: "subscription_schedule",
        status: "active",
        subscription: found.id,
        end_behavior: "release",
        phases: [{ start_date: item.current_period_start, end_date: item.current_period_end, metadata: {}, items: [{ price: item.price }] }],
      };
      objects.set(schedule.id, schedule);
      found.schedule = schedule.id;
      return [200, schedule];
    }
    const scheduleRead = /^\/v1\/subscription_schedules\/(\w+)$/.exec(path);
    if (method === "GET" && scheduleRead) return objects.has(scheduleRead[1]!) ? [200, objects.get(scheduleRead[1]!)] : notFound(path);
    const scheduleCall = /^\/v1\/subscription_schedules\/(\w+)(\/release)?$/.exec(path);
    if (method === "POST" && scheduleCall) {
      const schedule = objects.get(scheduleCall[1]!) as FakeSchedule | undefined;
      const found = subscription(schedule?.subscription);
      if (!schedule || !found || schedule.status !== "active") return notFound(path);
      if (scheduleCall[2]) {
        schedule.status = "released";
        found.schedule = null;
        return [200, schedule];
      }
      const first = schedule.phases[0]!;
      const next = priceFrom(body, "phases[1][items][0][price_data]");
      schedule.end_behavior = body.end_behavior ?? schedule.end_behavior;
      schedule.phases = [
        { ...first, end_date: Number(body["phases[0][end_date]"] ?? first.end_date) },
        ...(next
          ? [
              {
                start_date: Number(body["phases[0][end_date]"] ?? first.end_date),
                end_date: null,
                metadata: { tier: body["phases[1][metadata][tier]"] ?? "" },
                items: [{ price: next }],
              },
            ]
          : []),
      ];
      return [200, schedule];
    }
    const stored = /^\/v1\/(checkout\/sessions|subscriptions)\/([\w]+)$/.exec(path);
    if (method === "GET" && stored && objects.has(stored[2]!)) {
      const found = subscription(stored[2]);
      return [200, found ? readSubscription(found) : objects.get(stored[2]!)];
    }
    const expiring = /^\/v1\/checkout\/sessions\/(\w+)\/expire$/.exec(path);
    if (method === "POST" && expiring && objects.has(expiring[1]!)) {
      const session = objects.get(expiring[1]!) as { status: string };
      if (session.status !== "open") return [400, { error: { type: "invalid_request_error", message: "Only open sessions can be expired." } }];
      const expired = { ...session, status: "expired" };
      objects.set(expiring[1]!, expired);
      return [200, expired];
    }
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
    const customer = /^\/v1\/customers\/(\w+)$/.exec(path);
    if (method === "DELETE" && customer && !deletedCustomers.has(customer[1]!)) {
      deletedCustomers.add(customer[1]!);
      return [200, { id: customer[1], object: "customer", deleted: true }];
    }
    if (customer)
      return [404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such customer: '${customer[1]}'` } }];
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
        replayKey && replays.has(replayKey)
          ? [200, replays.get(replayKey)]
          : answer(req.method ?? "GET", url.pathname, body, /^Bearer [rs]k_live_/.test(req.headers.authorization ?? ""));
      if (replayKey && status === 200) replays.set(replayKey, payload);
      const send = ((body: string) => () => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${counter}` });
        res.end(body);
      })(JSON.stringify(payload));
      if (held && req.method === "GET" && url.pathname === held.path && held.answers.length === 0) {
        held.answers.push(send);
        held.arrived();
      } else send();
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
      declineUpgrades = false;
      failRefund = false;
      held = null;
    },
    /** Stripe no longer knows the id: it answers 404 for it. */
    forget(id: string) {
      objects.delete(id);
    },
    failCheckouts(fail: boolean) {
      failCheckout = fail;
    },
    /** Refunds fail at "Stripe" from now on (a server error), until told otherwise. */
    failRefunds(fail: boolean) {
      failRefund = fail;
    },
    /** The customer's card is declined from now on: an upgrade's invoice stays open and the change pending. */
    declineUpgrades(decline: boolean) {
      declineUpgrades = decline;
    },
    /**
     * The next GET of `path` is answered with what Stripe has when it arrives, but only when `release` is
     * called: a delivery that read its state, then was slow to write it. `arrived` resolves when it came.
     */
    holdNextRead(path: string) {
      let arrived!: () => void;
      const came = new Promise<void>((resolve) => (arrived = resolve));
      const hold = { path, arrived, answers: [] as Array<() => void> };
      held = hold;
      return {
        arrived: came,
        release() {
          if (held === hold) held = null;
          hold.answers.forEach((answer) => answer());
        },
      };
    },
    /** What Stripe has for an id, as the app would read it. */
    get(id: string): unknown {
      const found = subscription(id);
      return found ? readSubscription(found) : objects.get(id);
    },
    /**
     * The paid period ends, as Stripe's clock would make it: a schedule's next phase takes effect (the
     * schedule is then released), and a new month begins. Returns the subscription for the webhook.
     */
    endPeriod(subscriptionId: string) {
      const found = subscription(subscriptionId)!;
      const item = found.items.data[0]!;
      const schedule = found.schedule ? (objects.get(found.schedule) as FakeSchedule) : null;
      const next = schedule?.phases[1];
      if (next) item.price = next.items[0]!.price;
      if (schedule) schedule.status = "released";
      found.schedule = null;
      item.current_period_start = item.current_period_end;
      item.current_period_end = item.current_period_end + 30 * 86_400;
      return readSubscription(found);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
