// Checkout's and billing's toasts come from the catalogue (`course.checkout.*`, `course.billing.*`) in the
// buyer's language: in English, word for word what CHECKOUT_TEXTS (which other pages still show) says.
import { describe, expect, it } from "vitest";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey } from "~/lib/i18n/messages";
import { CHECKOUT_TEXTS, testModeDescription } from "./checkout-texts";

const SAME_AS: Partial<Record<keyof typeof CHECKOUT_TEXTS, MessageKey>> = {
  busyLabel: "course.page.processing",
  authRequiredTitle: "course.checkout.authRequiredTitle",
  subscribeAuthRequired: "course.checkout.subscribeAuthRequired",
  purchaseAuthRequired: "course.checkout.purchaseAuthRequired",
  errorTitle: "course.checkout.errorTitle",
  subscribeFailed: "course.checkout.subscribeFailed",
  purchaseFailed: "course.checkout.purchaseFailed",
  unavailableTitle: "course.checkout.unavailableTitle",
  unavailable: "course.checkout.unavailable",
  ownedTitle: "course.checkout.ownedTitle",
  owned: "course.checkout.owned",
  subscribedTitle: "course.checkout.subscribedTitle",
  subscribed: "course.checkout.subscribed",
  limitedTitle: "course.checkout.limitedTitle",
  limited: "course.checkout.limited",
  cancelledTitle: "course.checkout.cancelledTitle",
  cancelled: "course.checkout.cancelled",
  purchasedTitle: "course.checkout.purchasedTitle",
  subscriptionStartedTitle: "course.checkout.subscriptionStartedTitle",
  processingTitle: "course.checkout.processingTitle",
  processing: "course.checkout.processing",
  portalFailed: "course.billing.portalFailed",
};

describe("checkout's words", () => {
  it("are CHECKOUT_TEXTS' in English, word for word", () => {
    for (const [name, key] of Object.entries(SAME_AS)) {
      expect(translate("en", key), name).toBe(CHECKOUT_TEXTS[name as keyof typeof CHECKOUT_TEXTS]);
    }
    expect(translate("en", "course.checkout.testMode", { description: "Plan updated." })).toBe(testModeDescription("Plan updated."));
    expect(translate("en", "course.testCheckout.failed")).toBe(`${CHECKOUT_TEXTS.testNothingCharged} Please try again in a moment.`);
  });

  it("say in French that nothing was charged in test mode", () => {
    expect(translate("fr", "course.checkout.testMode", { description: "Votre forfait sera renouvelé." })).toBe(
      "Votre forfait sera renouvelé. Mode test : rien n’a été facturé.",
    );
    expect(translate("fr", "course.checkout.planLine", { plan: "Premium" })).toBe("Forfait Premium");
  });
});
