import Stripe from "stripe";
import { checkoutSessionSchema, readObject, subscriptionSchema, type PaymentProvider } from "~/features/payments/types";
import type { PaymentSettings } from "./settings";

/**
 * fetch without the SDK's hand-set Content-Length: fetch computes it from the body, and the undici
 * that jsdom installs as Node's global dispatcher (loaded by the lesson content step that `npm start`
 * runs) rejects a caller-set one with "invalid content-length header".
 */
const fetchForStripe: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.delete("Content-Length");
  return fetch(input, { ...init, headers });
};

/** Stripe's hosted pages, where /checkout (Checkout) and /billing (the Billing Portal) send the learner. */
export const STRIPE_HOSTED_ORIGINS = ["https://checkout.stripe.com", "https://billing.stripe.com"] as const;

/** A Stripe client for this request: fetch-based, so the same code runs in workerd and on Node. */
function createStripeClient(secretKey: string, apiUrl: URL | undefined): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchForStripe),
    maxNetworkRetries: 2,
    ...(apiUrl
      ? {
          host: apiUrl.hostname,
          port: apiUrl.port ? Number(apiUrl.port) : undefined,
          protocol: apiUrl.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

/** A session's payment with its latest charge: whether it was refunded or failed, whatever events came first. */
const PAYMENT_STATE = "payment_intent.latest_charge";

/** Stripe Checkout with `price_data` from the catalogue, so nothing needs setting up in the dashboard. */
export function createStripeProvider(settings: PaymentSettings & { stripeSecretKey: string }): PaymentProvider {
  const stripe = createStripeClient(settings.stripeSecretKey, settings.stripeApiUrl);
  return {
    name: "stripe",

    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { user_id: user.id } },
        // Two checkouts started at once still make one customer.
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckoutSession(session) {
      const taxBehavior = session.automaticTax ? ({ tax_behavior: "exclusive" } as const) : {};
      const created = await stripe.checkout.sessions.create(
        {
          mode: session.mode,
          customer: session.customerId,
          client_reference_id: session.userId,
          metadata: session.metadata,
          line_items: session.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: session.currency.toLowerCase(),
              unit_amount: line.amount,
              product_data: { name: line.name, metadata: session.metadata },
              ...(session.mode === "subscription" ? { recurring: { interval: "month" as const } } : {}),
              ...taxBehavior,
            },
          })),
          ...(session.mode === "subscription"
            ? { subscription_data: { metadata: session.metadata } }
            : { payment_intent_data: { metadata: session.metadata } }),
          ...(session.automaticTax
            ? {
                automatic_tax: { enabled: true },
                customer_update: { address: "auto" as const, name: "auto" as const },
                billing_address_collection: "required" as const,
              }
            : {}),
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
        },
        { idempotencyKey: session.idempotencyKey },
      );
      if (!created.url) throw new Error(`Checkout Session ${created.id} has no URL`);
      return { id: created.id, url: created.url };
    },

    async retrieveCheckoutSession(id) {
      return readObject(checkoutSessionSchema, await stripe.checkout.sessions.retrieve(id, { expand: [PAYMENT_STATE] }), "Checkout Session");
    },

    async checkoutSessionForPayment(paymentIntentId) {
      const found = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1, expand: [`data.${PAYMENT_STATE}`] });
      return found.data[0] ? readObject(checkoutSessionSchema, found.data[0], "Checkout Session") : null;
    },

    async currentSubscription(subscription) {
      const id = typeof subscription === "string" ? subscription : subscription.id;
      // The product's metadata names the plan (see subscriptionTier).
      return readObject(subscriptionSchema, await stripe.subscriptions.retrieve(id, { expand: ["items.data.price.product"] }), "Subscription");
    },

    async createPortalSession(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },

    async refund({ paymentId, amount, orderId }) {
      await stripe.refunds.create(
        { payment_intent: paymentId, amount, metadata: { order_id: orderId } },
        { idempotencyKey: `refund-${orderId}` },
      );
    },

    async cancelSubscriptionNow(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: true, prorate: true });
      } catch (error) {
        // Cancelling twice is refused; a subscription that has already ended is what we asked for.
        const current = await stripe.subscriptions.retrieve(subscriptionId).catch(() => null);
        if (current?.status !== "canceled" && current?.status !== "incomplete_expired") throw error;
      }
    },
  };
}
