/** Texts of the purchase and subscribe buttons, shared by every page that shows them (spec sections 4 and 8). */
export const CHECKOUT_TEXTS = {
  busyLabel: "Processing...",
  authRequiredTitle: "Authentication Required",
  subscribeAuthRequired: "Please log in to subscribe to a plan.",
  purchaseAuthRequired: "Please log in to purchase this course.",
  // Until payments exist, a signed-in buyer is told plainly that nothing happened.
  comingSoonTitle: "Checkout opens soon",
  subscribeComingSoon: "Online payments are not open yet, so you have not been charged. Plans will be available here soon.",
  purchaseComingSoon: "Online payments are not open yet, so you have not been charged. This course will be on sale here soon.",
} as const;
