import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { csvCurrency, downloadCsv, expectNeverStored, savedPlanLink, stat } from "./tools-helpers";

const PATH = "/tools/budget-calculator";
// Hand-checked: income 6,000; needs 3,400; wants 550; savings 900; expenses 4,850; net 1,150.
const PLAN: Record<string, string> = {
  "income.salary": "5000",
  "income.freelance": "1000",
  "expense.housing": "1800",
  "expense.food": "600",
  "expense.transportation": "300",
  "expense.utilities": "200",
  "expense.entertainment": "400",
  "expense.healthcare": "150",
  "expense.insurance": "100",
  "expense.debt": "250",
  "expense.savings": "900",
  "expense.other": "150",
};
const LABELS: Record<string, string> = {
  "income.salary": "Salary (after tax)",
  "income.freelance": "Freelance/side income",
  "expense.housing": "Housing",
  "expense.food": "Food",
  "expense.transportation": "Transportation",
  "expense.utilities": "Utilities",
  "expense.entertainment": "Entertainment",
  "expense.healthcare": "Healthcare",
  "expense.insurance": "Insurance",
  "expense.debt": "Debt payments",
  "expense.savings": "Savings",
  "expense.other": "Other",
};

async function fillPlan(page: Page) {
  for (const [name, value] of Object.entries(PLAN)) await page.getByLabel(LABELS[name]!, { exact: true }).fill(value);
}

test("computes totals and the 50/30/20 split, live with JavaScript and on submit without", async ({
  page,
  visit,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await visit(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Budget Calculator" })).toBeVisible();
  await expect(page.getByText("Enter an income above 0 to see how the 50/30/20 rule splits it.")).toBeVisible();
  await fillPlan(page);
  if (javaScriptEnabled) {
    // No round trip: results follow the typing and the address bar holds the plan.
    await expect(stat(page, "Net Income")).toHaveText(/\$1,150\.00$/);
    await expect(page).toHaveURL(/income\.salary=5000/);
    await expect(page).toHaveURL(/expense\.other=150/);
  } else {
    await expect(stat(page, "Net Income")).toHaveText(/\$0\.00$/);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/income\.salary=5000/);
  }
  await expect(stat(page, "Total Income")).toHaveText(/\$6,000\.00$/);
  await expect(stat(page, "Total Expenses")).toHaveText(/\$4,850\.00$/);
  await expect(stat(page, "Net Income")).toHaveText(/\$1,150\.00$/);
  await expect(stat(page, "Net Income")).toHaveClass(/text-emerald-700/);
  const rule = page.getByRole("region", { name: "50/30/20 Rule" });
  await expect(rule.getByRole("listitem").nth(0)).toContainText("Needs 50%");
  await expect(rule.getByRole("listitem").nth(0)).toContainText("$3,000.00");
  await expect(rule.getByRole("listitem").nth(0)).toContainText("You: ");
  await expect(rule.getByRole("listitem").nth(0)).toContainText("$400.00 over target");
  await expect(rule.getByRole("listitem").nth(1)).toContainText("$1,800.00");
  await expect(rule.getByRole("listitem").nth(2)).toContainText("$300.00 short of target");
  // The chart's table twin carries the same numbers.
  const table = rule.getByRole("table", { name: "Your spending against the 50/30/20 targets" });
  await expect(table.getByRole("row", { name: /Needs/ })).toContainText("$3,400.00");
  await expectAccessible();
});

test("net income turns red when spending exceeds income", async ({ page, visit }) => {
  await visit(`${PATH}?income.salary=1000&expense.housing=1200.5`);
  await expect(stat(page, "Net Income")).toHaveText(/^-.*\$200\.50$/);
  await expect(stat(page, "Net Income")).toHaveClass(/text-red-700/);
});

test("a shared link reproduces the plan, inputs included", async ({ page, visit }) => {
  const query = new URLSearchParams({ method: "zero-based", ...PLAN }).toString();
  await visit(`${PATH}?${query}`);
  await expect(page.getByLabel("Salary (after tax)")).toHaveValue("5000");
  await expect(page.getByLabel("Debt payments")).toHaveValue("250");
  await expect(page.getByRole("radio", { name: "Zero-Based" })).toBeChecked();
  const zero = page.getByRole("region", { name: "Zero-Based" });
  await expect(zero).toBeVisible();
  await expect(stat(page, "Left to assign")).toHaveText(/\$1,150\.00$/);
  await expect(page.getByRole("region", { name: "50/30/20 Rule" })).toBeHidden();
});

test("tabs switch without JavaScript or a round trip and keep what was typed", async ({ page, visit, javaScriptEnabled }) => {
  await visit(`${PATH}?income.salary=5200`);
  await page.getByLabel("Housing", { exact: true }).fill("1300");
  await page.getByRole("group", { name: "Budgeting method" }).getByText("Envelope Method").click();
  const envelope = page.getByRole("region", { name: "Envelope Method" });
  await expect(envelope).toBeVisible();
  await expect(page.getByRole("region", { name: "50/30/20 Rule" })).toBeHidden();
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(/method=envelope/);
  } else {
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/method=envelope/);
  }
  // 1,300 a month is 300 a week (× 12 ÷ 52) and 25% of 5,200.
  const housing = envelope.getByRole("listitem").filter({ hasText: "Housing" });
  await expect(housing).toContainText("$1,300.00");
  await expect(housing).toContainText("$300.00");
  await expect(housing).toContainText("25.0%");
  await expect(page.getByLabel("Housing", { exact: true })).toHaveValue("1300");
});

test("Export downloads a CSV of the plan on screen", async ({ page, visit }) => {
  await visit(`${PATH}?method=50-30-20`);
  await fillPlan(page);
  const csv = await downloadCsv(page, "Export Budget Plan");
  expect(csv.filename).toBe("budget-plan.csv");
  expect(csv.rows[0]).toEqual(["Budget plan", "50/30/20 Rule"]);
  csvCurrency(csv.rows[2]![2]);
  expect(csv.rows).toContainEqual(["Income", "Salary (after tax)", "5000"]);
  expect(csv.rows).toContainEqual(["Summary", "Net income", "1150"]);
  expect(csv.rows).toContainEqual(["Needs", "50", "3000", "3400", "56.67", "400"]);
  expect(csv.rows).toContainEqual(["Savings", "20", "1200", "900", "15", "-300"]);
  // Still on the page after the download.
  await expect(page.getByRole("heading", { level: 1, name: "Budget Calculator" })).toBeVisible();
});

test("Save gives a permanent link that reproduces exactly this plan", async ({ page, visit, expectAccessible }) => {
  await visit(PATH);
  await fillPlan(page);
  const href = await savedPlanLink(page, "Save Budget");
  await expectAccessible();
  expect(href).toContain("income.salary=5000");
  await page.goto(href);
  await expect(stat(page, "Net Income")).toHaveText(/\$1,150\.00$/);
  await expect(page.getByLabel("Entertainment")).toHaveValue("400");
});

test("absurd and malformed input never breaks the page", async ({ page, visit }) => {
  await visit(`${PATH}?method=bogus&income.salary=1e400&income.other=-5&expense.housing=1e15&expense.food=abc&expense.food=9`);
  await expect(stat(page, "Total Income")).toHaveText(/\$0\.00$/);
  await expect(stat(page, "Total Expenses")).toHaveText(/\$1,000,000,000,000,000\.00$/);
  await expect(page.getByRole("radio", { name: "50/30/20 Rule" })).toBeChecked();
});

test("prints a clean plan: no tabs, buttons or site chrome", async ({ page, visit }) => {
  await visit(`${PATH}?${new URLSearchParams(PLAN)}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Export Budget Plan" })).toBeHidden();
  await expect(page.getByRole("radio", { name: "Envelope Method" })).toBeHidden();
  await expect(stat(page, "Net Income")).toBeVisible();
  await expect(page.getByRole("region", { name: "50/30/20 Rule" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Envelope Method" })).toBeHidden();
});

test("switching currency keeps the plan and shows it in the new currency", async ({ page, visit, javaScriptEnabled }) => {
  await visit(PATH);
  await fillPlan(page);
  // Without JavaScript the plan must be submitted before leaving the page; with it, the URL is already current.
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
  for (const currency of ["CAD", "USD"] as const) {
    await page.getByRole("button", { name: `Show prices in ${currency}` }).click();
    await expect(stat(page, "Net Income")).toHaveText(currency === "CAD" ? "CA$1,150.00" : "US$1,150.00");
    await expect(page.getByLabel("Housing", { exact: true })).toHaveValue("1800");
    await expect(page).toHaveURL(/expense\.housing=1800/);
  }
});

test("the page and its export are never stored: no database, no shared cache", { tag: "@http" }, async ({ request }) => {
  const query = new URLSearchParams(PLAN).toString();
  await expectNeverStored(request, PATH, query, "CAD");
  const csv = await request.get(`${PATH}/export.csv?${query}&currency=CAD`);
  expect(csv.headers()["content-disposition"]).toBe('attachment; filename="budget-plan.csv"');
  expect(csv.headers()["cache-control"]).toBe("no-store");
  expect(await csv.text()).toContain("Monthly amount (CAD)");
});
