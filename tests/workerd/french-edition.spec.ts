import { JSDOM } from "jsdom";
import { englishLeft } from "../support/english-left";
import { expect, test } from "./fixtures";

// The French edition on the production Worker build in workerd, with the edge cache in front: the language a
// browser asks for is part of what a cached English page is kept for.

test.describe("a browser set to French", () => {
  test.use({ locale: "fr-CA" });

  test("lands on the French page, moves within French on the Worker, and switches back to English", async ({ page }) => {
    await page.goto(`/courses?fr=${crypto.randomUUID()}`);
    await expect(page).toHaveURL(/\/fr\/courses\?fr=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await page.getByRole("navigation", { name: "Principale" }).getByRole("link", { name: "Outils" }).click();
    await expect(page).toHaveURL(/\/fr\/tools$/);
    await page.getByRole("contentinfo").getByRole("button", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("reads the public pages and the lessons' course page in French on the Worker, no English left", async ({ page }) => {
    for (const path of ["/fr", "/fr/courses", "/fr/courses/debt-challenge", "/fr/tools/budget-calculator", "/fr/signup", "/fr/login"]) {
      await page.goto(path);
      expect(englishLeft(new JSDOM(await page.content()).window.document), path).toEqual([]);
    }
  });
});

test("an English page the edge cache keeps for English readers is never served to a browser that asks for French", async ({ request }) => {
  const path = `/privacy?edge=${crypto.randomUUID()}`;
  const english = { Accept: "text/html", "Accept-Language": "en-CA" };
  expect((await request.get(path, { headers: english })).headers()["x-edge-cache"]).toBe("MISS");
  await expect(async () => expect((await request.get(path, { headers: english })).headers()["x-edge-cache"]).toBe("HIT")).toPass();
  const french = await request.get(path, { headers: { Accept: "text/html", "Accept-Language": "fr-CA,fr;q=0.9" }, maxRedirects: 0 });
  expect(french.status()).toBe(302);
  expect(french.headers().location).toBe(`/fr${path}`);
});
