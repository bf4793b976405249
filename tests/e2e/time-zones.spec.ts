import { expect, test } from "./fixtures";
import { signUpConfirmAndSignIn } from "./signed-in";
import { uniqueEmail } from "./mail";

// The browser's clock is in Newfoundland: sign-up proposes it when the page's script can read it.
test.use({ timezoneId: "America/St_Johns" });

test("a new learner's time zone comes from the browser (Toronto without JavaScript on Node) and is changed in Profile", async ({
  page,
  visit,
  expectAccessible,
  javaScriptEnabled,
}) => {
  const email = uniqueEmail("time-zone");
  await visit("/signup");
  await signUpConfirmAndSignIn(page, email);

  await visit("/dashboard/profile");
  const zone = page.getByLabel("Time zone");
  // Without JavaScript nothing reads the browser's zone, and the Node server has no Cloudflare to ask.
  await expect(zone).toHaveValue(javaScriptEnabled === false ? "America/Toronto" : "America/St_Johns");
  await expect(zone.locator("option:checked")).toHaveText(javaScriptEnabled === false ? "Eastern — Toronto" : "Newfoundland — St. John's");

  await zone.selectOption({ label: "Arizona — Phoenix (no daylight time)" });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Times are now shown for Arizona — Phoenix (no daylight time).");
  await page.reload();
  await expect(page.getByLabel("Time zone")).toHaveValue("America/Phoenix");
  await expectAccessible();
});
