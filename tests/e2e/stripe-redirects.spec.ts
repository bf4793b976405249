/**
 * Stripe without JavaScript (issue 19): Buy and Manage Subscription are forms whose answer is a 303 to
 * Stripe's hosted pages, and a browser without JavaScript follows it only when the CSP's form-action
 * names them. The site runs here with Stripe as its provider (the real SDK against
 * tests/support/fake-stripe.ts), and a browser of its own reaches "Stripe" at the stand-in
 * (tests/support/stripe-hosted-pages.ts), never at Stripe.
 */
import { chromium } from "@playwright/test";
import { eq } from "drizzle-orm";
import { customers, subscribers, users } from "../../db/schema";
import { openScriptDatabase } from "../../scripts/database";
import { startAttackServer } from "../support/attack-server";
import { fakeSubscription, startFakeStripe } from "../support/fake-stripe";
import { startStripeHostedPages } from "../support/stripe-hosted-pages";
import { expect, test } from "./fixtures";

/** Gives the learner an active plan, so the subscription page offers Manage Subscription. */
async function givePlan(databaseUrl: string, email: string) {
  const { client, db } = await openScriptDatabase(databaseUrl);
  try {
    const user = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
    await db.insert(subscribers).values({
      userId: user!.id,
      subscribed: true,
      subscriptionTier: "premium",
      subscriptionEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
      providerSubscriptionId: "sub_fake_plan",
    });
  } finally {
    client.close();
  }
}

test("a learner reaches Stripe Checkout and the Billing Portal through the site's forms", async ({ launchOptions, javaScriptEnabled }) => {
  const stripe = await startFakeStripe();
  const hostedPages = await startStripeHostedPages();
  const site = await startAttackServer({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_URL: stripe.url, PASSWORD_HASH_COST: "4" });
  const browser = await chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), ...hostedPages.browserArgs] });
  try {
    const email = `stripe-${crypto.randomUUID()}@example.com`;
    const cookies = (await site.signedIn(email)).split("; ").map((cookie) => {
      const [name, ...value] = cookie.split("=");
      return { name: name!, value: value.join("="), url: site.origin };
    });
    const context = await browser.newContext({ javaScriptEnabled, baseURL: site.origin });
    await context.addCookies(cookies);
    const page = await context.newPage();
    // A form the CSP stops shows up here ("Refused to send form data to …").
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });

    await page.goto("/courses/budget-bootcamp");
    await page.getByRole("button", { name: "Buy Course" }).click();
    await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake_\d+$/);
    await expect(page.getByRole("heading", { name: "Stripe Checkout stand-in" })).toBeVisible();

    // The checkout above made the learner's Stripe customer; with a plan, the portal opens for it.
    await givePlan(site.databaseUrl, email);
    await page.goto("/dashboard/subscription");
    await page.getByRole("button", { name: "Manage Subscription" }).click();
    await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_fake_\d+$/);
    await expect(page.getByRole("heading", { name: "Stripe Billing Portal stand-in" })).toBeVisible();

    expect(hostedPages.visits).toEqual([
      expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\//),
      expect.stringMatching(/^https:\/\/billing\.stripe\.com\/p\/session\//),
    ]);
    expect(consoleErrors).toEqual([]);
  } finally {
    await browser.close();
    await Promise.all([site.close(), hostedPages.close(), stripe.close()]);
  }
});

/** A Canadian learner on Basic at the Stripe stand-in, half-way through the month. */
async function giveBasicPlan(databaseUrl: string, email: string, stripe: Awaited<ReturnType<typeof startFakeStripe>>) {
  const { client, db } = await openScriptDatabase(databaseUrl);
  const periodEnd = Math.floor(Date.now() / 1000) + 15 * 24 * 60 * 60;
  try {
    const user = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
    await db.insert(customers).values({ userId: user!.id, providerCustomerId: "cus_fake_basic" });
    await db.insert(subscribers).values({
      userId: user!.id,
      subscribed: true,
      subscriptionTier: "basic",
      subscriptionEnd: new Date(periodEnd * 1000),
      providerSubscriptionId: "sub_fake_basic",
    });
  } finally {
    client.close();
  }
  stripe.set(
    "sub_fake_basic",
    fakeSubscription({ id: "sub_fake_basic", customer: "cus_fake_basic", tier: "basic", amount: 1100, currency: "cad", periodEnd }),
  );
}

test("a Basic member upgrades to Premium against the Stripe stand-in, charged what the page showed", async ({
  launchOptions,
  javaScriptEnabled,
}) => {
  const stripe = await startFakeStripe();
  const site = await startAttackServer({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_URL: stripe.url, PASSWORD_HASH_COST: "4" });
  const browser = await chromium.launch(launchOptions);
  try {
    const email = `upgrade-${crypto.randomUUID()}@example.com`;
    const cookies = (await site.signedIn(email)).split("; ").map((cookie) => {
      const [name, ...value] = cookie.split("=");
      return { name: name!, value: value.join("="), url: site.origin };
    });
    await giveBasicPlan(site.databaseUrl, email, stripe);
    const context = await browser.newContext({ javaScriptEnabled, baseURL: site.origin });
    await context.addCookies(cookies);
    const page = await context.newPage();

    await page.goto("/dashboard/subscription");
    await page.getByRole("link", { name: "Upgrade to Premium" }).click();
    const summary = page.getByTestId("plan-change-summary");
    await expect(summary).toHaveText(/You pay CA\$\d+\.\d\d today for the rest of this month, then CA\$25\.00 a month\.$/);
    const shown = /CA\$\d+\.\d\d/.exec((await summary.textContent()) ?? "")![0];
    await page.getByRole("button", { name: "Confirm and pay" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(page.getByTestId("toast")).toContainText(`You are on Premium now; ${shown} was charged.`);
    await expect(page.getByTestId("subscription-tier")).toHaveText("Premium");

    const preview = stripe.requests.find((request) => request.path === "/v1/invoices/create_preview")!;
    const update = stripe.requests.find((request) => request.path === "/v1/subscriptions/sub_fake_basic" && request.method === "POST")!;
    expect(update.body.proration_date).toBe(preview.body["subscription_details[proration_date]"]);
    expect(update.body.proration_behavior).toBe("always_invoice");
  } finally {
    await browser.close();
    await Promise.all([site.close(), stripe.close()]);
  }
});
