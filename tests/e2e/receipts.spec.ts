import type { Page } from "@playwright/test";
import { parseRoundTrips } from "../../server/app-handler";
import { E2E_SELLER } from "../support/e2e-seller";
import { writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

// A receipt of another account's order (or none) answers 404 on purpose; browsers log that status.
test.use({ allowedConsoleErrors: [/status of 404/] });

/** How many pages the current page prints on (Chromium's PDF, Letter and A4 alike). */
async function printedPages(page: Page): Promise<number[]> {
  const counts: number[] = [];
  for (const format of ["Letter", "A4"] as const) {
    const pdf = (await page.pdf({ format })).toString("latin1");
    counts.push(pdf.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0);
  }
  return counts;
}

/** Today's UTC date as receipts print it ("Nov 26, 2026"). */
function todayOnReceipts(): string {
  return new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** Opens a receipt and checks what every receipt answers: one round trip, private, accessible, one printed page. */
async function openReceipt(page: Page, path: string, expectAccessible: () => Promise<void>) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
  await expectAccessible();
  expect(await printedPages(page)).toEqual([1, 1]);
}

test("a receipt names the seller, the buyer, the card and the tax, prints on one page, and shows a refund with its date", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await page.goto("/courses/budget-bootcamp");
  await page.getByRole("button", { name: "Buy Course" }).click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/lesson\/1$/);
  // The taxes Stripe Tax charges a Quebec buyer (GST 5 % + QST 9.975 % of CA$59.00), as the webhook records
  // them from its breakdown; the local provider charges none.
  const quebecTaxes = JSON.stringify([
    { kind: "gst", ratePercent: 5, amount: 295 },
    { kind: "qst", ratePercent: 9.975, amount: 589 },
  ]);
  await writeToServerDatabase([
    {
      sql: "update orders set tax_amount = 884, tax_lines_json = ?, buyer_region = 'QC' where user_id = (select id from users where email = ?)",
      args: [quebecTaxes, email],
    },
  ]);

  await page.goto("/dashboard/purchases");
  const receiptLink = page.getByRole("link", { name: "Receipt for 7-Day Budget Bootcamp" });
  const receiptPath = (await receiptLink.getAttribute("href"))!;
  await receiptLink.click();
  await expect(page).toHaveURL(new RegExp(`${receiptPath}$`));
  await openReceipt(page, receiptPath, expectAccessible);

  // The seller as the settings name it, not the site's host.
  const seller = page.getByTestId("receipt-seller");
  await expect(seller).toContainText(E2E_SELLER.SELLER_LEGAL_NAME);
  for (const line of E2E_SELLER.SELLER_ADDRESS.split("\n")) await expect(seller).toContainText(line);
  await expect(page.getByText(E2E_SELLER.SELLER_GST_HST_NUMBER)).toBeVisible();
  await expect(page.getByText(E2E_SELLER.SELLER_QST_NUMBER)).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("localhost");
  // The buyer, the order, the card and the money.
  await expect(page.getByRole("region", { name: "Billed to" })).toContainText(`Ana Lopez${email}`);
  await expect(page.getByTestId("receipt-number")).toHaveText(receiptPath.split("/")[3]!);
  await expect(page.getByRole("article").locator("time")).toHaveText(todayOnReceipts());
  await expect(page.getByTestId("receipt-card")).toHaveText("Visa ending in 4242Test payment: nothing was charged");
  await expect(page.getByTestId("receipt-currency")).toHaveText("Canadian dollars (CAD)");
  await expect(page.getByRole("row", { name: "7-Day Budget Bootcamp" })).toContainText("59.00 CAD");
  await expect(page.getByTestId("receipt-subtotal")).toHaveText("59.00 CAD");
  await expect(page.getByTestId("receipt-tax-line")).toHaveText(["GST (5%)2.95 CAD", "QST (9.975%)5.89 CAD"]);
  await expect(page.getByTestId("receipt-total")).toHaveText("67.84 CAD");
  await expect(page.getByTestId("receipt-status")).toHaveText("Paid");
  await expect(page.getByTestId("receipt-refund")).toHaveCount(0);

  // Print: a button that opens the print dialog with JavaScript, a hint without it.
  if (javaScriptEnabled === false) {
    await expect(page.getByText("Use your browser's Print command to print this receipt or save it as a PDF on one page.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Print receipt" })).toHaveCount(0);
  } else {
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "Print receipt" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  }
  // Printed, the site's header, footer and the page's own links are left out.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Back to purchases" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await page.emulateMedia({ media: null });

  // After a refund the receipt says so, with the refund's date and amount.
  await page.goto("/dashboard/purchases");
  await page.getByRole("link", { name: /Request refund/ }).click();
  await page.getByRole("button", { name: "Confirm refund" }).click();
  await expect(page.getByTestId("toast")).toContainText("Refund issued");
  await openReceipt(page, receiptPath, expectAccessible);
  await expect(page.getByTestId("receipt-status")).toHaveText("Refunded");
  await expect(page.getByTestId("receipt-refund")).toHaveText(`Refunded on ${todayOnReceipts()}−67.84 CAD`);
  await expect(page.getByRole("row", { name: "Net paid" })).toContainText("0.00 CAD");
  await expect(page.getByTestId("receipt-total")).toHaveText("67.84 CAD");
});

test("an American's receipt in US dollars carries the GST/HST number but no QST number", async ({ page, browser, expectAccessible }) => {
  await signUpAndSignIn(page, "US");
  await page.goto("/courses/budget-bootcamp");
  await page.getByRole("button", { name: "Buy Course" }).click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/lesson\/1$/);
  await page.goto("/dashboard/purchases");
  const receipt = (await page.getByRole("link", { name: "Receipt for 7-Day Budget Bootcamp" }).getAttribute("href"))!;
  await openReceipt(page, receipt, expectAccessible);
  await expect(page.getByTestId("receipt-currency")).toHaveText("US dollars (USD)");
  await expect(page.getByTestId("receipt-tax")).toHaveText("0.00 USD");
  await expect(page.getByTestId("receipt-total")).toHaveText("47.00 USD");
  await expect(page.getByText(E2E_SELLER.SELLER_GST_HST_NUMBER)).toBeVisible();
  await expect(page.getByText(E2E_SELLER.SELLER_QST_NUMBER)).toHaveCount(0);
  // An unknown order has no receipt, and this order's receipt does not exist for another learner.
  expect((await page.goto("/dashboard/purchases/not-an-order/receipt"))?.status()).toBe(404);
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "10.250.0.1" } });
  const otherPage = await other.newPage();
  await signUpAndSignIn(otherPage, "US");
  const response = await otherPage.goto(receipt);
  expect(response?.status()).toBe(404);
  expect(await response?.text()).not.toContain(E2E_SELLER.SELLER_GST_HST_NUMBER);
  await other.close();
});
