import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./fixtures";
import { writeToServerDatabase } from "./access";
import { signUpAndSignIn } from "./signed-in";

const OUTBOX = path.resolve(import.meta.dirname, "../../.data/e2e/mail");

async function subjectsFor(email: string): Promise<string[]> {
  const subjects: string[] = [];
  for (const file of await readdir(OUTBOX)) {
    const message = JSON.parse(await readFile(path.join(OUTBOX, file), "utf8")) as { to: string; subject: string };
    if (message.to === email) subjects.push(message.subject);
  }
  return subjects;
}

test.describe(() => {
  // After the refund the lesson answers 403 on purpose; browsers log that status.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("a Canadian buys the 7-Day Budget Bootcamp in CAD, sees it and its receipt, then refunds it", async ({
    page,
    visit,
    expectAccessible,
  }) => {
    const email = await signUpAndSignIn(page, "CA");
    await page.goto("/courses/budget-bootcamp");
    await page.getByRole("button", { name: "Buy Course" }).click();

    await expect(page.getByRole("heading", { name: "Test payment" })).toBeVisible();
    await expect(page.getByText("This is a test payment: no card is needed and nothing is charged.")).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText("59.00 CAD");
    await expectAccessible();
    await page.getByRole("button", { name: "Pay (test)" }).click();
    // Access on arrival: the first lesson opens, ready to be marked complete.
    await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/lesson\/1$/);
    await expect(page.getByTestId("toast")).toContainText("Welcome to 7-Day Budget Bootcamp! Test mode: nothing was charged.");
    await expect(page.getByRole("button", { name: "Mark Complete" }).first()).toBeVisible();

    // The course page no longer sells the course to its owner: it leads to the lessons.
    await visit("/courses/budget-bootcamp");
    await expect(page.getByText("You own this course")).toBeVisible();
    await expect(page.getByRole("button", { name: "Buy Course" })).toHaveCount(0);
    await page.getByRole("link", { name: "Start the course" }).click();
    await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/lesson\/1$/);

    await visit("/dashboard/purchases");
    const order = page.getByTestId("order");
    await expect(order).toHaveCount(1);
    await expect(order).toContainText("7-Day Budget Bootcamp");
    await expect(order.getByTestId("order-amount")).toHaveText("59.00 CAD");
    await expect(order.getByTestId("order-status")).toHaveText("paid");

    await order.getByRole("link", { name: /Receipt/ }).click();
    await expect(page.getByRole("heading", { name: "Receipt" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByTestId("receipt-total")).toHaveText("59.00 CAD");
    await expectAccessible();

    await page.goto("/dashboard/purchases");
    await page.getByRole("link", { name: /Request refund/ }).click();
    await expect(page.getByTestId("refund-amount")).toHaveText("59.00 CAD");
    await expectAccessible();
    await page.getByRole("button", { name: "Confirm refund" }).click();
    await expect(page).toHaveURL(/\/dashboard\/purchases$/);
    await expect(page.getByTestId("toast")).toContainText("Refund issued");
    await expect(page.getByTestId("order-status")).toHaveText("refunded");
    await expect(page.getByRole("link", { name: /Request refund/ })).toHaveCount(0);
    await expect.poll(() => subjectsFor(email)).toEqual(expect.arrayContaining(["Your Moneywise purchase", "Your Moneywise refund"]));

    // A refund ends access.
    const lesson = await page.goto("/courses/budget-bootcamp/lesson/1");
    expect(lesson?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Course Access Required" })).toBeVisible();
    await page.goto("/courses/budget-bootcamp");
    await expect(page.getByRole("button", { name: "Buy Course" })).toBeVisible();

    // A course staff gave (arranged as the console's grant writes it): listed as given, with no amount or receipt.
    await writeToServerDatabase([
      {
        sql: `insert into orders (id, user_id, product_name, status, amount, currency, comp_reason, paid_at, created_at)
              values (?, (select id from users where email = ?), 'debt-elimination-challenge', 'paid', 0, 'CAD', 'Contest', ?, ?)`,
        args: [crypto.randomUUID(), email, Date.now(), Date.now()],
      },
    ]);
    await visit("/dashboard/purchases");
    const given = page.getByTestId("order").filter({ hasText: "Debt" });
    await expect(given.getByTestId("order-status")).toHaveText("complimentary");
    await expect(given.getByTestId("order-amount")).toHaveCount(0);
    await expect(given.getByRole("link", { name: /Receipt/ })).toHaveCount(0);
    await expect(given.getByRole("link", { name: /View Course/i })).toBeVisible();
  });
});

test("an American subscribes to Premium in USD, sees the plan, cancels it and resumes it", async ({ page, visit, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "US");
  await visit("/dashboard/subscription");
  await expect(page.getByTestId("subscription-status")).toHaveText("Inactive");
  await expect(page.getByTestId("subscription-renewal")).toHaveText("No active subscription");
  // The plans show in the visitor's currency, with the switch beside them (the dashboard has no site header).
  const main = page.getByRole("main");
  const premium = main.getByRole("article").filter({ has: page.getByRole("heading", { name: "Premium", exact: true }) });
  await expect(premium).toContainText("Billed monthly in USD.");
  await main.getByRole("button", { name: "Show prices in CAD" }).click();
  await expect(premium).toContainText("Billed monthly in CAD.");
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await main.getByRole("button", { name: "Show prices in USD" }).click();
  await expect(premium).toContainText("Billed monthly in USD.");
  await page.getByRole("button", { name: "Go Premium" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText("19.00 USD");
  await page.getByRole("button", { name: "Pay (test)" }).click();

  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByTestId("toast")).toContainText("Your Premium plan is active. Test mode: nothing was charged.");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("subscription-tier")).toHaveText("Premium");
  await expect(page.getByTestId("subscription-renewal")).toHaveText(/^Renews on \w+ \d+, \d{4}$/);
  await expect(page.getByTestId("plan-badge")).toHaveText("Premium");
  // A plan changes in the currency it is billed in: no switch then.
  await expect(main.getByText("Your plan is billed in USD.")).toBeVisible();
  await expect(main.getByRole("button", { name: "Show prices in CAD" })).toHaveCount(0);
  await expectAccessible();
  // The plan opens every course.
  // Not lesson 2, whose video course-player.spec.ts sets and clears while other tests run.
  await visit("/courses/financial-masterclass/lesson/3");
  await expect(page.getByRole("button", { name: "Mark Complete" }).first()).toBeVisible();
  await expect(page.getByText("Month 3", { exact: true })).toBeVisible();
  await page
    .getByRole("link", { name: /Course Overview/ })
    .first()
    .click();
  await expect(page.getByText("Included in your plan")).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy Course" })).toHaveCount(0);

  // A plan button never starts a second subscription: it leads to the change's confirmation page.
  await page.goto("/#pricing");
  await page.locator("#pricing").getByRole("button", { name: "Go Elite" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\/change\?tier=elite$/);
  await expect(page.getByRole("heading", { name: "Change to Elite" })).toBeVisible();
  await page.goto("/dashboard/subscription");

  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await expect(page).toHaveURL(/\/billing\/local$/);
  await expect(page.getByRole("note")).toContainText("Nothing is charged.");
  await expectAccessible();
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("Test mode: nothing was charged.");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("subscription-renewal")).toHaveText(/^Ends on /);

  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await page.getByRole("button", { name: "Resume plan" }).click();
  await expect(page.getByTestId("subscription-renewal")).toHaveText(/^Renews on /);
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await page.getByRole("button", { name: "Switch to Elite" }).click();
  await expect(page.getByTestId("subscription-tier")).toHaveText("Elite");

  await visit("/dashboard/purchases");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByText("No purchases yet")).toBeVisible();
  await expect.poll(() => subjectsFor(email)).toContain("Your Moneywise subscription");
});

test("clicking Buy twice for a course lands on the same checkout, and paying it makes one order", async ({ page }) => {
  await signUpAndSignIn(page, "US");
  await page.goto("/courses/financial-masterclass");
  await page.getByRole("button", { name: "Buy Course" }).click();
  await expect(page.getByRole("heading", { name: "Test payment" })).toBeVisible();
  const checkout = page.url();

  await page.goto("/courses/financial-masterclass");
  await page.getByRole("button", { name: "Buy Course" }).click();
  await expect(page.getByRole("heading", { name: "Test payment" })).toBeVisible();
  expect(page.url()).toBe(checkout);

  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page).toHaveURL(/\/courses\/financial-masterclass\/lesson\/1$/);
  await page.goto("/dashboard/purchases");
  await expect(page.getByTestId("order")).toHaveCount(1);
  await expect(page.getByTestId("order-status")).toHaveText("paid");
});

test("an open checkout waits in the purchase history; cancelled, it charges nothing, says so and is not a purchase", async ({ page, visit }) => {
  await signUpAndSignIn(page, "US");
  await page.goto("/courses/debt-challenge");
  await page.getByRole("button", { name: "Buy Course" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText("97.00 USD");
  const checkout = page.url();

  await visit("/dashboard/purchases");
  const order = page.getByTestId("order");
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId("order-status")).toHaveText("Awaiting payment");
  await order.getByRole("link", { name: "Complete payment for Debt-Free in 90 Days Challenge" }).click();
  await expect(page.getByTestId("checkout-total")).toHaveText("97.00 USD");
  expect(page.url()).toBe(checkout);

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/courses\/debt-challenge$/);
  await expect(page.getByTestId("toast")).toContainText("Checkout cancelled, you have not been charged");
  await page.goto("/dashboard/purchases");
  await expect(page.getByTestId("order")).toHaveCount(0);
  await expect(page.getByText("No purchases yet")).toBeVisible();
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a test checkout whose link is broken says nothing was charged", async ({ page, expectAccessible }) => {
    await signUpAndSignIn(page, "CA");
    await page.goto("/courses/budget-bootcamp");
    await page.getByRole("button", { name: "Buy Course" }).click();
    await expect(page).toHaveURL(/\/checkout\/local\?session=/);
    const broken = new URL(page.url());
    broken.searchParams.set("session", `${broken.searchParams.get("session")}x`);
    expect((await page.goto(broken.pathname + broken.search))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This test checkout is not valid" })).toBeVisible();
    await expect(page.getByRole("note")).toHaveText("Its link is broken or belongs to another account. Nothing was charged.");
    await expectAccessible();
  });
});
