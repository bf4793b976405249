import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { saveProgress } from "../e2e/learning";
import { signUpAndSignIn } from "../e2e/signed-in";
import { NODE_SERVER, passedFinalAssessment } from "../support/arrange";

const SCREENS = path.resolve(import.meta.dirname, "../../docs/screens");

/** A phone (390 px) and a desktop, the two widths the README shows. */
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** Saves the current page at both widths as docs/screens/<name>-phone.png and -desktop.png. */
async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  for (const [label, size] of Object.entries(WIDTHS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${label}.png`), fullPage, animations: "disabled" });
  }
}

test("the learner's screens", async ({ page }) => {
  test.setTimeout(300_000);
  // A Canadian buys the Bootcamp with the local test checkout and works through its first two lessons.
  const email = await signUpAndSignIn(page, "CA");
  await page.goto("/courses/budget-bootcamp");
  await page.getByRole("button", { name: "Buy Course" }).click();
  await page.getByRole("button", { name: "Pay (test)" }).click();
  await expect(page).toHaveURL(/\/lesson\/1$/);
  const nav = page.getByRole("navigation", { name: "Lesson navigation" });
  for (const next of [2, 3]) {
    await saveProgress(page, nav.getByRole("button", { name: "Complete and continue" }));
    await expect(page).toHaveURL(new RegExp(`/lesson/${next}#lesson-title$`));
  }
  await page.goto("/courses/budget-bootcamp/lesson/3");
  await shoot(page, "lesson");
  await page.goto("/dashboard");
  await shoot(page, "dashboard", { fullPage: true });

  // Then passes the final assessment and finishes the course, for its certificate.
  await passedFinalAssessment(NODE_SERVER, email, "budget-bootcamp");
  for (let lesson = 3; lesson <= 7; lesson++) {
    await page.goto(`/courses/budget-bootcamp/lesson/${lesson}`);
    await saveProgress(page, nav.getByRole("button", { name: "Complete and continue" }));
  }

  await page.goto("/dashboard/purchases");
  await page
    .getByTestId("order")
    .getByRole("link", { name: /Receipt/ })
    .click();
  await shoot(page, "receipt", { fullPage: true });

  await page.goto("/courses/budget-bootcamp");
  await page.getByRole("link", { name: "View your certificate" }).click();
  await shoot(page, "certificate", { fullPage: true });
});
