import Stripe from "stripe";
import { providerEventSchema, readObject, type Payments } from "~/features/payments/types";
import type { Database } from "../db/client";
import { createLocalProvider } from "~/features/payments/local-provider.server";
import { isLiveStripeKey, type PaymentSettings, type Settings } from "./settings";
import { createStripeProvider } from "./stripe-provider";

/** Stripe's default, made explicit: a signature older than five minutes is refused (replay protection). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
}

/** The payments part of the load context, built per request from the settings. */
export function createPayments(settings: Settings, db: Database): Payments {
  const { payments } = settings;
  const provider =
    payments.provider === "local"
      ? createLocalProvider({ db, siteUrl: settings.siteUrl, secret: settings.sessionSecret })
      : payments.provider === "stripe" && payments.stripeSecretKey
        ? createStripeProvider({ ...payments, stripeSecretKey: payments.stripeSecretKey })
        : null;
  return {
    provider,
    automaticTax: payments.automaticTax,
    async verifyWebhook(rawBody, signature) {
      if (!payments.webhookSecret) throw new WebhookVerificationError("STRIPE_WEBHOOK_SECRET is not set: webhooks are refused");
      if (!signature) throw new WebhookVerificationError("No Stripe-Signature header");
      let event;
      try {
        // SubtleCrypto runs in workerd and in Node alike (the Node-only default does not run in workerd).
        event = await Stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          payments.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          Stripe.createSubtleCryptoProvider(),
        );
      } catch (error) {
        throw new WebhookVerificationError(error instanceof Error ? error.message : String(error));
      }
      return readObject(providerEventSchema, event, "Webhook event");
    },
  };
}

/** The line the Node server logs at start-up: which provider takes payments, and whether anyone is charged. */
export function paymentsNotice({ provider, stripeSecretKey }: PaymentSettings): string {
  if (provider === "stripe") {
    return `Payments: Stripe, with a ${stripeSecretKey && isLiveStripeKey(stripeSecretKey) ? "live key: learners are charged" : "test key: no card is charged"}.`;
  }
  if (provider === "local") return "Payments: the local test checkout (PAYMENTS=local): nothing is charged.";
  return "Payments: none, so buy buttons say payments are not set up. Set STRIPE_SECRET_KEY, or PAYMENTS=local for test payments.";
}
