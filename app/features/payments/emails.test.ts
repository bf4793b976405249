import { describe, expect, it } from "vitest";
import { emailLanguage } from "~/lib/services/auth/account-words.server";
import { purchaseEmail, subscriptionEmail } from "./emails";
import type { SubscriberState } from "./subscription-state";

const SITE = new URL("https://moneywise.test");
const ENGLISH = emailLanguage("en");
const FRENCH = emailLanguage("fr");
const END = new Date("2027-03-03T15:00:00Z");
const premium: SubscriberState = {
  subscribed: true,
  subscriptionTier: "premium",
  subscriptionEnd: END,
  cancelAtPeriodEnd: false,
  pendingTier: null,
  pendingAt: null,
};
const downgrading: SubscriberState = { ...premium, pendingTier: "basic", pendingAt: END };

describe("subscriptionEmail: a scheduled downgrade", () => {
  it("is told when it is scheduled, with its date and what stays until then", () => {
    const email = subscriptionEmail("ana@example.com", SITE, premium, downgrading, { cents: 2500, currency: "CAD" }, ENGLISH, "UTC");
    expect(email?.text).toContain("Your plan changes to Basic on March 3, 2027. You keep Premium until then.");
    expect(email?.text).toContain("https://moneywise.test/dashboard/subscription");
  });

  it("is told again when called off", () => {
    expect(subscriptionEmail("ana@example.com", SITE, downgrading, premium, { cents: 2500, currency: "CAD" }, ENGLISH, "UTC")?.text).toContain(
      "You are keeping Premium: the change to Basic is called off. Renews on March 3, 2027.",
    );
  });

  it("writes the day as it is in the learner's zone: 01:00 UTC on March 3 is still March 2 in Vancouver", () => {
    const early = new Date("2027-03-03T01:00:00Z");
    const email = subscriptionEmail(
      "ana@example.com",
      SITE,
      premium,
      { ...premium, pendingTier: "basic", pendingAt: early },
      null,
      ENGLISH,
      "America/Vancouver",
    );
    expect(email?.text).toContain("Your plan changes to Basic on March 2, 2027.");
  });

  it("is not told twice when the same schedule is synced again", () => {
    expect(
      subscriptionEmail("ana@example.com", SITE, downgrading, { ...downgrading }, { cents: 2500, currency: "CAD" }, ENGLISH, "UTC"),
    ).toBeNull();
  });

  it("taking effect is the switch itself", () => {
    const basic: SubscriberState = { ...premium, subscriptionTier: "basic", subscriptionEnd: new Date("2027-04-03T15:00:00Z") };
    expect(subscriptionEmail("ana@example.com", SITE, downgrading, basic, { cents: 1100, currency: "CAD" }, ENGLISH, "UTC")?.text).toContain(
      "You switched to Basic at 11.00 CAD a month. Renews on April 3, 2027.",
    );
  });
});

describe("the money emails in French", () => {
  it("write a scheduled downgrade in French, the date and price the French way, the link to the French page", () => {
    const email = subscriptionEmail("ana@example.com", SITE, premium, downgrading, { cents: 2500, currency: "CAD" }, FRENCH, "UTC");
    expect(email?.subject).toBe("Votre abonnement Moneywise");
    expect(email?.text).toContain("Votre forfait passera à Basic le 3 mars 2027. Vous gardez le forfait Premium d’ici là.");
    expect(email?.text).toContain("https://moneywise.test/fr/dashboard/subscription");
    // French typography: a space before the colon of the link's line.
    expect(email?.text).toMatch(/\S : https:\/\/moneywise\.test\/fr\/dashboard\/subscription/);
    expect(subscriptionEmail("ana@example.com", SITE, premium, downgrading, null, ENGLISH, "UTC")?.text).toMatch(
      /\S: https:\/\/moneywise\.test\/dashboard/,
    );
  });

  it("write a purchase with its amount in « $ CA »", () => {
    const email = purchaseEmail("ana@example.com", SITE, [{ title: "Camp budgétaire de 7 jours", amount: 5900, currency: "CAD" }], FRENCH);
    expect(email.text.replace(/\u00a0/g, " ")).toContain(
      "Votre paiement de 59,00 $ CA a été accepté et votre cours est prêt : Camp budgétaire de 7 jours.",
    );
    expect(email.text).toContain("https://moneywise.test/fr/dashboard/purchases");
  });
});
