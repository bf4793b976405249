import { expect, type Page } from "@playwright/test";
import { linkFromLatestEmail, uniqueEmail } from "./mail";

const PASSWORD = "Maple-Leaf-2026";

/**
 * Creates an account from the given country the way a person does (sign-up form, the confirmation
 * link from the local outbox, sign-in) and leaves the page signed in on the dashboard.
 */
export async function signUpAndSignIn(page: Page, country: "CA" | "US"): Promise<string> {
  const email = uniqueEmail(`public-${country.toLowerCase()}`);
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Tremblay");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Country").selectOption(country);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = new URL(await linkFromLatestEmail(email, /Confirm your Moneywise account/));
  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: "Confirm my email" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
