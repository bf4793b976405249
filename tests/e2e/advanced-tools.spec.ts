/**
 * The advanced tools' user story, with and without JavaScript (issue 27 item 2): a Premium member with
 * three net worth snapshots (inserted: saving is the saved-plans feature's) sees their history as a
 * chart and a table, logs a contribution on a saved goal plan (inserted) and sees it counted, and
 * compares three debt what-ifs opened from the debt planner, two of them hand-checked to the cent.
 * Gates, IDOR, bad input, leaks and CSV safety are in tests/integration/advanced-tools.test.ts.
 */
import { writeToServerDatabase, grantAccess } from "./access";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

test.describe.configure({ timeout: 180_000 });

const USER = "(select id from users where email = ?)";
const DAY = 86_400_000;

test("a Premium member follows their net worth, logs a goal contribution and compares three debt what-ifs", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { plan: "premium" });
  const planId = crypto.randomUUID();
  const goals = new URLSearchParams({
    name: "New car",
    category: "car",
    targetAmount: "5000",
    currentAmount: "1000",
    targetDate: "2035-06-01",
    priority: "high",
  });
  const now = Date.now();
  await writeToServerDatabase([
    ...[
      [now - 60 * DAY, 1000000, 400000],
      [now - 30 * DAY, 1100000, 350000],
      [now - 1 * DAY, 1250000, 300000],
    ].map(([takenAt, assets, liabilities]) => ({
      sql: `insert into net_worth_snapshots (id, user_id, taken_at, assets_cents, liabilities_cents, query) values (?, ${USER}, ?, ?, ?, '')`,
      args: [crypto.randomUUID(), email, takenAt!, assets!, liabilities!],
    })),
    {
      sql: `insert into saved_plans (id, user_id, tool, name, query, created_at, updated_at) values (?, ${USER}, 'goals', 'Car fund', ?, ?, ?)`,
      args: [planId, email, goals.toString(), now, now],
    },
  ]);

  // Net worth history: three snapshots, as a chart and its table.
  await visit("/advanced-tools");
  await page.getByRole("link", { name: "Net worth history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Net worth history" })).toBeVisible();
  await expect(page.locator("figure svg[viewBox]")).toBeVisible();
  await expect(page.getByTestId("history-table").locator("tbody tr")).toHaveCount(3);
  await expect(page.getByTestId("history-table").locator("tbody tr").last()).toContainText("9,500.00");
  await expectAccessible();

  // Goal progress: log a contribution on the saved goal plan.
  await visit("/advanced-tools");
  await page.getByRole("link", { name: "Car fund" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Goal progress: Car fund");
  await expect(page.getByTestId("goal-status")).toHaveText("Log a contribution to see a projection.");
  await page.getByLabel("Amount").fill("400");
  await page.getByRole("button", { name: "Log contribution" }).click();
  await expect(page.getByTestId("toast")).toContainText("Contribution logged.");
  await expect(page.getByTestId("goal-progress")).toContainText("1,400.00");
  await expect(page.getByTestId("goal-status")).toContainText("On track for the target of Jun 2035.");
  await expectAccessible();

  // Debt what-ifs, from the planner's own line: $1,200 at 20%, paying $100 a month.
  const base = new URLSearchParams({
    strategy: "avalanche",
    name: "Visa",
    balance: "1200",
    interestRate: "20",
    minimumPayment: "50",
    extraPayment: "50",
  });
  await visit(`/tools/debt-payoff-planner?${base}`);
  await page.getByRole("link", { name: "Debt what-ifs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Debt what-ifs" })).toBeVisible();
  await page.getByLabel("Extra per month").fill("100");
  await page.getByLabel("Debt to move").selectOption({ label: "Visa" });
  await page.getByLabel("Transfer fee (%)").fill("3");
  await page.getByLabel("Promotional rate (% a year)").fill("0");
  await page.getByLabel("Promotional months").fill("12");
  await page.getByLabel("Rate after (% a year)").fill("20");
  await page.getByRole("group", { name: "Debts the loan replaces" }).getByLabel("Visa").check();
  await page.getByLabel("Loan rate (% a year)").fill("0");
  await page.getByLabel("Term (months)").fill("12");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/whatIfExtra=100/);

  const plans = page.getByTestId("what-if-plan");
  await expect(plans).toHaveCount(4);
  // Hand-checked: $1,236 owed after the 3% fee, $100 a month at 0% for 12 months leaves $36; month 13
  // adds $0.60 of interest and clears $36.60.
  const transfer = page.getByRole("region", { name: "Balance transfer" });
  await expect(transfer).toContainText("(1 year 1 month)");
  await expect(transfer).toContainText("$0.60");
  await expect(transfer).toContainText("$36.00");
  await expect(transfer).toContainText("$1,236.60");
  // A 0% loan of $1,200 over 12 months asks exactly the $100 already paid: 12 months, no interest.
  const loan = page.getByRole("region", { name: "Consolidation loan" });
  await expect(loan).toContainText("(1 year)");
  await expect(loan).toContainText("$1,200.00");
  await expect(page.getByRole("region", { name: "Extra payment" })).toContainText("$200.00");
  await visit(page.url().replace(/^https?:\/\/[^/]+/, ""));
});
