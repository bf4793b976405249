/**
 * The French edition's addresses in a browser, with JavaScript and without (issue 41 item 1): a browser
 * that asks for French lands on the French home page, the language switch in the header, the mobile menu
 * and the footer keeps the visitor on the same page and is remembered, links stay in the page's language,
 * and the missing page speaks French. Axe and both phone widths on every page visited.
 */
import { expect, test } from "./fixtures";

test.describe("a browser set to French", () => {
  // The browser's language is what it sends as Accept-Language.
  test.use({ locale: "fr-CA" });

  test("lands on the French home page, and its links stay in French", async ({ page, visit }) => {
    await visit("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const main = page.getByRole("navigation", { name: "Principale" });
    await expect(main.getByRole("link")).toHaveText(["Accueil", "Cours", "Outils", "Tarifs"]);

    await main.getByRole("link", { name: "Outils" }).click();
    await expect(page).toHaveURL(/\/fr\/tools$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Politique de remboursement" }).click();
    await expect(page).toHaveURL(/\/fr\/refund-policy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });

  test("keeps English once English is chosen", async ({ page, visit }) => {
    await visit("/tools");
    await expect(page).toHaveURL(/\/fr\/tools$/);
    // The header's switch (the footer's is followed below).
    await page.getByRole("banner").getByRole("button", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await visit("/courses");
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("the French edition", () => {
  test("the footer's switch keeps the visitor on the page, both ways, and the choice is remembered", async ({ page, visit }) => {
    await visit("/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("contentinfo").getByRole("button", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("link", { name: "Passer au contenu" })).toBeAttached();

    // Remembered: an English address now opens in French, though the browser asks for English.
    await visit("/courses");
    await expect(page).toHaveURL(/\/fr\/courses$/);

    await page.getByRole("contentinfo").getByRole("button", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("on a phone the switch is in the menu, and the header's sections keep their language", async ({ page, visit }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await visit("/tools");
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("button", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/tools$/);
    await page.getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Tarifs" })).toHaveAttribute(
      "href",
      /^\/fr\??#pricing$/,
    );
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Accueil" }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });

  test.describe("the missing page", () => {
    test.use({ allowedConsoleErrors: [/404/] });
    test("speaks French under /fr, and leads home in French", async ({ page, expectAccessible }) => {
      const response = await page.goto("/fr/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups! Page introuvable");
      await expect(page).toHaveTitle("Page introuvable | Moneywise");
      await expectAccessible();
      await page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" }).click();
      await expect(page).toHaveURL(/\/fr$/);
    });
  });
});
