import { answerKeys, completedLessons, NODE_SERVER } from "../support/arrange";
import { answerAll, askedQuestions, expectNoSidewaysScroll, right, wrong } from "./quiz";
import { grantAccess, writeToServerDatabase } from "./access";
import { expect, test } from "./fixtures";
import { signUpAndSignIn } from "./signed-in";

// An answer that cannot be graded is refused with 400 (the form comes back with it); browsers log that status.
test.use({ allowedConsoleErrors: [/status of 400/] });

test("the certificate waits for the final assessment: a failed attempt shows its score and why, a pass issues it with its score band", async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const email = await signUpAndSignIn(page, "US");
  await grantAccess(email, { product: "budget-bootcamp" });
  await completedLessons(NODE_SERVER, email, "budget-bootcamp", [1, 2, 3, 4, 5, 6, 7]);
  const keys = await answerKeys(NODE_SERVER, "budget-bootcamp");

  // Every lesson done, and no certificate: the course-complete card leads to the assessment instead.
  await page.goto("/courses/budget-bootcamp/lesson/7");
  const congratulations = page.getByRole("status").filter({ hasText: "Congratulations!" });
  await expect(congratulations).toContainText("Pass the final assessment (80%) to receive your certificate.");
  await expect(congratulations.getByRole("link", { name: "View your certificate" })).toHaveCount(0);
  await congratulations.getByRole("link", { name: "Take the final assessment" }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/assessment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Final assessment" })).toBeVisible();
  await expect(page.getByText("Lessons complete: 7 of 7.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible();

  // A failed attempt: the score, which answers were right, and each explanation.
  const asked = await answerAll(page, keys, wrong);
  expect(asked).toHaveLength(20);
  expect(new Set(asked.map(({ id }) => id.split("/")[1])).size).toBe(7);
  await page.getByRole("button", { name: "Submit my answers" }).click();
  await expect(page).toHaveURL(/\/assessment\?result=[\w-]{43}$/);
  await expect(page.getByRole("heading", { name: "Not passed yet: 80% is needed" })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText("0 of 20 right (0%)");
  await expect(page.getByText("Not quite")).toHaveCount(20);
  const firstKey = keys.get(asked[0]!.id)!;
  const explanation = Object.values(firstKey.explanations)[0]!
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
  await expect(page.getByText(explanation.slice(0, 40)).first()).toBeVisible();
  await expect(page.getByText("2 attempts left in the next 24 hours.")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible();
  await page.goto("/dashboard/achievements");
  await expect(page.getByRole("link", { name: /View certificate/ })).toHaveCount(0);
  // Achievements lead to it too.
  await page.getByRole("link", { name: /^Final assessment/ }).click();
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/assessment$/);
  // The course page leads back to it.
  await page.goto("/courses/budget-bootcamp");
  await expect(page.getByRole("link", { name: "View your certificate" })).toHaveCount(0);
  await page.getByRole("link", { name: "Take the final assessment" }).click();

  // Another draw, answered right: a pass, and the certificate with its band.
  await expect(page).toHaveURL(/\/courses\/budget-bootcamp\/assessment$/);
  const second = await answerAll(page, keys, right);
  expect(second.map(({ id }) => id)).not.toEqual(asked.map(({ id }) => id));
  await page.getByRole("button", { name: "Submit my answers" }).click();
  await expect(page.getByRole("heading", { name: "You passed the final assessment" })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText("20 of 20 right (100%)");
  await page.getByRole("link", { name: "View your certificate" }).click();
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByTestId("certificate-assessment")).toHaveText(
    /^and passed its final assessment on [A-Z][a-z]{2} \d{1,2}, \d{4}, scoring 90–100%$/,
  );
  await expectAccessible();
});

test("a lesson's knowledge check: graded on the server, kept when an answer cannot be read, shown with why, then 'Checked' beside Mark Complete", async ({
  page,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const email = await signUpAndSignIn(page, "CA");
  await grantAccess(email, { product: "budget-bootcamp" });
  const keys = await answerKeys(NODE_SERVER, "budget-bootcamp");
  await page.goto("/courses/budget-bootcamp/lesson/3");
  const check = page.getByRole("region", { name: "Knowledge check" });
  await expect(check.getByText("5 questions on this lesson")).toBeVisible();
  // Not one explanation is in the page before an answer is submitted.
  for (const key of keys.values()) expect(await page.content()).not.toContain(Object.values(key.explanations)[0]);
  // The same order on a reload (the attempt's seed), the questions of this lesson only.
  const order = (await askedQuestions(page, keys)).map(({ id }) => id);
  expect(order.every((id) => id.startsWith("budget-bootcamp/3/"))).toBe(true);
  await page.reload();
  expect((await askedQuestions(page, keys)).map(({ id }) => id)).toEqual(order);
  await expectAccessible();

  // A number that is not one comes back with its message, and every answer as it was given.
  const numeric = order.findIndex((id) => keys.get(id)!.answer !== null);
  const missed = order.findIndex((id) => keys.get(id)!.answer === null);
  await answerAll(page, keys, (key, options, index) => (index === numeric ? ["about 97"] : index === missed ? wrong(key, options) : right(key)));
  await check.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByText("1 question needs an answer you can submit.")).toBeVisible();
  const kept = (await askedQuestions(page, keys))[numeric]!.fieldset;
  await expect(kept.getByText("Write a number, like 1250 or 96.92.")).toBeVisible();
  await expect(kept.getByRole("textbox")).toHaveValue("about 97");
  await expectAccessible();

  // Four of five right passes (80%): the result says which, and why.
  await kept.getByRole("textbox").fill(String(keys.get(order[numeric]!)!.answer));
  await check.getByRole("button", { name: "Check my answers" }).click();
  await expect(page).toHaveURL(/\/lesson\/3\?result=[\w-]{43}#knowledge-check$/);
  await expect(check.getByRole("heading", { name: "You passed this check" })).toBeVisible();
  await expect(check.getByTestId("quiz-score")).toHaveText("4 of 5 right (80%)");
  await expect(check.getByText("Not quite")).toHaveCount(1);
  await expect(page.getByTestId("lesson-checked")).toHaveText("Checked: 4/5");
  await expectNoSidewaysScroll(page);
  await expectAccessible();

  // The missed question comes back in Review once it is due (a day on; here its date is moved back).
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Review" })).toContainText("Nothing is due.");
  await writeToServerDatabase([
    {
      sql: "update review_cards set due_at = ? where user_id = (select id from users where email = ?) and box = 1",
      args: [Date.now() - 1000, email],
    },
  ]);
  await page.reload();
  await page.getByRole("region", { name: "Review" }).getByRole("link", { name: "Start review" }).click();
  await expect(page).toHaveURL(/\/dashboard\/review$/);
  const due = await askedQuestions(page, keys);
  expect(due.map(({ id }) => id)).toEqual([order[missed]]);
  await expectNoSidewaysScroll(page);
  await expectAccessible();
  await answerAll(page, keys, right);
  await page.getByRole("button", { name: "Check my answers" }).click();
  await expect(page.getByRole("heading", { name: "Review done" })).toBeVisible();
  await expect(page.getByTestId("quiz-score")).toHaveText("1 of 1 right (100%)");
  await page.getByRole("link", { name: "Back to Review" }).click();
  await expect(page.getByRole("heading", { name: "Nothing to review right now" })).toBeVisible();

  // Trying again: a perfect score shows as such.
  await page.goto("/courses/budget-bootcamp/lesson/3#knowledge-check");
  await answerAll(page, keys, right);
  await check.getByRole("button", { name: "Check my answers" }).click();
  await expect(check.getByTestId("quiz-score")).toHaveText("5 of 5 right (100%)");
  await expect(page.getByTestId("lesson-checked")).toHaveText("Checked: 5/5");
});
