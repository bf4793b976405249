import { expect, test } from "./fixtures";
import { parseRoundTrips } from "../../server/app-handler";
import { linkFromLatestEmail, mailStandIn, uniqueEmail } from "../e2e/mail";
import { MAIL_PORT } from "../support/ports";

/**
 * The production Worker build, over libSQL's HTTP protocol (issue 27 item 4): a visitor's request is
 * received, its receipt carries a token made with workerd's Web Crypto (HMAC), the link opens the
 * thread privately in one round trip with the message as inert text and its link safe, and a wrong
 * token is a 404.
 */
test("a visitor's support request and its emailed link on the Worker", async ({ page }) => {
  const email = uniqueEmail("workerd-support");
  const subject = `Worker question ${crypto.randomUUID().slice(0, 6)}`;
  await page.goto("/support");
  await page.getByLabel("Your name").fill("Wim Worker");
  await page.getByLabel("Your email").fill(email);
  await page.getByLabel("What is it about?").selectOption({ label: "Financial tools" });
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Your message").fill(`<img src=x onerror=alert(1)> javascript:alert(1) https://example.com/help`);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("request-received")).toBeVisible();

  const link = new URL(await linkFromLatestEmail(email, /^We received your request/, mailStandIn(`http://127.0.0.1:${MAIL_PORT}`)));
  const thread = await page.goto(link.pathname + link.search);
  expect(thread?.status()).toBe(200);
  expect(thread?.headers()["cache-control"]).toBe("private, no-store");
  expect(parseRoundTrips(thread?.headers()["server-timing"] ?? null)).toBe(1);
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  const body = page.getByTestId("message-body");
  await expect(body).toContainText("<img src=x onerror=alert(1)> javascript:alert(1)");
  await expect(body.locator("img")).toHaveCount(0);
  await expect(body.getByRole("link")).toHaveCount(1);
  await expect(body.getByRole("link")).toHaveAttribute("href", "https://example.com/help");

  const wrong = await page.goto(`${link.pathname}?token=${"0".repeat(64)}`);
  expect(wrong?.status()).toBe(404);
});
