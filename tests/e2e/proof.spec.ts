// Claims that are true (issue 23, item 5): the public pages show only figures our records support, and
// Debt Challenge learners report their results on a form of their own.
import { expect, test } from "./fixtures";
import { grantAccess } from "./access";
import { signUpAndSignIn } from "./signed-in";

// A refused form answers 400 and the gate 403: the browser logs each status.
test.use({ allowedConsoleErrors: [/status of (400|403)/] });

const RESULTS = "/courses/debt-challenge/results";
// Matched as written (a string would match case-insensitively, and the guarantee's terms rightly say "Debt eliminated is …").
const OLD_CLAIMS = ["10,000+", "Lives Transformed", "$2M+", "Debt Eliminated", "99%", "Success Rate", "5,000+", "3,200+", "1,100+"].map(
  (claim) => new RegExp(claim.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
);

test("the home page claims nothing our records do not support: on a fresh site it shows its lessons, tools and courses", async ({
  page,
  visit,
}) => {
  await visit("/");
  const main = page.locator("main");
  for (const claim of OLD_CLAIMS) await expect(main.getByText(claim)).toHaveCount(0);
  const figures = page.getByRole("region", { name: "Take control of your money" }).locator("dl > div");
  await expect(figures).toHaveCount(3);
  // The e2e site has far fewer learners than any threshold: what the hero says is true of the site itself.
  await expect(figures.locator("dt")).toHaveText(["lessons", "free calculators", "courses"]);
  await expect(figures.locator("dd")).toHaveText([/^\d+$/, "4", "3"]);
  await expect(page.getByRole("complementary", { name: "How these figures are counted" })).toHaveCount(0);
});

test("the catalogue's and course pages' cards show no count of students or learners", async ({ page, visit }) => {
  for (const path of ["/courses", "/courses/debt-challenge"]) {
    await visit(path);
    await expect(page.locator("main").getByText(/^[\d,]+\+ (students|learners)$/)).toHaveCount(0);
    for (const claim of OLD_CLAIMS) await expect(page.locator("main").getByText(claim)).toHaveCount(0);
  }
  // The Debt Challenge's page says nothing of a total paid off until enough learners report one.
  await expect(page.getByText("by our students so far")).toHaveCount(0);
  await expect(page.getByText("Do the work of each phase and you will finish with:")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Report your 90-day results" })).toHaveCount(0);
});

test("a learner without the Debt Challenge gets the gate, and a crafted POST saves nothing", async ({ page, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "budget-bootcamp" });
  const gate = await page.goto(RESULTS);
  expect(gate?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Course Access Required" })).toBeVisible();
  await expect(page.getByText("Only learners of the Debt-Free in 90 Days Challenge can report results.")).toBeVisible();
  await expect(page.getByLabel("Total debt now (dollars)")).toHaveCount(0);
  await expectAccessible();

  const crafted = await page.request.post(RESULTS, { form: { currency: "CAD", debtAtStart: "50000", debtNow: "0" }, maxRedirects: 0 });
  expect(crafted.status()).toBe(403);

  // Once the learner holds the course, the form is empty: the refused report was never written.
  await grantAccess(email, { product: "debt-elimination-challenge" });
  await page.goto(RESULTS);
  await expect(page.getByLabel("Total debt when you started (dollars)")).toHaveValue("");
  await expect(page.getByTestId("saved-result")).toHaveCount(0);
});

test("a Debt Challenge learner reaches the form from Phase 4 and the course page, reports, corrects bad input and edits", async ({
  page,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "debt-elimination-challenge" });

  await page.goto("/courses/debt-challenge");
  await expect(page.getByRole("heading", { name: "Report your 90-day results" })).toBeVisible();
  await page.goto("/courses/debt-challenge/lesson/4");
  await page.getByRole("link", { name: "Report your results" }).click();
  await expect(page).toHaveURL(new RegExp(`${RESULTS}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Your 90-day results" })).toBeVisible();
  await expect(page.getByText(/never shown with your name\. They are added, anonymously, into the totals/)).toBeVisible();
  // A Canadian account's default currency.
  await expect(page.getByLabel("Currency of your debts")).toHaveValue("CAD");
  await expectAccessible();

  const start = page.getByLabel("Total debt when you started (dollars)");
  const now = page.getByLabel("Total debt now (dollars)");
  await start.fill("24,500");
  await now.fill("-5");
  await page.getByRole("button", { name: "Save my results" }).click();
  await expect(page.getByText("Your total debt now cannot be negative: enter what you owe, 0 or more.")).toBeVisible();
  await expect(start).toHaveValue("24,500");
  await now.fill("lots");
  await page.getByRole("button", { name: "Save my results" }).click();
  await expect(page.getByText("Enter your total debt now as a number of dollars, such as 12,500 or 12500.50.")).toBeVisible();
  await now.fill("99999999999");
  await page.getByRole("button", { name: "Save my results" }).click();
  await expect(page.getByText("Enter your total debt now below $10,000,000: a larger figure is surely a typo.")).toBeVisible();
  await expectAccessible();

  await now.fill("18,000.50");
  await page.getByRole("button", { name: "Save my results" }).click();
  await expect(page.getByTestId("toast")).toContainText("Results saved");
  await expect(page.getByTestId("saved-result")).toContainText("CA$24,500.00 when you started, CA$18,000.50 now");

  await page.getByLabel("Currency of your debts").selectOption("USD");
  await page.getByLabel("Total debt now (dollars)").fill("17000");
  await page.getByRole("button", { name: "Update my results" }).click();
  await expect(page.getByTestId("saved-result")).toContainText("US$24,500.00 when you started, US$17,000.00 now");
  await expect(page.getByLabel("Total debt now (dollars)")).toHaveValue("17000");
  await expectAccessible();
});
