import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { calculate, csvCurrency, downloadCsv, expectNeverStored, savedPlanLink, stat } from "./tools-helpers";

const PATH = "/tools/debt-payoff-planner";

interface Debt {
  name: string;
  balance: string;
  interestRate: string;
  minimumPayment: string;
}
const VISA: Debt = { name: "Visa", balance: "4200", interestRate: "24.99", minimumPayment: "105" };
const CAR: Debt = { name: "Car loan", balance: "9000", interestRate: "6.4", minimumPayment: "240" };
const STORE: Debt = { name: "Store card", balance: "600", interestRate: "18.99", minimumPayment: "25" };

/** The planner's URL for these debts, in row order, as the form submits it. */
function planQuery(debts: Debt[], extraPayment: string, strategy = "snowball"): string {
  const params = new URLSearchParams({ strategy });
  for (const debt of debts) for (const [key, value] of Object.entries(debt)) params.append(key, value);
  params.append("extraPayment", extraPayment);
  return params.toString();
}

function debtRow(page: Page, position: number) {
  return page.getByRole("group", { name: `Debt ${position}`, exact: true });
}

async function fillDebt(page: Page, position: number, debt: Debt) {
  const row = debtRow(page, position);
  await row.getByLabel("Debt name").fill(debt.name);
  await row.getByLabel("Balance").fill(debt.balance);
  await row.getByLabel("Interest rate").fill(debt.interestRate);
  await row.getByLabel("Minimum payment").fill(debt.minimumPayment);
}

test("plans one debt by hand-checked numbers, live with JavaScript and on submit without", async ({
  page,
  visit,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await visit(PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Debt Payoff Planner" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Debt Snowball" })).toBeChecked();
  await expect(page.getByText("Your plan appears here once at least one debt has a name")).toBeVisible();

  // $1,000 at 12% (1% a month) paying $50 + $50: 10 payments of $100, then 58.40 × 1.01 = $58.98.
  await fillDebt(page, 1, { name: "Visa", balance: "1000", interestRate: "12", minimumPayment: "50" });
  await page.getByLabel("Extra payment per month").fill("50");
  if (javaScriptEnabled) {
    // No round trip: the plan follows the typing and the address bar holds it.
    await expect(page).toHaveURL(/name=Visa&balance=1000&interestRate=12&minimumPayment=50/);
    await expect(page).toHaveURL(/extraPayment=50/);
  } else {
    await expect(page.getByText("Your plan appears here")).toBeVisible();
    await calculate(page, false);
    await expect(page).toHaveURL(/extraPayment=50/);
  }
  await expect(stat(page, "Total Debt")).toHaveText(/\$1,000\.00$/);
  await expect(stat(page, "Minimum Payments")).toHaveText(/\$50\.00$/);
  await expect(stat(page, "Extra Payment")).toHaveText(/\$50\.00$/);
  await expect(stat(page, "Total Monthly")).toHaveText(/\$100\.00$/);
  const snowball = page.getByRole("region", { name: "Debt Snowball plan" });
  await expect(stat(snowball, "Debt-Free In")).toHaveText("11 months");
  await expect(stat(snowball, "Total Interest")).toHaveText(/\$58\.98$/);
  await expect(stat(snowball, "Total Paid")).toHaveText(/\$1,058\.98$/);
  // Minimums only: −ln(1 − 0.01·1000/50) / ln(1.01) = 22.4 → 23 months, $121.35 of interest.
  await expect(stat(snowball, "Time Saved")).toHaveText("1 year");
  await expect(stat(snowball, "Interest Saved")).toHaveText(/\$62\.36$/);
  await expect(snowball.getByText("Minimums only: 1 year 11 months")).toBeVisible();
  await expect(snowball.getByRole("listitem").filter({ hasText: "Visa" })).toContainText("Paid off in month 11");
  // The chart's table twin carries the numbers: after 6 payments, 1000·1.01^6 − 100·(1.01^6 − 1)/0.01 = 446.32.
  const twin = snowball.getByRole("table", { name: /Total balance over time/ });
  await expect(twin.getByRole("row", { name: /^Month 6/ })).toContainText("$446.32");
  await expectAccessible();
});

test("adds and removes debts, never the last one", async ({ page, visit, javaScriptEnabled }) => {
  await visit(`${PATH}?${planQuery([VISA, CAR], "200")}`);
  await expect(debtRow(page, 2).getByLabel("Debt name")).toHaveValue("Car loan");

  await page.getByRole("button", { name: "Add Debt" }).click();
  const third = debtRow(page, 3);
  await expect(third).toBeVisible();
  // A new debt starts empty (its numbers read as 0), and the two typed before are kept.
  await expect(third.getByLabel("Debt name")).toHaveValue("");
  await expect(third.getByLabel("Balance")).toHaveValue("");
  await expect(third.getByLabel("Balance")).toHaveAttribute("placeholder", "0");
  await expect(debtRow(page, 1).getByLabel("Balance")).toHaveValue("4200");
  if (javaScriptEnabled) await expect(third.getByLabel("Debt name")).toBeFocused();
  await fillDebt(page, 3, STORE);
  await calculate(page, javaScriptEnabled);
  await expect(page).toHaveURL(/name=Store\+card/);
  const order = page.getByRole("region", { name: "Debt Snowball plan" }).getByRole("list").first().getByRole("listitem");
  await expect(order).toHaveText([/^1\. Store card/, /^2\. Visa/, /^3\. Car loan/]);

  await page.getByRole("button", { name: "Remove debt 1" }).click();
  await expect(debtRow(page, 3)).toHaveCount(0);
  await expect(debtRow(page, 1).getByLabel("Debt name")).toHaveValue("Car loan");
  await expect(debtRow(page, 2).getByLabel("Debt name")).toHaveValue("Store card");
  await expect(page).not.toHaveURL(/name=Visa/);
  await expect(stat(page, "Total Debt")).toHaveText(/\$9,600\.00$/);

  await page.getByRole("button", { name: "Remove debt 1" }).click();
  await expect(debtRow(page, 1).getByLabel("Debt name")).toHaveValue("Store card");
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(stat(page, "Total Debt")).toHaveText(/\$600\.00$/);
});

test("both strategies: a tab shows the other plan, at once with JavaScript and after one press without", async ({
  page,
  visit,
  javaScriptEnabled,
  expectAccessible,
}) => {
  await visit(`${PATH}?${planQuery([VISA, CAR, STORE], "200")}`);
  const snowball = page.getByRole("region", { name: "Debt Snowball plan" });
  const avalanche = page.getByRole("region", { name: "Debt Avalanche plan" });
  await expect(snowball).toBeVisible();
  await expect(avalanche).toBeHidden();
  await expect(snowball.getByRole("heading", { name: "Payoff order: Smallest Balance" })).toBeVisible();

  await page.getByRole("group", { name: "Payoff strategy" }).getByText("Debt Avalanche").click();
  await expect(avalanche).toBeVisible();
  await expect(snowball).toBeHidden();
  if (!javaScriptEnabled) {
    // The page holds the plan of its address; the tab asks for the other one.
    await expect(avalanche).toContainText("Your debts have not been planned with the Debt Avalanche method yet.");
    await expectAccessible();
    await avalanche.getByRole("button", { name: "Show the Debt Avalanche plan" }).click();
  }
  await expect(page).toHaveURL(/strategy=avalanche/);
  await expect(avalanche.getByRole("heading", { name: "Payoff order: Highest Rate" })).toBeVisible();
  await expect(avalanche.getByRole("list").first().getByRole("listitem")).toHaveText([
    /^1\. Visa.*Paid off in month 17/,
    /^2\. Store card.*Paid off in month 18/,
    /^3\. Car loan.*Paid off in month 28/,
  ]);
  await expect(stat(avalanche, "Total Interest")).toHaveText(/\$1,775\.36$/);
  await expect(debtRow(page, 3).getByLabel("Debt name")).toHaveValue("Store card");

  // The comparison carries both strategies whichever tab is open.
  const comparison = page.getByRole("region", { name: "Snowball or avalanche?" });
  await expect(comparison.getByRole("row", { name: /Total interest/ })).toContainText(/\$1,818\.91.*\$1,775\.36/);
  await expect(comparison.getByRole("row", { name: /Debt-free/ })).toContainText("2 years 4 months");
  await expect(comparison.getByTestId("snowball-cost")).toHaveText(/Choosing the snowball costs .*\$43\.55 more in interest than the avalanche/);

  await page.getByRole("group", { name: "Payoff strategy" }).getByText("Debt Snowball").click();
  if (!javaScriptEnabled) await snowball.getByRole("button", { name: "Show the Debt Snowball plan" }).click();
  await expect(page).toHaveURL(/strategy=snowball/);
  await expect(stat(snowball, "Total Interest")).toHaveText(/\$1,818\.91$/);
});

test("the month-by-month payments name what to pay beyond the minimums", async ({ page, visit }) => {
  await visit(`${PATH}?${planQuery([VISA, CAR, STORE], "200", "avalanche")}`);
  const avalanche = page.getByRole("region", { name: "Debt Avalanche plan" });
  await avalanche.getByText("Month-by-month payments").click();
  const payments = avalanche.getByRole("table", { name: "What to pay each debt, month by month" });
  // Visa (the highest rate) takes the $200 extra until month 16; the car loan and store card get their minimums.
  const first = payments.getByRole("row", { name: /^Months 1–16/ });
  await expect(first.getByRole("listitem")).toHaveText([/^Visa: .*\$305\.00$/, "The minimums on the other 2 debts"]);
  // Month 17 clears Visa and sends what is left to the store card.
  await expect(payments.getByRole("row", { name: /^Month 17 / }).getByRole("listitem")).toHaveText([
    /^Visa: .*\$121\.71$/,
    /^Store card: .*\$208\.29$/,
    "The minimum on the other debt",
  ]);
  await expect(payments.getByRole("row", { name: /^Month 28 / })).toContainText(/Car loan: .*\$185\.36/);
});

test("says plainly when the payments never cover the interest", async ({ page, visit }) => {
  // $10,000 at 24% charges $200 a month; $150 never gets ahead of it.
  await visit(`${PATH}?${planQuery([{ name: "Card", balance: "10000", interestRate: "24", minimumPayment: "100" }], "50")}`);
  const plan = page.getByRole("region", { name: "Debt Snowball plan" });
  await expect(plan.getByText("These payments never pay off your debts.")).toBeVisible();
  await expect(plan).toContainText(/charge .*\$200\.00 of interest a month and you pay .*\$150\.00/);
  await expect(stat(plan, "Debt-Free In")).toHaveCount(0);
  await expect(page.getByText(/600 months|50 years/)).toHaveCount(0);
});

test("absurd input never breaks the page", async ({ page, visit }) => {
  await visit(
    `${PATH}?strategy=%3Cb%3E&name=X&balance=-5&interestRate=1e999&name=Y&balance=1e300&interestRate=500&minimumPayment=abc&extraPayment=1e300`,
  );
  await expect(page.getByRole("radio", { name: "Debt Snowball" })).toBeChecked();
  await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);
  await expect(page.getByRole("region", { name: "Debt Snowball plan" })).toBeVisible();
});

test("Export downloads the month-by-month schedule of the plan on screen", async ({ page, visit }) => {
  await visit(PATH);
  await fillDebt(page, 1, { name: "Visa", balance: "1000", interestRate: "12", minimumPayment: "50" });
  await page.getByLabel("Extra payment per month").fill("50");
  const csv = await downloadCsv(page, "Export Payoff Plan");
  expect(csv.filename).toBe("debt-payoff-plan-snowball.csv");
  const currency = csvCurrency(csv.rows[0]![3]);
  expect(csv.rows[0]).toEqual([
    "Month",
    "Date",
    "Debt",
    `Starting balance (${currency})`,
    `Interest (${currency})`,
    `Payment (${currency})`,
    `Ending balance (${currency})`,
  ]);
  expect(csv.rows).toHaveLength(12);
  expect(csv.rows[1]).toEqual(["1", expect.stringMatching(/^\d{4}-\d{2}$/), "Visa", "1000", "10", "100", "910"]);
  expect(csv.rows[2]).toEqual(["2", expect.any(String), "Visa", "910", "9.1", "100", "819.1"]);
  expect(csv.rows[11]).toEqual(["11", expect.any(String), "Visa", "58.4", "0.58", "58.98", "0"]);
  await expect(page.getByRole("heading", { level: 1, name: "Debt Payoff Planner" })).toBeVisible();
});

test("a shared link reproduces the plan, and Save gives that link", async ({ page, visit, expectAccessible }) => {
  await visit(`${PATH}?${planQuery([VISA, CAR, STORE], "200", "avalanche")}`);
  await expect(page.getByRole("radio", { name: "Debt Avalanche" })).toBeChecked();
  await expect(debtRow(page, 1).getByLabel("Interest rate")).toHaveValue("24.99");
  await expect(debtRow(page, 3).getByLabel("Debt name")).toHaveValue("Store card");
  await expect(page.getByLabel("Extra payment per month")).toHaveValue("200");
  const avalanche = page.getByRole("region", { name: "Debt Avalanche plan" });
  await expect(stat(avalanche, "Debt-Free In")).toHaveText("2 years 4 months");
  await expect(stat(avalanche, "Total Paid")).toHaveText(/\$15,575\.36$/);

  const href = await savedPlanLink(page, "Save Plan");
  await expectAccessible();
  await page.goto(href);
  await expect(stat(page.getByRole("region", { name: "Debt Avalanche plan" }), "Total Paid")).toHaveText(/\$15,575\.36$/);
  await expect(debtRow(page, 2).getByLabel("Debt name")).toHaveValue("Car loan");
});

test("prints the chosen plan without the controls", async ({ page, visit }) => {
  await visit(`${PATH}?${planQuery([VISA, CAR, STORE], "200")}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("region", { name: "Debt Snowball plan" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Debt Avalanche plan" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Snowball or avalanche?" })).toBeVisible();
  await expect(page.getByText(/^As of [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeVisible();
  // The inputs are restated by the plan (payoff order, summary), so the page fits on paper.
  await expect(page.getByRole("region", { name: "Your debts" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Extra monthly payment" })).toBeHidden();
  for (const name of ["Add Debt", "Export Payoff Plan", "Save Plan", "Remove debt 1"]) {
    await expect(page.getByRole("button", { name })).toBeHidden();
  }
});

test("the plan is never stored: no database, no shared cache, not even for the row buttons", { tag: "@http" }, async ({ request }) => {
  const query = planQuery([VISA, CAR], "200");
  await expectNeverStored(request, PATH, query, "CAD");
  // The no-JS Add button answers with the plan's own URL, one empty debt longer.
  const added = await request.get(`${PATH}?${query}&addRow=1`, { maxRedirects: 0 });
  expect(added.status()).toBe(302);
  expect(added.headers()["cache-control"]).toMatch(/\bno-store\b/);
  const location = new URL(added.headers()["location"]!, "http://localhost");
  expect(location.pathname).toBe(PATH);
  expect(location.searchParams.getAll("name")).toEqual(["Visa", "Car loan", ""]);
  expect(location.searchParams.getAll("balance")).toEqual(["4200", "9000", ""]);
  expect(location.searchParams.get("extraPayment")).toBe("200");
  expect(location.searchParams.has("addRow")).toBe(false);
});
