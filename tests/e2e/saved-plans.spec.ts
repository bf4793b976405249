/**
 * Saved plans as one story, with and without JavaScript (issue 27 item 1): a signed-in learner saves a
 * debt plan in the debt payoff planner under a name, finds it in Dashboard → Saved Plans, opens it,
 * changes a value and presses "Save changes", renames it and deletes another plan. Limits, races,
 * other learners' ids and bad input are tested in tests/integration/saved-plans.test.ts.
 */
import { expect, test } from "./fixtures";
import { calculate } from "./tools-helpers";
import { signUpAndSignIn } from "./signed-in";

const PLANNER = "/tools/debt-payoff-planner";
const CAR_LOAN = "strategy=avalanche&name=Car+loan&balance=8000&interestRate=6.5&minimumPayment=250&extraPayment=100";

test("a learner saves a debt plan, reopens it from the dashboard, saves a change, renames it and deletes another", async ({
  page,
  visit,
  javaScriptEnabled,
}) => {
  // A visitor keeps the permanent link and is invited to sign in.
  await visit(`${PLANNER}?${CAR_LOAN}`);
  await expect(page.getByRole("link", { name: "Sign in to save plans" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Plan" })).toBeVisible();
  // The invitation leads to Log In, which will come back to this plan.
  await page.getByRole("link", { name: "Sign in to save plans" }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`${PLANNER}?${CAR_LOAN}`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await signUpAndSignIn(page, "CA");
  await visit(`${PLANNER}?${CAR_LOAN}`);
  await expect(page.getByTestId("plan-allowance")).toContainText("0 of 5 saved plans.");
  await page.getByLabel("Plan name").fill("Car loan payoff");
  await page.getByRole("button", { name: "Save Plan" }).click();
  await expect(page.getByTestId("toast")).toContainText("“Car loan payoff” is in your saved plans.");
  await expect(page.getByRole("heading", { name: "Open plan: Car loan payoff" })).toBeVisible();
  await expect(page).toHaveURL(/extraPayment=100&plan=[0-9a-f-]{36}$/);

  // A second plan, saved as new from the open one, to delete later.
  await page.getByLabel("Name for a new plan").fill("Old plan");
  await page.getByRole("button", { name: "Save as new" }).click();
  await expect(page.getByRole("heading", { name: "Open plan: Old plan" })).toBeVisible();

  await page.getByRole("link", { name: "See your saved plans" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Saved Plans" })).toBeVisible();
  await expect(page.getByTestId("plan-allowance")).toHaveText("2 of 5 saved plans.");
  await expect(page.getByTestId("saved-plan").getByRole("heading")).toHaveText(["Old plan", "Car loan payoff"]);
  await page.getByRole("link", { name: "Open Car loan payoff" }).click();

  await expect(page.getByRole("heading", { name: "Open plan: Car loan payoff" })).toBeVisible();
  await page.getByLabel("Extra payment per month").fill("400");
  await calculate(page, javaScriptEnabled);
  await expect(page).toHaveURL(/extraPayment=400/);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("“Car loan payoff” now holds this plan.");

  await visit("/dashboard/plans");
  const card = page.getByTestId("saved-plan").filter({ hasText: "Car loan payoff" });
  await card.locator("summary", { hasText: "Rename" }).click();
  await card.getByLabel("New name for Car loan payoff").fill("Car loan, faster");
  await card.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByTestId("toast")).toContainText("It is now “Car loan, faster”.");

  const old = page.getByTestId("saved-plan").filter({ hasText: "Old plan" });
  await old.locator("summary", { hasText: "Delete" }).click();
  await expect(old.getByText("Delete “Old plan”? This cannot be undone.")).toBeVisible();
  await old.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByTestId("toast")).toContainText("“Old plan” is gone from your saved plans.");
  await expect(page.getByTestId("saved-plan").getByRole("heading")).toHaveText(["Car loan, faster"]);

  // The saved change is what opens.
  await page.getByRole("link", { name: "Open Car loan, faster" }).click();
  await expect(page.getByLabel("Extra payment per month")).toHaveValue("400");
  await expect(page.getByRole("heading", { name: "Open plan: Car loan, faster" })).toBeVisible();
});
