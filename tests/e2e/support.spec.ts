/**
 * Support and advisor messages as one story, with and without JavaScript (issue 27 item 4): a visitor
 * and a Basic member send requests, an Elite member in Ontario writes to the adviser registered there;
 * an admin sees the advisor message ahead of the others in the queue and replies to each; the replies
 * reach each by email, and the members in Dashboard → Support (the visitor through the emailed link).
 * Limits, escaping, IDOR, the queue's full order and the audit log are tested in
 * tests/integration/support.test.ts.
 */
import type { Page } from "@playwright/test";
import { registerAdviser } from "~/features/support/advisers.server";
import { COMMAND_ACTOR } from "~/features/admin/audit.server";
import { createDatabase } from "../../db/client";
import { openDatabase } from "../../db/node-client";
import { existingAccount, NODE_SERVER, signInBrowser } from "../support/arrange";
import { grantAccess } from "./access";
import { expect, test } from "./fixtures";
import { E2E_DATABASE, linkFromLatestEmail, uniqueEmail } from "./mail";
import { signUpAndSignIn } from "./signed-in";
import { signedInAdmin } from "./staff";

test.describe.configure({ timeout: 300_000 });

/** The admin answers as the adviser registered in Ontario, as `npm run staff -- adviser` registers one. */
async function registerOntarioAdviser(email: string) {
  const client = await openDatabase(`file:${E2E_DATABASE}`);
  try {
    const registration = {
      displayName: "Dana Adviser",
      registrationBody: "Ontario Securities Commission (NI 31-103)",
      registrationNumber: "ON-2026-17",
      jurisdictions: ["CA-ON"],
    };
    await registerAdviser(createDatabase(client, { count: 0 }), email, registration, COMMAND_ACTOR);
  } finally {
    client.close();
  }
}

/** The next person at the browser: signed in by a session cookie (signing in through the form is accounts.spec.ts's). */
async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await signInBrowser(page.context(), NODE_SERVER, await existingAccount(NODE_SERVER, email));
}

async function fillRequest(page: Page, subject: string, message: string) {
  await page.getByLabel("What is it about?").selectOption({ label: "Billing, plans and refunds" });
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Your message").fill(message);
}

test("a visitor, a Basic member and an Elite member's advisor message are answered from the queue", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const run = crypto.randomUUID().slice(0, 6);
  const subjects = { visitor: `Visitor question ${run}`, basic: `Basic question ${run}`, elite: `Advisor question ${run}` };
  const adminEmail = await signedInAdmin(page);
  await registerOntarioAdviser(adminEmail);

  // A visitor writes without an account: name and address, and the limits said before they bite.
  await page.context().clearCookies();
  const visitorEmail = uniqueEmail("support-visitor");
  await visit("/support");
  await expect(page.getByText("Attachments are not accepted.")).toBeVisible();
  await page.getByLabel("Your name").fill("Vera Visitor");
  await page.getByLabel("Your email").fill(visitorEmail);
  await fillRequest(page, subjects.visitor, "How do I get a receipt? See https://example.com/receipt");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("request-received")).toContainText("We received your request");
  const receipt = new URL(await linkFromLatestEmail(visitorEmail, /^We received your request/));
  expect(receipt.pathname).toMatch(/^\/support\/requests\//);

  // A Basic member writes from their account and follows it in Dashboard → Support.
  const basicEmail = await signUpAndSignIn(page, "CA");
  await grantAccess(basicEmail, { plan: "basic" });
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Support" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "New request" }).click();
  await expect(page.getByText(`We will answer at ${basicEmail}`)).toBeVisible();
  await fillRequest(page, subjects.basic, "Can I change my billing date?");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { level: 1, name: subjects.basic })).toBeVisible();
  await expect(page.getByText("Waiting for our answer")).toBeVisible();
  await expectAccessible();

  // An Elite member in Ontario writes to the adviser registered there, and is shown who that is.
  await page.context().clearCookies();
  const eliteEmail = await signUpAndSignIn(page, "CA");
  await grantAccess(eliteEmail, { plan: "elite" });
  await visit("/dashboard/support/advisor");
  // Where advisers are registered today, so the member can check their own province first.
  await expect(page.getByTestId("adviser-coverage")).toContainText("Ontario");
  await page.getByLabel("Province or state where you live").selectOption({ label: "Ontario" });
  await page.getByLabel("Subject").fill(subjects.elite);
  await page.getByLabel("Your message").fill("Should I pay down my line of credit before investing?");
  await page.getByRole("button", { name: "Send to an adviser" }).click();
  await expect(page.getByRole("heading", { level: 1, name: subjects.elite })).toBeVisible();
  await expect(page.getByTestId("adviser")).toContainText("Your adviser: Dana Adviser");
  await expect(page.getByTestId("adviser")).toContainText("Ontario Securities Commission (NI 31-103), number ON-2026-17");
  await expectAccessible();

  // The admin: the advisor message comes before the Elite... Basic... visitor order of the others.
  await signInAs(page, adminEmail);
  await visit("/admin/support");
  await expect(page.getByText("Elite: 1 business day")).toBeVisible();
  const rows = page.getByTestId("queue-row");
  const order = (await rows.allTextContents())
    .map((text) => Object.values(subjects).findIndex((subject) => text.includes(subject)))
    .filter((index) => index >= 0);
  expect(order).toEqual([2, 1, 0]);
  await expect(rows.filter({ hasText: subjects.elite })).toContainText("Advisor");
  const replies = {
    visitor: "Receipts are in Dashboard → Purchases.",
    basic: "Billing dates follow your first payment.",
    elite: "Let us look at the interest rate first.",
  };
  for (const who of ["elite", "basic", "visitor"] as const) {
    await page.goto("/admin/support");
    await page.getByRole("link", { name: subjects[who] }).click();
    await expect(page.getByRole("heading", { level: 1, name: subjects[who] })).toBeVisible();
    if (who === "elite") await expectAccessible();
    await page.getByLabel("Your reply (emailed to the requester)").fill(replies[who]);
    await page.getByRole("button", { name: "Reply", exact: true }).click();
    await expect(page.getByTestId("toast")).toContainText("Reply sent.");
    await expect(page.getByText(replies[who])).toBeVisible();
  }

  // Each hears by email; the visitor reads the answer through the emailed link, without an account.
  await page.context().clearCookies();
  const visitorLink = new URL(await linkFromLatestEmail(visitorEmail, new RegExp(`^Re: ${subjects.visitor}`)));
  await visit(visitorLink.pathname + visitorLink.search);
  await expect(page.getByText(replies.visitor)).toBeVisible();
  await expect(page.getByRole("link", { name: "https://example.com/receipt" })).toHaveAttribute("rel", "nofollow noopener ugc");

  // The members read it in their dashboards, from the emailed link.
  for (const [email, who] of [
    [basicEmail, "basic"],
    [eliteEmail, "elite"],
  ] as const) {
    const link = new URL(await linkFromLatestEmail(email, new RegExp(`^Re: ${subjects[who]}`)));
    await signInAs(page, email);
    await page.goto(link.pathname);
    await expect(page.getByRole("heading", { level: 1, name: subjects[who] })).toBeVisible();
    await expect(page.getByText(replies[who])).toBeVisible();
    await expect(page.getByText("Answered")).toBeVisible();
  }
});
