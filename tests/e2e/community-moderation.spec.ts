/**
 * Reports and moderation in the browser, with and without JavaScript (issue 25 item 4): a member
 * reports a post; an admin finds it in the console's queue and hides it with a reason; the audit log
 * shows who did it and why. Every page is checked with axe and at phone widths. The thread and its
 * posts are written straight into the server's database (tests/support/community-moderation-fixtures.ts).
 * The many refusals (a second report, one's own post, a post one may not read, learners and coaches in
 * the console) are tested through the real build in tests/integration/community-moderation.test.ts.
 */
import { postPath, reportPostPath } from "~/features/community/paths";
import { communityThreadStatements } from "../support/community-moderation-fixtures";
import { grantAccess, writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./mail";
import { signUpAndSignIn } from "./signed-in";
import { signedInAdmin } from "./staff";

// Two sign-ups and several pages checked with axe (twice each without JavaScript).
test.describe.configure({ timeout: 180_000 });

test("a member reports a post; an admin hides it with a reason and the audit log shows it", async ({ page, visit }) => {
  // Both projects share the server's database: each run's words are its own.
  const run = crypto.randomUUID().slice(0, 8);
  const body = `Send me $100 and I will double it by Friday (${run}).`;
  const authorId = crypto.randomUUID();
  const made = communityThreadStatements({ kind: "space", title: `Get rich quick ${run}` }, [{ authorId, body }]);
  await writeToServerDatabase([
    {
      sql: "insert into users (id, email, password_hash, email_verified_at, country, created_at) values (?, ?, 'unused', ?, 'CA', ?)",
      args: [authorId, uniqueEmail("author"), Date.now(), Date.now()],
    },
    { sql: "insert into profiles (id, first_name, last_name, updated_at) values (?, 'Olivia', 'Author', ?)", args: [authorId, Date.now()] },
    ...made.statements,
  ]);
  const postId = made.postIds[0]!;

  // A member of the space reports the post.
  const member = await signUpAndSignIn(page, "CA");
  await grantAccess(member, { plan: "basic" });
  await visit(reportPostPath(postId));
  await expect(page.getByRole("heading", { level: 1, name: "Report a post" })).toBeVisible();
  await expect(page.getByTestId("reported-post")).toHaveText(body);
  await expect(page.getByText("Posted by Olivia Author")).toBeVisible();
  const form = page.getByTestId("report-form");
  await form.getByRole("button", { name: "Send the report" }).click();
  // Nothing chosen: the browser's own check (JavaScript or not) keeps the form from leaving.
  await expect(page).toHaveURL(new RegExp(`${reportPostPath(postId)}$`));
  await form.getByLabel("Spam or advertising").check();
  await form.getByLabel("Anything our team should know (optional)").fill("Asks members for money");
  await form.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByTestId("toast")).toContainText("Our team will review this post.");
  expect(page.url()).toContain(postPath(made.threadId, 1).replace(/#.*$/, ""));

  // An admin finds it in the console and hides it.
  await page.context().clearCookies();
  await signedInAdmin(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Community" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
  await visit("/admin/community");
  const reported = page.getByTestId("community-report").filter({ hasText: body });
  await expect(reported).toContainText("1 report");
  await expect(reported).toContainText("Spam or advertising: Asks members for money");
  await expect(reported).toContainText("Olivia Author (author-");
  await reported.locator("summary", { hasText: "Hide the post" }).click();
  const hideForm = reported.locator("form").filter({ has: page.getByRole("button", { name: "Hide the post" }) });
  await hideForm.getByLabel("Reason (kept in the audit log)").fill("Scam: asks members for money");
  await hideForm.getByRole("button", { name: "Hide the post" }).click();
  await expect(page.getByTestId("toast")).toContainText("The post is hidden from members and its reports are closed.");
  await expect(page.getByTestId("community-report").filter({ hasText: body })).toHaveCount(0);
  await expect(page.getByTestId("community-hidden-post").filter({ hasText: body })).toContainText("Hidden from members since");
  await visit("/admin/community");

  await visit("/admin/audit?action=community-post-hide");
  const entry = page.getByTestId("audit-entry").filter({ hasText: `post:${postId}` });
  await expect(entry).toContainText("Hid a community post");
  await expect(entry).toContainText("Reason: Scam: asks members for money");
  await expect(entry).toContainText(`thread: ${made.threadId} · post: 1`);
});
