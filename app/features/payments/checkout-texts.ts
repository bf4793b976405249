/** Texts of buying and subscribing, shared by every page and action that shows them (spec sections 4 and 8). */
export const CHECKOUT_TEXTS = {
  busyLabel: "Processing...",
  authRequiredTitle: "Authentication Required",
  subscribeAuthRequired: "Please log in to subscribe to a plan.",
  purchaseAuthRequired: "Please log in to purchase this course.",
  errorTitle: "Error",
  subscribeFailed: "Failed to create checkout session. Please try again.",
  purchaseFailed: "Failed to create payment session. Please try again.",
  unavailableTitle: "Payments are not available",
  unavailable: "Payments are not set up on this site yet, so you have not been charged.",
  ownedTitle: "You already own this course",
  owned: "It is in your purchases, so you have not been charged again.",
  subscribedTitle: "You already have a plan",
  subscribed: "Switch or cancel your plan here; you have not been charged again.",
  limitedTitle: "Too many checkouts today",
  limited:
    "You have started the most checkouts we allow in one day. A course you have already started returns to its checkout; anything else can wait until tomorrow. You have not been charged.",
  cancelledTitle: "Checkout cancelled",
  cancelled: "Checkout cancelled, you have not been charged",
  purchasedTitle: "Payment successful",
  subscriptionStartedTitle: "Subscription active",
  processingTitle: "Payment processing",
  processing: "Your bank is still confirming the payment. We will email you as soon as it goes through.",
  refundedTitle: "Refund issued",
  refunded: "Your money is on its way back; this purchase no longer gives access to the course.",
  refundFailed: "The refund could not be made. Please try again.",
  notRefundable: "This purchase cannot be refunded: the 30-day money-back guarantee covers a paid course for 30 days after purchase.",
  portalFailed: "Plan management could not be opened. Please try again.",
  /** Said by every view of the local provider's pages and every toast they lead to. */
  testNothingCharged: "Test mode: nothing was charged.",
} as const;

/** A toast after a step of the local provider (test payments): it says that no money moved. */
export function testModeDescription(description: string): string {
  return `${description} ${CHECKOUT_TEXTS.testNothingCharged}`;
}
