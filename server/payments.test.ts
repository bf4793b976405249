import { describe, expect, it } from "vitest";
import { paymentsNotice } from "./payments";
import { parseSettings } from "./settings";

const payments = (env: Record<string, string>) =>
  parseSettings({ TURSO_DATABASE_URL: "file:unused.db", SESSION_SECRET: "x".repeat(32), SITE_URL: "https://moneywise.example", ...env })
    .payments;

describe("paymentsNotice", () => {
  it("says whether learners are charged", () => {
    expect(paymentsNotice(payments({ STRIPE_SECRET_KEY: "sk_live_x" }))).toBe("Payments: Stripe, with a live key: learners are charged.");
    expect(paymentsNotice(payments({ STRIPE_SECRET_KEY: "rk_live_x" }))).toMatch(/live key/);
    expect(paymentsNotice(payments({ STRIPE_SECRET_KEY: "sk_test_x" }))).toBe("Payments: Stripe, with a test key: no card is charged.");
    expect(paymentsNotice(payments({ PAYMENTS: "local" }))).toBe("Payments: the local test checkout (PAYMENTS=local): nothing is charged.");
  });
});
