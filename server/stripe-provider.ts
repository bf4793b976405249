import Stripe from "stripe";
import { checkoutSessionSchema, readObject, subscriptionSchema, type PaymentProvider } from "~/features/payments/types";
import { findPlan, type Currency, type Plan, type PlanTier } from "~/lib/domain/catalog";
import { isCurrency } from "~/lib/domain/money";
import { planChangePreview } from "~/features/payments/plan-change";
import { pendingChange, subscriptionTier } from "~/features/payments/subscription-state";
import { isLiveStripeKey, type PaymentSettings } from "./settings";

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

/**
 * A session's payment with its latest charge: whether it was refunded or failed, whatever events came
 * first, the card it was paid with, and (expanded too, since Stripe no longer lists them on a charge by
 * default) its refunds with their dates; and its taxes one by one, for the receipt.
 */
const PAYMENT_STATE = "payment_intent.latest_charge";
const PAYMENT_EXPANSIONS = [PAYMENT_STATE, `${PAYMENT_STATE}.refunds`, "total_details.breakdown"];

/** Stripe Checkout with `price_data` from the catalogue, so nothing needs setting up in the dashboard. */
export function createStripeProvider(settings: PaymentSettings & { stripeSecretKey: string }): PaymentProvider {
  const stripe = createStripeClient(settings.stripeSecretKey, settings.stripeApiUrl);
  return {
    name: "stripe",
    // Only a live key moves money (settings refuse the local checkout beside one).
    takesTestPayments: !isLiveStripeKey(settings.stripeSecretKey),

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
          // Checkout in Canadian French for a buyer who started on a French page; otherwise the browser's language.
          ...(session.locale === "fr" ? { locale: "fr-CA" as const } : {}),
        },
        { idempotencyKey: session.idempotencyKey },
      );
      if (!created.url) throw new Error(`Checkout Session ${created.id} has no URL`);
      return { id: created.id, url: created.url };
    },

    async retrieveCheckoutSession(id) {
      return readObject(checkoutSessionSchema, await stripe.checkout.sessions.retrieve(id, { expand: PAYMENT_EXPANSIONS }), "Checkout Session");
    },

    async expireCheckoutSession(id) {
      try {
        return readObject(checkoutSessionSchema, await stripe.checkout.sessions.expire(id, { expand: PAYMENT_EXPANSIONS }), "Checkout Session");
      } catch (error) {
        // Only an open session can be expired: one paid (or expired) meanwhile is read as it ended.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        return readObject(
          checkoutSessionSchema,
          await stripe.checkout.sessions.retrieve(id, { expand: PAYMENT_EXPANSIONS }),
          "Checkout Session",
        );
      }
    },

    async checkoutSessionForPayment(paymentIntentId) {
      const found = await stripe.checkout.sessions.list({
        payment_intent: paymentIntentId,
        limit: 1,
        expand: PAYMENT_EXPANSIONS.map((path) => `data.${path}`),
      });
      return found.data[0] ? readObject(checkoutSessionSchema, found.data[0], "Checkout Session") : null;
    },

    async currentSubscription(subscription) {
      return retrieveSubscription(typeof subscription === "string" ? subscription : subscription.id);
    },

    async createPortalSession(customerId, returnUrl, locale) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        // The portal in Canadian French for a learner who came from a French page, as Checkout.
        ...(locale === "fr" ? { locale: "fr-CA" as const } : {}),
      });
      return portal.url;
    },

    async refund({ paymentId, amount, orderId }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentId, amount, metadata: { order_id: orderId } },
        { idempotencyKey: `refund-${orderId}` },
      );
      return { refundedAt: new Date(refund.created * 1000) };
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

    async deleteCustomer(customerId) {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        // Deleting twice finds no customer: what we asked for.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")) throw error;
      }
    },

    // Stripe's own subscription decides (the known row may trail a Billing Portal change still on its way).
    async previewPlanChange(change) {
      const current = await retrieveSubscription(change.subscriptionId);
      const item = current.items.data[0];
      const from = subscriptionTier(current);
      const currency = item?.price?.currency.toUpperCase();
      if (!item?.id || !from || !isCurrency(currency)) throw new Error(`Subscription ${change.subscriptionId} is not on a catalogue plan`);
      return planChangePreview({
        from,
        to: change.tier,
        currency,
        periodEnd: new Date(item.current_period_end * 1000),
        upgradeAmount: async () => {
          const preview = await stripe.invoices.createPreview({
            subscription: change.subscriptionId,
            subscription_details: {
              items: [{ id: item.id!, price_data: await planPriceData({ tier: change.tier, currency }) }],
              proration_behavior: "always_invoice",
              proration_date: change.prorationDate,
            },
          });
          return preview.amount_due;
        },
      });
    },

    async upgradeNow(change) {
      const { item, schedule, currency } = await planItem(change.subscriptionId);
      // A subscription run by a schedule (a downgrade waiting) refuses a direct change: the upgrade replaces it,
      // released before the payment is known. A declined card leaves it dropped, so the learner is told which it was.
      const waiting = schedule ? pendingChange(await retrieveSubscription(change.subscriptionId)) : null;
      if (schedule) await stripe.subscriptionSchedules.release(schedule, {}, { idempotencyKey: `${change.idempotencyKey}-release` });
      const updated = await stripe.subscriptions.update(
        change.subscriptionId,
        {
          items: [{ id: item, price_data: await planPriceData({ tier: change.tier, currency }) }],
          proration_behavior: "always_invoice",
          proration_date: change.prorationDate,
          // The change applies only once its invoice is paid: a declined card leaves the plan as it was.
          payment_behavior: "pending_if_incomplete",
          expand: ["latest_invoice"],
        },
        { idempotencyKey: change.idempotencyKey },
      );
      const invoice = typeof updated.latest_invoice === "object" ? updated.latest_invoice : null;
      if (updated.pending_update || !invoice) {
        return { status: "declined", subscription: await retrieveSubscription(change.subscriptionId), droppedChange: waiting?.tier ?? null };
      }
      return {
        status: "upgraded",
        amountCharged: invoice.amount_paid,
        currency,
        subscription: await retrieveSubscription(change.subscriptionId),
      };
    },

    async downgradeAtPeriodEnd(change) {
      const { price, schedule, periodEnd, currency } = await planItem(change.subscriptionId);
      const current = schedule
        ? await stripe.subscriptionSchedules.retrieve(schedule)
        : await stripe.subscriptionSchedules.create(
            { from_subscription: change.subscriptionId },
            { idempotencyKey: `${change.idempotencyKey}-schedule` },
          );
      // Stripe wants the running phase restated as it is: its own start, ending when the paid period does.
      const phaseStart = current.phases[0]?.start_date;
      if (phaseStart === undefined) throw new Error(`Schedule ${current.id} has no phase`);
      await stripe.subscriptionSchedules.update(
        current.id,
        {
          end_behavior: "release",
          phases: [
            { items: [{ price, quantity: 1 }], start_date: phaseStart, end_date: periodEnd },
            {
              items: [{ price_data: await planPriceData({ tier: change.tier, currency }), quantity: 1 }],
              metadata: { tier: change.tier },
              proration_behavior: "none",
            },
          ],
        },
        { idempotencyKey: change.idempotencyKey },
      );
      return retrieveSubscription(change.subscriptionId);
    },

    async keepCurrentPlan(subscriptionId) {
      const { schedule } = await planItem(subscriptionId);
      if (schedule) await stripe.subscriptionSchedules.release(schedule);
      return retrieveSubscription(subscriptionId);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const { schedule } = await planItem(subscriptionId);
      if (schedule) await stripe.subscriptionSchedules.release(schedule);
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
      return retrieveSubscription(subscriptionId);
    },
  };

  async function retrieveSubscription(id: string) {
    // The product's metadata names the plan (see subscriptionTier); the schedule holds a change waiting for the period's end.
    const subscription = await stripe.subscriptions.retrieve(id, { expand: ["items.data.price.product", "schedule.phases.items.price"] });
    return readObject(subscriptionSchema, subscription, "Subscription");
  }

  /** The subscription's one item (its plan), its period and the schedule running it, if any. */
  async function planItem(subscriptionId: string) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    const currency = item?.price.currency.toUpperCase();
    if (!item || !isCurrency(currency)) throw new Error(`Subscription ${subscriptionId} is not on a catalogue plan`);
    return {
      currency,
      item: item.id,
      price: item.price.id,
      periodEnd: item.current_period_end,
      schedule: typeof subscription.schedule === "string" ? subscription.schedule : (subscription.schedule?.id ?? null),
    };
  }

  /** The plan's monthly price, on the plan's own product (whose metadata names the tier, see subscriptionTier). */
  async function planPriceData(change: { tier: PlanTier; currency: Currency }) {
    const plan = findPlan(change.tier)!;
    return {
      currency: change.currency.toLowerCase(),
      product: await planProduct(plan),
      unit_amount: plan.price[change.currency],
      recurring: { interval: "month" as const },
      ...(settings.automaticTax ? { tax_behavior: "exclusive" as const } : {}),
    };
  }

  /** Each plan's product has a fixed id, made on first use: a subscription's item needs one for its price. */
  async function planProduct(plan: Plan): Promise<string> {
    const id = `moneywise_plan_${plan.tier}`;
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
    }
    try {
      return (await stripe.products.create({ id, name: `${plan.name} plan`, metadata: { tier: plan.tier } })).id;
    } catch (error) {
      // Made meanwhile by another request.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_already_exists") return id;
      throw error;
    }
  }
}
