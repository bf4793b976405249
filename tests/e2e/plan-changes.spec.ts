import { expect, test } from "./fixtures";
import { latestEmail } from "./mail";
import { signUpAndSignIn } from "./signed-in";
import type { Page } from "@playwright/test";

// Plan changes in the app (ADR 026), with the local provider: the page states the amount before
// confirming, an upgrade applies at once, a downgrade waits for the end of the paid period.

async function subscribe(page: Page, button: "Get Started" | "Go Premium") {
  await page.goto("/dashboard/subscription");
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
}

test.describe("from the course gate", () => {
  // The gate answers 403, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 403/] });

  test("a Basic subscriber upgrades to Premium from the subscription page, reading the amount before confirming", async ({
    page,
    expectAccessible,
  }) => {
    await signUpAndSignIn(page, "CA");
    await subscribe(page, "Get Started");
    await expect(page.getByTestId("subscription-tier")).toHaveText("Basic");
    // Their own plan is marked; the others lead to the change page, not to a second checkout.
    await expect(page.getByText("Current plan")).toBeVisible();

    // The course gate's offer leads to the same change page, which fits a phone.
    await page.goto("/courses/debt-challenge/lesson/1");
    await page.getByRole("main").getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription\/change\?tier=premium$/);
    await expect(page.getByTestId("plan-change-summary")).toContainText("You move to Premium now.");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/dashboard/subscription");

    await page.getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription\/change\?tier=premium$/);
    const summary = page.getByTestId("plan-change-summary");
    await expect(summary).toHaveText(
      /^You move to Premium now\. You pay CA\$\d+\.\d\d today for the rest of this month, then CA\$25\.00 a month\.$/,
    );
    const shown = /CA\$\d+\.\d\d/.exec((await summary.textContent()) ?? "")![0];
    await expectAccessible();

    await page.getByRole("button", { name: "Confirm and pay" }).click();
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(page.getByTestId("toast")).toContainText(`You are on Premium now; ${shown} was charged.`);
    await expect(page.getByTestId("subscription-tier")).toHaveText("Premium");
    await expect(page.getByTestId("plan-badge")).toHaveText("Premium");

    // The same confirmation again (Back and resubmit) changes and charges nothing.
    await page.goto("/dashboard/subscription/change?tier=premium");
    await expect(page).toHaveURL(/\/dashboard\/subscription$/);
    await expect(page.getByTestId("toast")).toContainText("You are on Premium already");
  });
});

async function scheduleBasic(page: Page) {
  await page.getByRole("link", { name: "Switch to Basic" }).click();
  await expect(page.getByTestId("plan-change-summary")).toHaveText(
    /^Your plan changes to Basic on \w+ \d+, \d{4}; you keep Premium until then, then pay CA\$11\.00 a month\.$/,
  );
  await page.getByRole("button", { name: "Confirm the change" }).click();
  await expect(page.getByTestId("toast")).toContainText("Plan change scheduled");
  await expect(page.getByTestId("subscription-tier")).toHaveText("Premium");
  await expect(page.getByTestId("pending-change")).toHaveText(/^Your plan changes to Basic on \w+ \d+, \d{4}\.$/);
}

test("a downgrade shows as pending and is emailed when scheduled; Keep Premium calls it off", async ({ page, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  await subscribe(page, "Go Premium");
  await scheduleBasic(page);
  await expectAccessible();
  const shown = (await page.getByTestId("pending-change").textContent())!;
  const latestNotice = async () => (await latestEmail(email, /Your Moneywise subscription/)).text;
  await expect.poll(latestNotice).toContain(`${shown} You keep Premium until then.`);

  await page.getByRole("button", { name: "Keep Premium" }).click();
  await expect(page.getByTestId("toast")).toContainText("You stay on Premium");
  await expect(page.getByTestId("pending-change")).toHaveCount(0);
  await expect(page.getByTestId("subscription-tier")).toHaveText("Premium");
  await expect.poll(latestNotice).toContain("You are keeping Premium: the change to Basic is called off.");
});

test("a downgrade takes effect when the period ends; the plan then cancels and resumes at period end", async ({ page }) => {
  await signUpAndSignIn(page, "CA");
  await subscribe(page, "Go Premium");
  await scheduleBasic(page);
  // The test plan page stands in for the clock: the period ends, and the scheduled change with it.
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await page.getByRole("button", { name: "End the period now" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription$/);
  await expect(page.getByTestId("subscription-tier")).toHaveText("Basic");
  await expect(page.getByTestId("pending-change")).toHaveCount(0);

  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByTestId("subscription-renewal")).toHaveText(/^Ends on /);
  await page.getByRole("button", { name: "Resume plan" }).click();
  await expect(page.getByTestId("subscription-renewal")).toHaveText(/^Renews on /);
});
