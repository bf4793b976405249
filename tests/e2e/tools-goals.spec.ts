import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { calculate, csvCurrency, downloadCsv, expectNeverStored, savedPlanLink, stat } from "./tools-helpers";

const PATH = "/tools/goal-tracker";

/**
 * A target date `days` after today (UTC; the server counts from the site's date, at most a day apart). 295 days is 9.8 thirty-day months,
 * so 10 months left even if the server's day differs by one.
 */
function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

interface Goal {
  name: string;
  category: string;
  targetAmount: string;
  currentAmount: string;
  targetDate: string;
  priority: string;
}

function goalsQuery(goals: Goal[]): string {
  const params = new URLSearchParams();
  for (const goal of goals) for (const [key, value] of Object.entries(goal)) params.append(key, value);
  return params.toString();
}

function goalRow(page: Page, position: number) {
  return page.getByRole("group", { name: `Goal ${position}`, exact: true });
}

test("tracks a goal by hand-checked numbers, live with JavaScript and on submit without", async ({
  page,
  visit,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await visit(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Goal Tracker" })).toBeVisible();
  const first = goalRow(page, 1);
  // The first goal starts as a high-priority emergency fund.
  await expect(first.getByLabel("Category")).toHaveValue("emergency");
  await expect(first.getByLabel("Priority")).toHaveValue("high");
  await expect(page.getByText("Your progress appears here once a goal has a name")).toBeVisible();

  await first.getByLabel("Goal name").fill("Rainy day fund");
  await first.getByLabel("Target amount").fill("10000");
  await first.getByLabel("Current amount").fill("2500");
  await first.getByLabel("Target date").fill(inDays(295));
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(/name=Rainy\+day\+fund&category=emergency&targetAmount=10000&currentAmount=2500/);
  } else {
    await expect(stat(page, "Active Goals")).toHaveText("0");
    await calculate(page, false);
    await expect(page).toHaveURL(/targetAmount=10000/);
  }
  await expect(stat(page, "Overall Progress")).toHaveText("25%");
  await expect(stat(page, "Active Goals")).toHaveText("1");
  await expect(stat(page, "Total Target")).toHaveText(/\$10,000\.00$/);
  await expect(stat(page, "Total Saved")).toHaveText(/\$2,500\.00$/);
  await expect(stat(page, "Remaining")).toHaveText(/\$7,500\.00$/);
  // 7,500 over 10 thirty-day months.
  const card = page.getByRole("region", { name: "Your progress" }).getByRole("listitem").filter({ hasText: "Rainy day fund" });
  await expect(card).toContainText("Emergency Fund · High priority");
  await expect(stat(card, "Months left")).toHaveText(/^10 \(by /);
  await expect(stat(card, "Monthly needed")).toHaveText(/\$750\.00$/);
  await expect(stat(card, "Amount needed")).toHaveText(/\$7,500\.00$/);
  await expect(page.getByRole("region", { name: "Tip: emergency fund first" })).toContainText("3-6 months");
  await expectAccessible();
});

test("adds and removes goals, never the last one", async ({ page, visit, javaScriptEnabled }) => {
  await visit(
    `${PATH}?${goalsQuery([{ name: "Rainy day fund", category: "emergency", targetAmount: "10000", currentAmount: "2500", targetDate: "", priority: "high" }])}`,
  );
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Add Goal" }).click();
  const second = goalRow(page, 2);
  await expect(second).toBeVisible();
  // Added goals start as medium-priority emergency funds; the first goal keeps what was typed.
  await expect(second.getByLabel("Category")).toHaveValue("emergency");
  await expect(second.getByLabel("Priority")).toHaveValue("medium");
  await expect(goalRow(page, 1).getByLabel("Goal name")).toHaveValue("Rainy day fund");
  if (javaScriptEnabled) await expect(second.getByLabel("Goal name")).toBeFocused();
  await second.getByLabel("Goal name").fill("Wedding");
  await second.getByLabel("Category").selectOption("wedding");
  await second.getByLabel("Target amount").fill("20000");
  await second.getByLabel("Current amount").fill("5000");
  await second.getByLabel("Priority").selectOption("low");
  await calculate(page, javaScriptEnabled);
  await expect(page).toHaveURL(/name=Wedding&category=wedding&targetAmount=20000&currentAmount=5000&targetDate=&priority=low/);
  await expect(stat(page, "Active Goals")).toHaveText("2");
  // (30,000 − 7,500 − 15,000) / 30,000.
  await expect(stat(page, "Overall Progress")).toHaveText("25%");
  await expect(stat(page, "Total Target")).toHaveText(/\$30,000\.00$/);
  // No target date: no time needed for the wedding.
  const wedding = page.getByRole("region", { name: "Your progress" }).getByRole("listitem").filter({ hasText: "Wedding ·" });
  await expect(stat(wedding, "Amount needed")).toHaveText(/\$15,000\.00$/);
  await expect(stat(wedding, "Months left")).toHaveCount(0);

  await page.getByRole("button", { name: "Remove goal 1" }).click();
  await expect(goalRow(page, 2)).toHaveCount(0);
  await expect(goalRow(page, 1).getByLabel("Goal name")).toHaveValue("Wedding");
  await expect(goalRow(page, 1).getByLabel("Category")).toHaveValue("wedding");
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(page).not.toHaveURL(/Rainy/);
  await expect(stat(page, "Total Target")).toHaveText(/\$20,000\.00$/);
});

test("Priority Goals lists the top 3 by priority", async ({ page, visit }) => {
  const goal = (name: string, priority: string, targetDate = ""): Goal => ({
    name,
    category: "vacation",
    targetAmount: "1000",
    currentAmount: "100",
    targetDate,
    priority,
  });
  await visit(
    `${PATH}?${goalsQuery([goal("Trip", "low"), goal("Laptop", "medium"), goal("Roof", "high"), goal("Bike", "medium", inDays(100)), goal("", "high")])}`,
  );
  await expect(stat(page, "Active Goals")).toHaveText("4");
  // High first; the two mediums by target date (a dated goal before an undated one); Trip (low) is left out.
  await expect(page.getByRole("region", { name: "Priority Goals" }).getByRole("listitem")).toHaveText([
    /^1\. Roof \(High\)/,
    /^2\. Bike \(Medium\)/,
    /^3\. Laptop \(Medium\)/,
  ]);
});

test("Export downloads the goals report on screen", async ({ page, visit }) => {
  const date = inDays(295);
  await visit(
    `${PATH}?${goalsQuery([
      { name: "Rainy day fund", category: "emergency", targetAmount: "10000", currentAmount: "2500", targetDate: date, priority: "high" },
      { name: "=Trip", category: "vacation", targetAmount: "3000", currentAmount: "3600", targetDate: "", priority: "low" },
    ])}`,
  );
  const csv = await downloadCsv(page, "Export Goals Report");
  expect(csv.filename).toBe("goals-report.csv");
  const currency = csvCurrency(csv.rows[0]![3]);
  expect(csv.rows[0]).toEqual([
    "Goal",
    "Category",
    "Priority",
    `Target (${currency})`,
    `Saved (${currency})`,
    "Progress (%)",
    `Amount needed (${currency})`,
    "Target date",
    "Months left",
    `Monthly needed (${currency})`,
  ]);
  expect(csv.rows.slice(1)).toEqual([
    ["Rainy day fund", "Emergency Fund", "High", "10000", "2500", "25", "7500", date, "10", "750"],
    // A name that a spreadsheet would run as a formula stays text.
    ["'=Trip", "Vacation", "Low", "3000", "3600", "100", "0", "", "", ""],
    ["Total", "", "", "13000", "6100", "42", "7500", "", "", "750"],
  ]);
});

test("a shared link reproduces the goals, and Save gives that link", async ({ page, visit, expectAccessible }) => {
  const date = inDays(295);
  await visit(
    `${PATH}?${goalsQuery([
      { name: "House", category: "house", targetAmount: "60000", currentAmount: "15000", targetDate: date, priority: "medium" },
    ])}`,
  );
  const first = goalRow(page, 1);
  await expect(first.getByLabel("Goal name")).toHaveValue("House");
  await expect(first.getByLabel("Category")).toHaveValue("house");
  await expect(first.getByLabel("Target date")).toHaveValue(date);
  await expect(first.getByLabel("Priority")).toHaveValue("medium");
  // 45,000 over 10 months.
  await expect(stat(page, "Monthly Needed")).toHaveText(/\$4,500\.00$/);

  const href = await savedPlanLink(page, "Save Progress");
  await expectAccessible();
  expect(href).toContain("name=House");
  await page.goto(href);
  await expect(stat(page, "Monthly Needed")).toHaveText(/\$4,500\.00$/);
  await expect(goalRow(page, 1).getByLabel("Category")).toHaveValue("house");
});

test("absurd input never breaks the page", async ({ page, visit }) => {
  await visit(`${PATH}?name=X&category=yacht&priority=urgent&targetAmount=1e300&currentAmount=-5&targetDate=2025-02-30&name=Y&targetAmount=abc`);
  await expect(goalRow(page, 1).getByLabel("Category")).toHaveValue("emergency");
  await expect(goalRow(page, 1).getByLabel("Priority")).toHaveValue("high");
  await expect(goalRow(page, 1).getByLabel("Target date")).toHaveValue("");
  await expect(stat(page, "Active Goals")).toHaveText("1");
  await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);
});

test("prints the goals and progress without the controls", async ({ page, visit }) => {
  await visit(
    `${PATH}?${goalsQuery([
      { name: "Car", category: "car", targetAmount: "8000", currentAmount: "2000", targetDate: "", priority: "high" },
      { name: "Trip", category: "vacation", targetAmount: "3000", currentAmount: "0", targetDate: "", priority: "low" },
    ])}`,
  );
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "Your progress" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Priority Goals" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your goals" })).toBeHidden();
  await expect(page.getByText(/^As of [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeVisible();
  for (const name of ["Add Goal", "Export Goals Report", "Save Progress", "Remove goal 1"]) {
    await expect(page.getByRole("button", { name })).toBeHidden();
  }
});

test("the goals are never stored: no database, no shared cache, not even for the row buttons", { tag: "@http" }, async ({ request }) => {
  const query = goalsQuery([
    { name: "Car", category: "car", targetAmount: "8000", currentAmount: "2000", targetDate: "", priority: "high" },
    { name: "Trip", category: "vacation", targetAmount: "3000", currentAmount: "0", targetDate: "", priority: "low" },
  ]);
  await expectNeverStored(request, PATH, query, "USD");
  // The no-JS Remove button answers with the plan's own URL, that goal gone.
  const removed = await request.get(`${PATH}?${query}&removeRow=0`, { maxRedirects: 0 });
  expect(removed.status()).toBe(302);
  expect(removed.headers()["cache-control"]).toMatch(/\bno-store\b/);
  const location = new URL(removed.headers()["location"]!, "http://localhost");
  expect(location.searchParams.getAll("name")).toEqual(["Trip"]);
  expect(location.searchParams.getAll("priority")).toEqual(["low"]);
  expect(location.searchParams.has("removeRow")).toBe(false);
});
