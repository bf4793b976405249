import { parseRoundTrips } from "../../server/app-handler";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { totalTime } from "~/lib/domain/lesson-time";
import { grantAccess } from "./access";
import { storedLessonTimes } from "./lesson-times";
import { expect, goBack, test } from "./fixtures";
import { completedLessons, NODE_SERVER, passedFinalAssessment } from "../support/arrange";
import { signUpAndSignIn } from "./signed-in";

// An address that never was a certificate answers 404 on purpose; browsers log that status.
test.use({ allowedConsoleErrors: [/status of 404/] });

test("a finished course's certificate is public, printable on one page, shareable, and revocable by its learner", async ({
  page,
  browser,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const email = await signUpAndSignIn(page, "US");
  await grantAccess(email, { product: "budget-bootcamp" });
  await passedFinalAssessment(NODE_SERVER, email, "budget-bootcamp");
  await completedLessons(NODE_SERVER, email, "budget-bootcamp", [1, 2, 3, 4, 5, 6, 7]);

  // Linked from the course page.
  await page.goto("/courses/budget-bootcamp");
  await expect(page.getByText("7 of 7 lessons complete")).toBeVisible();
  await page.getByRole("link", { name: "View your certificate" }).click();
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{43}$/);
  const address = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: "Certificate of Completion" })).toBeVisible();
  // The name the learner signed up with (tests/e2e/signed-in.ts), the course and the date.
  await expect(page.getByTestId("learner-name")).toHaveText("Ana Lopez");
  await expect(page.getByTestId("course-title")).toHaveText("7-Day Budget Bootcamp");
  await expect(page.getByTestId("certificate-assessment")).toContainText("passed its final assessment on");
  await expect(page.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Ana Lopez completed 7-Day Budget Bootcamp/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`${address}$`));
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.png$/);
  await expectAccessible();

  // What makes it worth sharing: the credential id, the course's hours, a seal, LinkedIn, a link to copy.
  const credentialId = address.split("/")[2]!;
  const certificateUrl = new URL(address, page.url()).href;
  await expect(page.getByTestId("credential-id")).toHaveText(credentialId);
  // The hours a course asks for: its lessons' reading and worksheet work, as the pages show them.
  const { readingMinutes, workMinutes } = totalTime(await storedLessonTimes("budget-bootcamp"));
  const minutes = readingMinutes + workMinutes;
  await expect(page.getByTestId("course-hours")).toHaveText(`${Math.round(minutes / 6) / 10} hours`);
  await expect(page.getByRole("img", { name: `${PRODUCT_NAME} seal of completion` })).toBeVisible();
  await expect(page.getByTestId("verify-address")).toHaveText(certificateUrl);
  const linkedIn = new URL((await page.getByRole("link", { name: "Add to LinkedIn" }).getAttribute("href"))!);
  const today = new Date();
  expect(linkedIn.origin + linkedIn.pathname).toBe("https://www.linkedin.com/profile/add");
  expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
    startTask: "CERTIFICATION_NAME",
    name: "7-Day Budget Bootcamp",
    organizationName: PRODUCT_NAME,
    issueYear: String(today.getUTCFullYear()),
    issueMonth: String(today.getUTCMonth() + 1),
    certUrl: certificateUrl,
    certId: credentialId,
  });
  const verificationLink = page.getByLabel("Verification link");
  await expect(verificationLink).toHaveValue(certificateUrl);
  await expect(verificationLink).toHaveAttribute("readonly", "");
  if (javaScriptEnabled === false) {
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
    await expect(page.getByText("Select the link and copy it: anyone with it can check the certificate.")).toBeVisible();
    await expect(page.getByText("Use your browser's Print command to print it on one page.")).toBeVisible();
  } else {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByTestId("copy-status")).toHaveText("Link copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificateUrl);
    await expect(page.getByRole("button", { name: "Print certificate" })).toBeVisible();
  }

  // Anyone with the link sees it, signed in or not; printed, it fits one page.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto(new URL(address, page.url()).href);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(response?.headers()["server-timing"] ?? null)).toBe(1);
  await expect(strangerPage.getByTestId("learner-name")).toHaveText("Ana Lopez");
  for (const format of ["Letter", "A4"] as const) {
    const pdf = (await strangerPage.pdf({ format })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page[^s]/g), format).toHaveLength(1);
  }

  // The overview has nothing left to continue and says where the certificate is; on Achievements the
  // learner can revoke it: at once its page says so, without the learner's name.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Continue where you left off" })).toContainText(
    "You have finished every lesson of your courses.",
  );
  await page.getByRole("link", { name: "See your achievements and certificates" }).click();
  await expect(page).toHaveURL(/\/dashboard\/achievements$/);
  const achievement = page.getByRole("listitem").filter({ hasText: "Course Complete: 7-Day Budget Bootcamp" });
  await expect(achievement).toContainText(/Earned [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await achievement.getByRole("link", { name: /View certificate/ }).click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await goBack(page);
  await page
    .getByRole("listitem")
    .filter({ hasText: "Course Complete: 7-Day Budget Bootcamp" })
    .getByRole("button", { name: /Revoke certificate/ })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Certificate revoked");
  expect((await strangerPage.goto(new URL(address, page.url()).href))?.status()).toBe(200);
  await expect(strangerPage.getByRole("heading", { level: 1, name: "This certificate has been revoked" })).toBeVisible();
  await expect(strangerPage.getByText("Ana Lopez")).toHaveCount(0);
  // An address that never was a certificate is not found.
  expect((await strangerPage.goto(new URL(`/certificates/${"x".repeat(43)}`, page.url()).href))?.status()).toBe(404);
  await expect(strangerPage.getByRole("heading", { level: 1, name: "Certificate not found" })).toBeVisible();
  await stranger.close();

  // The final's page says it was revoked, and its link leads to where it is issued again.
  await page.goto("/courses/budget-bootcamp/assessment");
  await expect(page.getByText("You revoked this course's certificate.")).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "Issue it again in Achievements" }).click();
  await expect(page).toHaveURL(/\/dashboard\/achievements$/);

  // The learner can issue it again, at a new address.
  await page
    .getByRole("listitem")
    .filter({ hasText: "Course Complete: 7-Day Budget Bootcamp" })
    .getByRole("button", { name: /Issue certificate/ })
    .click();
  await expect(page.getByTestId("toast")).toContainText("Certificate issued");
  await page
    .getByRole("listitem")
    .filter({ hasText: "Course Complete: 7-Day Budget Bootcamp" })
    .getByRole("link", { name: /View certificate/ })
    .click();
  await expect(page.getByTestId("learner-name")).toHaveText("Ana Lopez");
  expect(new URL(page.url()).pathname).not.toBe(address);
});

test("a refund takes the course's certificate with it: its page then says it has been revoked", async ({ page, browser, expectAccessible }) => {
  const email = await signUpAndSignIn(page, "CA");
  await page.goto("/courses/debt-challenge");
  await page.getByRole("button", { name: "Buy Course" }).click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page).toHaveURL(/\/courses\/debt-challenge\/lesson\/1$/);
  await passedFinalAssessment(NODE_SERVER, email, "debt-challenge");
  await completedLessons(NODE_SERVER, email, "debt-challenge", [1, 2, 3, 4]);
  await page.goto("/courses/debt-challenge");
  await page.getByRole("link", { name: "View your certificate" }).click();
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{43}$/);
  const address = new URL(page.url()).href;
  await expect(page.getByRole("heading", { level: 1, name: "Certificate of Completion" })).toBeVisible();

  await page.goto("/dashboard/purchases");
  await page.getByRole("link", { name: /Request refund/ }).click();
  await page.getByRole("button", { name: "Confirm refund" }).click();
  await expect(page.getByTestId("toast")).toContainText("Refund issued");

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  expect((await strangerPage.goto(address))?.status()).toBe(200);
  await expect(strangerPage.getByRole("heading", { level: 1, name: "This certificate has been revoked" })).toBeVisible();
  await expect(strangerPage.getByText("Ana Lopez")).toHaveCount(0);
  await stranger.close();
  // Its learner no longer has one to show either.
  await page.goto("/dashboard/achievements");
  await expect(page.getByRole("link", { name: /View certificate/ })).toHaveCount(0);
  await expectAccessible();
});
