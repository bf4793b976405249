/**
 * The French edition's addresses over the real build and the request pipeline (issue 41 item 1, ADR 053):
 * which language a page is served in and who is sent where (Accept-Language, the `lang` cookie, the
 * address), the page's `lang`, alternates and canonical address, the frame's words, the language switch
 * (cookie, profile, the same page in the other language), and the sitemap.
 */
import type { ServerBuild } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { cookieOf } from "../support/account-actions";
import { RAW_TEST_SETTINGS } from "../support/database";
import { createSignedInUser } from "../support/loaders";
import { sendThroughPipeline, servePage } from "../support/pipeline";
import { withBuildAndDatabase, type TestDatabase } from "../support/page-tests";

const SITE = RAW_TEST_SETTINGS.SITE_URL;
const FRENCH_READER = { Accept: "text/html", "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" };

let build: ServerBuild;
let test: TestDatabase;
withBuildAndDatabase({ seeded: false }, (loaded) => ({ build, test } = loaded));

const get = (path: string, headers: Record<string, string> = {}) => sendThroughPipeline(build, test, path, { headers });

describe("which language a page is served in", () => {
  it("sends a browser that asks for French from an English address to the same page under /fr", async () => {
    const { response } = await get("/courses?x=1", FRENCH_READER);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr/courses?x=1");
    expect(response.headers.get("Vary")).toContain("Accept-Language");
    expect((await get("/", FRENCH_READER)).response.headers.get("Location")).toBe("/fr");
  });

  it("serves English to English readers, to browsers that name no site language, and to scripts", async () => {
    expect((await get("/courses", { Accept: "text/html", "Accept-Language": "en-CA,fr;q=0.5" })).response.status).toBe(200);
    expect((await get("/courses", { Accept: "text/html", "Accept-Language": "de-DE" })).response.status).toBe(200);
    expect((await get("/courses", { Accept: "text/html" })).response.status).toBe(200);
    // Data requests and fetches are answered where they were sent: only a page load is moved.
    expect((await get("/courses.data", { ...FRENCH_READER, "Sec-Fetch-Dest": "empty" })).response.status).toBe(200);
    expect((await get("/sitemap.xml", { "Accept-Language": "fr" })).response.status).toBe(200);
  });

  it("answers a French page's data in French, the home page's (`/fr.data`) included", async () => {
    for (const path of ["/fr.data", "/fr/courses.data"]) {
      const { response, text } = await get(path, { "Sec-Fetch-Dest": "empty" });
      expect(response.status, path).toBe(200);
      expect(text, path).toContain("Accueil");
    }
  });

  it("lets the remembered choice decide before the browser's languages, and never moves a French address", async () => {
    const choose = async (lang: string) =>
      cookieOf((await sendThroughPipeline(build, test, "/language", { body: { lang, returnTo: "/" } })).response.headers, "lang");
    const [english, french] = [await choose("en"), await choose("fr")];
    expect((await get("/courses", { ...FRENCH_READER, Cookie: english })).response.status).toBe(200);
    const chosenFrench = await get("/courses", { Accept: "text/html", Cookie: french });
    expect(chosenFrench.response.headers.get("Location")).toBe("/fr/courses");
    expect((await get("/fr/courses", { Accept: "text/html", "Accept-Language": "en", Cookie: english })).response.status).toBe(200);
    // A junk cookie is no choice: the browser's languages decide.
    expect((await get("/courses", { ...FRENCH_READER, Cookie: "lang=xx" })).response.status).toBe(302);
  });
});

describe("a French page", () => {
  it("says its language, names its twin in each language and its own address, and speaks French in its frame", async () => {
    const { response, html, document } = await servePage(build, test, "/fr/privacy");
    expect(response.status).toBe(200);
    expect(document.documentElement.lang).toBe("fr-CA");
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(alternates).toEqual([
      ["en-CA", `${SITE}/privacy`],
      ["en-US", `${SITE}/privacy`],
      ["fr-CA", `${SITE}/fr/privacy`],
      ["x-default", `${SITE}/privacy`],
    ]);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/fr/privacy`);
    expect(document.querySelector('a[href="#main"]')?.textContent).toBe("Passer au contenu");
    const header = document.querySelector("header")!;
    expect([...header.querySelectorAll('nav[aria-label="Principale"] a')].map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Accueil", "/fr"],
      ["Cours", "/fr/courses"],
      ["Outils", "/fr/tools"],
      ["Tarifs", "/fr#pricing"],
    ]);
    const footer = document.querySelector("footer")!;
    expect(footer.textContent).toContain("De la formation, pas des conseils financiers personnalisés.");
    expect(footer.querySelector('a[href="/fr/refund-policy"]')?.textContent).toBe("Politique de remboursement");
    // The switch leads to the English page, in English.
    const englishSwitch = footer.querySelector('form[action="/language"] button')!;
    expect(englishSwitch.getAttribute("lang")).toBe("en");
    expect(englishSwitch.getAttribute("aria-label")).toBe("Read this page in English");
    expect(footer.querySelector('form[action="/language"] input[name="returnTo"]')?.getAttribute("value")).toBe("/privacy");
    // The frame's words travel with the page's data, in its language only.
    expect(html).not.toContain("Skip to content");
  });

  it("is an English page's twin at the same path: the English page names the same alternates", async () => {
    const { document } = await servePage(build, test, "/privacy");
    expect(document.documentElement.lang).toBe("en");
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/privacy`);
    expect(document.querySelector('link[hreflang="fr-CA"]')?.getAttribute("href")).toBe(`${SITE}/fr/privacy`);
    expect(document.querySelector('a[href="#main"]')?.textContent).toBe("Skip to content");
  });

  it.each([
    "/tools/debt-payoff-planner",
    "/tools/budget-calculator",
    "/tools/net-worth-tracker",
    "/tools/goal-tracker",
    "/support",
    "/login",
    "/signup",
  ])("names its canonical address and its twin in the other language on %s, a tool's state left out", async (path) => {
    const { document } = await servePage(build, test, `/fr${path}?strategy=avalanche&balance=1200`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${SITE}/fr${path}`);
    expect(document.querySelector('link[hreflang="en-CA"]')?.getAttribute("href")).toBe(`${SITE}${path}`);
  });

  it("shows the site's missing page in French, with the way home under /fr", async () => {
    const { response, document } = await servePage(build, test, "/fr/no-such-page");
    expect(response.status).toBe(404);
    expect(document.querySelector("title")?.textContent).toBe("Page introuvable | Moneywise");
    expect(document.querySelector("h1")?.textContent).toBe("Oups! Page introuvable");
    expect(document.querySelector('main a[href="/fr"]')?.textContent).toBe("Retour à l’accueil");
  });
});

describe("the legal pages", () => {
  it("are in French under /fr, dated the French way, and say the French version governs for Québec consumers", async () => {
    const { document } = await servePage(build, test, "/fr/terms");
    expect(document.querySelector("h1")?.textContent).toBe("Conditions d’utilisation");
    expect(document.querySelector("title")?.textContent).toBe("Conditions d’utilisation | Moneywise");
    expect(document.querySelector("article p")?.textContent).toBe("Dernière mise à jour : 7 décembre 2026");
    const headings = [...document.querySelectorAll("article h2")].map((heading) => heading.textContent);
    expect(headings).toContain("Consommateurs du Québec");
    const { document: refunds } = await servePage(build, test, "/fr/refund-policy");
    expect(refunds.querySelector("h1")?.textContent).toBe("Politique de remboursement");
    expect(refunds.body.textContent).toContain("dans les 15 jours");
  });

  it("are in English at their English address, which says the same about Québec", async () => {
    const { document } = await servePage(build, test, "/terms");
    expect(document.querySelector("h1")?.textContent).toBe("Terms of Service");
    expect(document.querySelector("article p")?.textContent).toBe("Last updated December 7, 2026");
    expect([...document.querySelectorAll("article h2")].map((heading) => heading.textContent)).toContain("Consumers in Québec");
  });
});

describe("the language switch", () => {
  it("remembers the choice and goes on to the same page in that language", async () => {
    const { response } = await sendThroughPipeline(build, test, "/language", {
      body: { lang: "fr", returnTo: "/courses/budget-bootcamp?preview=true" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${SITE}/fr/courses/budget-bootcamp?preview=true`);
    const remembered = cookieOf(response.headers, "lang");

    const back = await sendThroughPipeline(build, test, "/language", { body: { lang: "en", returnTo: "/#pricing" } });
    expect(back.response.headers.get("Location")).toBe(`${SITE}/#pricing`);
    // Each cookie is the choice it was set for: the next English address sends this visitor to French.
    expect((await get("/tools", { Accept: "text/html", Cookie: remembered })).response.headers.get("Location")).toBe("/fr/tools");
    expect((await get("/tools", { Accept: "text/html", Cookie: cookieOf(back.response.headers, "lang") })).response.status).toBe(200);
  });

  it("keeps a learner's choice in their profile", async () => {
    const learner = await createSignedInUser(test);
    await sendThroughPipeline(build, test, "/language", { body: { lang: "fr", returnTo: "/dashboard" }, cookie: learner.cookie });
    const [row] = await test.db.select({ locale: users.locale }).from(users).where(eq(users.id, learner.id));
    expect(row?.locale).toBe("fr");
  });

  it("changes nothing for an unknown language, and never leaves the site", async () => {
    const unknown = await sendThroughPipeline(build, test, "/language", { body: { lang: "de", returnTo: "/tools" } });
    expect(unknown.response.status).toBe(303);
    expect(unknown.response.headers.get("Location")).toBe("/tools");
    expect(unknown.response.headers.getSetCookie()).toEqual([]);
    const offSite = await sendThroughPipeline(build, test, "/language", { body: { lang: "fr", returnTo: "//evil.example/x" } });
    expect(offSite.response.headers.get("Location")).toBe(`${SITE}/fr`);
    // Nor once its language prefix is taken off ("/fr//evil.example" is not "//evil.example"), known language or not.
    for (const lang of ["fr", "en", "de"]) {
      const hidden = await sendThroughPipeline(build, test, "/language", { body: { lang, returnTo: "/fr//evil.example/x" } });
      expect(new URL(hidden.response.headers.get("Location")!, SITE).origin, lang).toBe(new URL(SITE).origin);
    }
    // A returnTo that already names a language is the same page.
    const prefixed = await sendThroughPipeline(build, test, "/language", { body: { lang: "fr", returnTo: "/fr/tools" } });
    expect(prefixed.response.headers.get("Location")).toBe(`${SITE}/fr/tools`);
  });
});

describe("sign-in redirects on a French page", () => {
  it("send a visitor to the French log-in page and name the page within the app, so they come back to it in French", async () => {
    const { response } = await get("/fr/dashboard", { Accept: "text/html" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr/login?redirectTo=%2Fdashboard");
  });
});

describe("the sitemap", () => {
  it("lists every public page in both languages", async () => {
    const { text } = await get("/sitemap.xml");
    expect(text).toContain(`<loc>${SITE}/privacy</loc>`);
    expect(text).toContain(`<loc>${SITE}/fr/privacy</loc>`);
    expect(text).toContain(`<loc>${SITE}/fr</loc>`);
  });
});
