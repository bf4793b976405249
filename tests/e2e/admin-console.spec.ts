import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { writeToServerDatabase } from "./access";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_DATABASE, uniqueEmail } from "./mail";
import { signUpAndSignIn } from "./signed-in";

// Before the role is granted the console answers 404 on purpose; browsers log that status.
test.use({ allowedConsoleErrors: [/status of 404/] });

const REPO = path.resolve(import.meta.dirname, "../..");

/** `npm run staff -- grant <email> admin` against the e2e server's database: the way a first admin is made. */
async function grantAdmin(email: string) {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "staff", "--", "grant", email, "admin"], {
    cwd: REPO,
    env: { ...process.env, TURSO_DATABASE_URL: `file:${E2E_DATABASE}` },
  });
  expect(stdout).toContain(`${email}: learner → admin`);
}

/** The page as a 320 px phone shows it: no sideways scrolling. */
async function expectFitsPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize(size);
}

test("an admin finds a learner, grants a complimentary course, refunds a 45-day-old order and reads both in the audit log", async ({
  page,
  expectAccessible,
}) => {
  // A sign-up, a command run and three pages checked with axe (twice each without JavaScript): more than the default budget on a busy machine.
  test.slow();
  // The learner (their account as sign-up writes it, confirmed) bought the Bootcamp 45 days ago.
  const learnerEmail = uniqueEmail("console-learner");
  const learnerId = crypto.randomUUID();
  await writeToServerDatabase([
    {
      sql: "insert into users (id, email, password_hash, email_verified_at, country, created_at) values (?, ?, 'unused', ?, 'CA', ?)",
      args: [learnerId, learnerEmail, Date.now(), Date.now()],
    },
    { sql: "insert into profiles (id, first_name, last_name, updated_at) values (?, 'Ana', 'Lopez', ?)", args: [learnerId, Date.now()] },
    {
      sql: `insert into orders (id, user_id, product_name, status, amount, currency, provider_payment_id, created_at)
            values (?, ?, 'budget-bootcamp', 'paid', 5900, 'CAD', ?, ?)`,
      args: [crypto.randomUUID(), learnerId, `pi_e2e_${Date.now()}`, Date.now() - 45 * 86_400_000],
    },
  ]);

  // A learner does not see the console; once granted the role by the command, the same account does.
  const adminEmail = await signUpAndSignIn(page, "CA");
  expect((await page.goto("/admin/learners"))?.status()).toBe(404);
  await grantAdmin(adminEmail);
  expect((await page.goto("/admin/learners"))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Learners" })).toBeVisible();
  await expectAccessible();

  // Search by the start of the email, in another case, and open the learner.
  await page.getByLabel("Email or name starts with").fill(learnerEmail.slice(0, 20).toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/learners\?q=/);
  await page.getByRole("link", { name: learnerEmail }).click();
  await expect(page.getByRole("heading", { level: 1, name: learnerEmail })).toBeVisible();
  // The console stays English and names the language the learner reads the site in.
  await expect(page.getByText(/· reads (English|French|English \(not chosen\)) ·/)).toBeVisible();
  await expectAccessible();
  await expectFitsPhone(page);

  // Grant a complimentary course, with a reason.
  const grant = page.locator("form").filter({ has: page.getByRole("button", { name: "Grant the course" }) });
  await grant.getByLabel("Course").selectOption({ label: "Debt-Free in 90 Days Challenge" });
  await grant.getByLabel("Reason (kept in the audit log)").fill("Contest winner, ticket 7");
  await grant.getByRole("button", { name: "Grant the course" }).click();
  await expect(page.getByTestId("toast")).toContainText("Debt-Free in 90 Days Challenge is granted.");
  const comp = page.getByTestId("learner-order").filter({ hasText: "Debt-Free in 90 Days Challenge" });
  await expect(comp).toContainText("complimentary: Contest winner, ticket 7");

  // Refund the 45-day-old order: a reason is required, then the order is refunded.
  const order = page.getByTestId("learner-order").filter({ hasText: "7-Day Budget Bootcamp" });
  await expect(order).toContainText("Paid · 59.00 CAD");
  await order.getByLabel("Reason (kept in the audit log)").fill("Course did not load for two weeks");
  await order.getByRole("button", { name: "Refund 59.00 CAD" }).click();
  await expect(page.getByTestId("toast")).toContainText("The order is refunded and its access has ended.");
  await expect(page.getByTestId("learner-order").filter({ hasText: "7-Day Budget Bootcamp" })).toContainText("Refunded · 59.00 CAD");

  // Both actions are in the audit log, with who did them and why; the filter narrows to refunds.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // This admin's entries: the other project's run of this test writes the same actions at the same time.
  const entries = page.getByTestId("audit-entry").filter({ hasText: `by ${adminEmail}` });
  await expect(entries.filter({ hasText: "Refunded an order" })).toContainText("Reason: Course did not load for two weeks");
  await expect(entries.filter({ hasText: "Granted a complimentary course" })).toContainText("Reason: Contest winner, ticket 7");
  await expectAccessible();
  await expectFitsPhone(page);
  await page.getByLabel("Action").selectOption({ label: "Refunded an order" });
  await page.getByLabel("Staff email").fill(adminEmail);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=refund/);
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText("Reason: Course did not load for two weeks");
});
