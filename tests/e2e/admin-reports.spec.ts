import { readFile } from "node:fs/promises";
import type { Page, Response } from "@playwright/test";
import { parseRoundTrips } from "../../server/app-handler";
import { writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { signedInAdmin } from "./staff";

// Each test signs an account up and checks several pages with axe, JavaScript on and off.
test.describe.configure({ timeout: 180_000 });

function expectPrivateOneTrip(response: Response | null) {
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
}

async function downloadedText(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

test("an admin reads the overview, filters the orders and downloads both as CSV", async ({ page, expectAccessible }, testInfo) => {
  const email = await signedInAdmin(page);
  // A day of its own per project (both run against one server), so the filter finds this test's orders only.
  const day = testInfo.project.name === "js-off" ? "2024-02-29" : "2024-02-28";
  const at = (time: string) => new Date(`${day}T${time}Z`).getTime();
  const user = "(select id from users where email = ?)";
  const refundedId = `e2e-refunded-${testInfo.project.name}`;
  await writeToServerDatabase([
    {
      sql: `insert into orders (id, user_id, product_name, status, amount, tax_amount, currency, created_at) values (?, ${user}, 'budget-bootcamp', 'paid', 5900, 767, 'CAD', ?), (?, ${user}, 'debt-elimination-challenge', 'refunded', 9700, 0, 'USD', ?), (?, ${user}, 'budget-bootcamp', 'paid', 5900, 767, 'CAD', ?)`,
      args: [
        `e2e-paid-${testInfo.project.name}`,
        email,
        at("10:00:00"),
        refundedId,
        email,
        at("11:00:00"),
        `e2e-now-${testInfo.project.name}`,
        email,
        Date.now(),
      ],
    },
    // A second payment whose automatic refund the provider refused twice: owed, tried again in an hour.
    {
      sql: "update orders set auto_refund_due_at = ?, auto_refund_attempts = 2, auto_refund_error = 'Test refund failure' where id = ?",
      args: [Date.now() + 3_600_000, `e2e-now-${testInfo.project.name}`],
    },
  ]);

  expectPrivateOneTrip(await page.goto("/admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByText("a refund in the month it was made")).toBeVisible();
  // Subscriptions: recurring revenue per currency, by plan and currency, and the changes per month.
  await expect(page.getByTestId("mrr-CAD")).toHaveText(/^CA\$[\d,.]+$/);
  await expect(page.getByRole("table", { name: "Monthly recurring revenue by plan and currency" }).getByTestId("mrr-row")).toHaveCount(6);
  await expect(page.getByRole("table", { name: "Subscription changes per month" }).getByTestId("subscription-changes")).toHaveCount(12);
  // Each chart has its table twin for screen readers; the monthly figures are a table for everyone.
  await expect(page.getByRole("table", { name: "Net course sales per month, CAD (before tax)" })).toBeAttached();
  await expect(page.getByRole("table", { name: "New accounts per month" })).toBeAttached();
  await expect(page.getByRole("table", { name: "Monthly figures" }).getByRole("row")).toHaveCount(13);
  await expect(page.getByTestId("net-CAD")).not.toHaveText("CA$0");
  await expectAccessible();

  const overview = await downloadedText(page, page.getByRole("link", { name: "Download monthly figures (CSV)" }));
  expect(overview.name).toBe("moneywise-overview.csv");
  expect(overview.text).toContain("Month (UTC),Sign-ups,CAD orders");
  expect(overview.text.trim().split("\r\n")).toHaveLength(13);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  // The refunds owed are listed above the orders until they go through.
  const owed = page
    .getByRole("table", { name: "Automatic refunds owed" })
    .getByTestId("owed-refund")
    .filter({ hasText: `e2e-now-${testInfo.project.name}` });
  await expect(owed).toContainText("Test refund failure");
  await expect(owed.getByRole("cell").nth(2)).toHaveText("2");
  await expect(owed.getByRole("link", { name: email })).toHaveAttribute("href", /^\/admin\/learners\/[\w-]+$/);
  await expectAccessible();
  const filters = page.getByRole("form", { name: "Filter orders" });
  await filters.getByLabel("Status").selectOption("refunded");
  await filters.getByLabel("From (UTC day)").fill(day);
  await filters.getByLabel("To (UTC day, included)").fill(day);
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?status=refunded&currency=&course=&from=${day}&to=${day}$`));
  const rows = page.getByTestId("console-order");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Debt-Free in 90 Days Challenge");
  await expect(rows.first()).toContainText("97.00 USD");
  await expect(rows.first().getByRole("link", { name: email })).toHaveAttribute("href", /^\/admin\/learners\/[\w-]+$/);
  await expectAccessible();

  const orders = await downloadedText(page, page.getByRole("link", { name: "Download these orders (CSV)" }));
  expect(orders.name).toBe("moneywise-orders.csv");
  const lines = orders.text.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${refundedId},${day}T11:00:00.000Z,refunded,Debt-Free in 90 Days Challenge,USD,97,0,97`);
});

test.describe("bad filters, on a phone", () => {
  test.use({ allowedConsoleErrors: [/status of 400/], viewport: { width: 320, height: 640 } });

  test("the console fits 320 px, and an impossible date is named, not answered with an error page", async ({ page, expectAccessible }) => {
    await signedInAdmin(page);
    for (const path of ["/admin", "/admin/orders"]) {
      expectPrivateOneTrip(await page.goto(path));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    const response = await page.goto("/admin/orders?from=2026-02-30&to=2026-01-01");
    expect(response?.status()).toBe(400);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByText("Enter the start date as YYYY-MM-DD, a real calendar date.")).toBeVisible();
    await expect(page.getByLabel("From (UTC day)")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible();
  });
});

test("an admin sees, per course, where learners stop and how each question is answered", async ({ page, expectAccessible }, testInfo) => {
  const email = await signedInAdmin(page);
  const user = "(select id from users where email = ?)";
  const attempt = `e2e-questions-${testInfo.project.name}-${Date.now()}`;
  // A check a learner took (arranged: taking one through its page has its own tests, assessments.spec.ts).
  await writeToServerDatabase([
    {
      sql: `insert into quiz_attempts (id, user_id, kind, scope, attempt_number, score, total, passed, submitted_at) values (?, ${user}, 'check', 'check:debt-challenge/4', 0, 0, 1, 0, ?)`,
      args: [attempt, email, Date.now()],
    },
    {
      sql: `insert into quiz_answers (attempt_id, question_id, position, response_json, "right") values (?, 'debt-challenge/4/keep-paid-off-card-open', 0, '{"chosen":["a"]}', 0)`,
      args: [attempt],
    },
  ]);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Questions" }).click();
  await expect(page).toHaveURL(/\/admin\/questions$/);
  expectPrivateOneTrip(await page.goto("/admin/questions"));
  await expect(page.getByRole("heading", { level: 1, name: "Questions" })).toBeVisible();
  const questions = page.getByRole("region", { name: "Debt-Free in 90 Days Challenge: answers per question" });
  const row = questions.getByTestId("question-stats").filter({ hasText: "keep-paid-off-card-open" });
  await expect(row).toHaveCount(1);
  // At least this test's answer (the e2e server is shared): a count, a share, and the wrong option chosen.
  await expect(row.getByRole("cell").nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(
    page.getByRole("region", { name: "Debt-Free in 90 Days Challenge: learners per lesson" }).getByTestId("lesson-funnel"),
  ).toHaveCount(4);
  await expectAccessible();
});
