import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { downloadCsv, expectNeverStored, savedPlanLink, stat } from "./tools-helpers";

const PATH = "/tools/net-worth-tracker";
// Hand-checked: assets 421,000 (real estate 300,000 = 71.3%), liabilities 275,000, net worth 146,000.
const ASSETS: [string, string][] = [
  ["Cash", "2000"],
  ["Savings accounts", "10000"],
  ["Checking accounts", "3000"],
  ["Investments", "25000"],
  ["Retirement accounts", "60000"],
  ["Real estate", "300000"],
  ["Vehicles", "15000"],
  ["Personal property", "5000"],
  ["Other assets", "1000"],
];
const LIABILITIES: [string, string][] = [
  ["Mortgage", "240000"],
  ["Car loans", "12000"],
  ["Credit cards", "3000"],
  ["Student loans", "20000"],
];
const SNAPSHOT =
  "assets.cash=2000&assets.savings=10000&assets.checking=3000&assets.investments=25000&assets.retirement=60000" +
  "&assets.realEstate=300000&assets.vehicles=15000&assets.personalProperty=5000&assets.other=1000" +
  "&liabilities.mortgage=240000&liabilities.carLoans=12000&liabilities.creditCards=3000&liabilities.studentLoans=20000";

async function openTab(page: Page, label: string) {
  await page.getByRole("group", { name: "Net worth section" }).getByText(label, { exact: true }).click();
}

test("adds up assets and liabilities across tabs, live with JavaScript and on submit without", async ({
  page,
  visit,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await visit(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Net Worth Tracker" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Liabilities" })).toBeHidden();
  for (const [label, value] of ASSETS) await page.getByLabel(label, { exact: true }).fill(value);
  // Switching tabs needs no round trip, so nothing typed is lost even without JavaScript.
  await openTab(page, "Liabilities");
  await expect(page.getByRole("region", { name: "Assets" })).toBeHidden();
  for (const [label, value] of LIABILITIES) await page.getByLabel(label, { exact: true }).fill(value);
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(/tab=liabilities/);
    await expect(page).toHaveURL(/assets\.realEstate=300000/);
  } else {
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/tab=liabilities/);
    await expect(page.getByRole("region", { name: "Liabilities" })).toBeVisible();
  }
  await expect(stat(page, "Current Net Worth")).toHaveText(/\$146,000\.00$/);
  await expect(stat(page, "Total Assets")).toHaveText(/\$421,000\.00$/);
  await expect(stat(page, "Total Liabilities")).toHaveText(/\$275,000\.00$/);
  const top = page.getByRole("list", { name: "Top assets" }).getByRole("listitem");
  await expect(top).toHaveCount(5);
  await expect(top.nth(0)).toContainText("Real estate");
  await expect(top.nth(0)).toContainText("$300,000.00");
  await expect(top.nth(0)).toContainText("71.3%");
  await expect(top.nth(4)).toContainText("Savings accounts");
  const chartTable = page.getByRole("table", { name: "Asset allocation chart" });
  await expect(chartTable.getByRole("row", { name: /All other assets/ })).toContainText("2.6%");
  await expectAccessible();
});

test("tracking shows the change since the previous net worth", async ({ page, visit, javaScriptEnabled }) => {
  await visit(`${PATH}?tab=tracking&${SNAPSHOT}`);
  const tracking = page.getByRole("region", { name: "Tracking" });
  await expect(tracking).toContainText("Enter your net worth at the start of the period");
  await tracking.getByLabel("Previous net worth").fill("120000");
  await tracking.getByLabel("Period").selectOption("quarterly");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Calculate" }).click();
  // 26,000 up on 120,000 is +21.7%; over a quarter, 8,666.67 a month.
  await expect(stat(page, "Increase")).toHaveText(/\$26,000\.00$/);
  await expect(stat(page, "Percentage change")).toHaveText("+21.7%");
  await expect(stat(page, "Monthly average change")).toHaveText(/\$8,666\.67$/);
  await expect(page).toHaveURL(/previousNetWorth=120000/);
  await expect(page).toHaveURL(/period=quarterly/);
});

test("a shared link reproduces the snapshot, a decrease included", async ({ page, visit }) => {
  await visit(`${PATH}?tab=tracking&${SNAPSHOT}&previousNetWorth=158000&period=yearly`);
  await expect(page.getByRole("radio", { name: "Tracking" })).toBeChecked();
  await expect(page.getByLabel("Period")).toHaveValue("yearly");
  await expect(stat(page, "Decrease")).toHaveText(/\$12,000\.00$/);
  await expect(stat(page, "Percentage change")).toHaveText("-7.6%");
  await expect(stat(page, "Monthly average change")).toHaveText(/^-.*\$1,000\.00$/);
  await openTab(page, "Assets");
  await expect(page.getByLabel("Real estate")).toHaveValue("300000");
});

test("the benchmarks card shows the spec's multiples", async ({ page, visit }) => {
  await visit(PATH);
  const card = page.getByRole("region", { name: "Net Worth Benchmarks" });
  const multiples = [
    ["Age 30", "1x"],
    ["Age 40", "3x"],
    ["Age 50", "6x"],
    ["Age 60", "8x"],
    ["Retirement", "10-12x"],
  ] as const;
  for (const [age, multiple] of multiples) await expect(stat(card, age)).toHaveText(multiple);
});

test("Export downloads the report as CSV", async ({ page, visit }) => {
  await visit(`${PATH}?${SNAPSHOT}&previousNetWorth=120000&period=quarterly`);
  await page.getByLabel("Cash", { exact: true }).fill("3000");
  const csv = await downloadCsv(page, "Export Report");
  expect(csv.filename).toBe("net-worth-report.csv");
  expect(csv.rows[0]).toEqual(["Net worth report"]);
  expect(csv.rows).toContainEqual(["Assets", "Cash", "3000"]);
  expect(csv.rows).toContainEqual(["Summary", "Net worth", "147000"]);
  expect(csv.rows).toContainEqual(["Real estate", "300000", "71.09"]);
  expect(csv.rows).toContainEqual(["Direction", "Increase"]);
  expect(csv.rows).toContainEqual(["Change (%)", "22.5"]);
});

test("Save Snapshot gives a permanent link to exactly this snapshot", async ({ page, visit }) => {
  await visit(`${PATH}?${SNAPSHOT}`);
  await page.getByLabel("Vehicles").fill("20000");
  const href = await savedPlanLink(page, "Save Snapshot");
  expect(href).toContain("assets.vehicles=20000");
  await page.goto(href);
  await expect(stat(page, "Current Net Worth")).toHaveText(/\$151,000\.00$/);
});

test("negative, absurd and malformed values never break the page", async ({ page, visit }) => {
  await visit(
    `${PATH}?tab=nope&assets.cash=-500&assets.savings=1e15&assets.other=1e999&liabilities.mortgage=abc&previousNetWorth=-3&period=daily`,
  );
  await expect(stat(page, "Total Assets")).toHaveText(/\$1,000,000,000,000,000\.00$/);
  await expect(stat(page, "Total Liabilities")).toHaveText(/\$0\.00$/);
  await expect(page.getByRole("radio", { name: "Assets" })).toBeChecked();
});

test("prints the whole snapshot without tabs, buttons or site chrome", async ({ page, visit }) => {
  await visit(`${PATH}?${SNAPSHOT}&previousNetWorth=120000`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Export Report" })).toBeHidden();
  await expect(page.getByRole("radio", { name: "Tracking" })).toBeHidden();
  for (const section of ["Assets", "Liabilities", "Tracking"]) {
    await expect(page.getByRole("region", { name: section })).toBeVisible();
  }
});

test("the page and its export are never stored: no database, no shared cache", { tag: "@http" }, async ({ request }) => {
  await expectNeverStored(request, PATH, SNAPSHOT, "USD");
  const csv = await request.get(`${PATH}/export.csv?${SNAPSHOT}&currency=USD`);
  expect(csv.headers()["content-disposition"]).toBe('attachment; filename="net-worth-report.csv"');
  expect(await csv.text()).toContain("Summary,Net worth,146000");
});
