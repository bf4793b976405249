/** Texts of the purchase and subscribe buttons, shared by every page that shows them (spec sections 4 and 8). */
export const CHECKOUT_TEXTS = {
  busyLabel: "Processing...",
  authRequiredTitle: "Authentication Required",
  subscribeAuthRequired: "Please log in to subscribe to a plan.",
  purchaseAuthRequired: "Please log in to purchase this course.",
} as const;
