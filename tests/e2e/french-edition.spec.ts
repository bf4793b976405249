/**
 * The French edition's addresses in a browser, with JavaScript and without (issue 41 item 1): a browser
 * that asks for French lands on the French home page, the language switch in the header, the mobile menu
 * and the footer keeps the visitor on the same page and is remembered, links stay in the page's language,
 * and the missing page speaks French; and a learner's whole loop, sign-up to certificate, with no English
 * left on any page (tests/support/english-left.ts). Axe and both phone widths on every page visited.
 */
import { JSDOM } from "jsdom";
import { completedLessons, NODE_SERVER, passedFinalAssessment } from "../support/arrange";
import { englishLeft } from "../support/english-left";
import { grantAccess } from "./access";
import { expect, test } from "./fixtures";
import { linkFromLatestEmail, uniqueEmail } from "./mail";
import { PASSWORD } from "./signed-in";

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

test.describe("the French edition from sign-up to certificate", () => {
  test.use({ locale: "fr-CA" });

  test("a learner signs up, confirms, logs in and reads the course to its certificate in French: no English left on any page", async ({
    page,
    visit,
  }) => {
    test.slow();
    const noEnglishLeft = async () => expect(englishLeft(new JSDOM(await page.content()).window.document), page.url()).toEqual([]);
    const email = uniqueEmail("french-loop");

    await visit("/fr/courses/budget-bootcamp");
    await noEnglishLeft();
    await visit(
      "/fr/tools/debt-payoff-planner?strategy=avalanche&name=Visa&balance=1200&interestRate=20&minimumPayment=50&name=Auto&balance=9500&interestRate=6.9&minimumPayment=310&extraPayment=50",
    );
    await noEnglishLeft();

    await visit("/fr/signup");
    await noEnglishLeft();
    await page.getByLabel("Prénom").fill("Éloïse");
    await page.getByLabel("Nom", { exact: true }).fill("Tremblay");
    await page.getByLabel("Courriel", { exact: true }).fill(email);
    await page.getByLabel("Pays").selectOption("CA");
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
    await page.getByLabel(/J’accepte les/).check();
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await noEnglishLeft();

    // The confirmation email is in French, and its link opens the French page.
    const link = new URL(await linkFromLatestEmail(email, /Confirmez votre compte Moneywise/));
    expect(link.pathname).toBe("/fr/verify-email");
    await visit(link.pathname + link.search);
    await noEnglishLeft();
    await page.getByRole("button", { name: "Confirmer mon courriel" }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await page.getByLabel("Courriel", { exact: true }).fill(email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard/);
    await noEnglishLeft();

    await grantAccess(email, { product: "budget-bootcamp" });
    await visit("/fr/courses/budget-bootcamp/lesson/1");
    await expect(page.locator("h1")).toHaveText("Jour 1 — Où va vraiment votre argent");
    await noEnglishLeft();
    await completedLessons(NODE_SERVER, email, "budget-bootcamp", [1, 2, 3, 4, 5, 6, 7]);
    await visit("/fr/courses/budget-bootcamp/assessment");
    await noEnglishLeft();
    await passedFinalAssessment(NODE_SERVER, email, "budget-bootcamp");
    for (const path of ["/fr/dashboard", "/fr/dashboard/courses", "/fr/dashboard/purchases", "/fr/dashboard/achievements"]) {
      await visit(path);
      await noEnglishLeft();
    }
    await page
      .getByRole("link", { name: /^Voir le certificat/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/certificates\//);
    await noEnglishLeft();
  });
});
