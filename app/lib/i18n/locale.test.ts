import { describe, expect, it } from "vitest";
import { appPathOf, localeOfPath, localizedPath, pathWithoutLocale, preferredLocale } from "./locale";

describe("the language of an address", () => {
  it("is French under /fr and English everywhere else", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/courses/budget-bootcamp")).toBe("fr");
    // The data of each page, the French home page's included, as a browser fetches it.
    expect(localeOfPath("/fr.data")).toBe("fr");
    expect(localeOfPath("/fr/courses.data")).toBe("fr");
    expect(localeOfPath("/_root.data")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/courses")).toBe("en");
    // Only the whole first segment counts.
    expect(localeOfPath("/french-fries")).toBe("en");
    expect(localeOfPath("/frx/fr")).toBe("en");
  });

  it("takes the prefix off, leaving the app's path", () => {
    expect(pathWithoutLocale("/fr")).toBe("/");
    expect(pathWithoutLocale("/fr/")).toBe("/");
    expect(pathWithoutLocale("/fr/tools/goal-tracker")).toBe("/tools/goal-tracker");
    expect(pathWithoutLocale("/tools")).toBe("/tools");
    expect(pathWithoutLocale("/fr.data")).toBe("/_root.data");
    expect(appPathOf(new URL("https://moneywise.example/fr/dashboard?tab=1"))).toBe("/dashboard?tab=1");
  });

  it("puts an app path in a language, the home page's query and hash on the prefix itself", () => {
    expect(localizedPath("/privacy", "fr")).toBe("/fr/privacy");
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(localizedPath("/?#pricing", "fr")).toBe("/fr?#pricing");
    expect(localizedPath("/#pricing", "fr")).toBe("/fr#pricing");
    expect(localizedPath("/login?redirectTo=%2Fdashboard", "fr")).toBe("/fr/login?redirectTo=%2Fdashboard");
    expect(localizedPath("/privacy", "en")).toBe("/privacy");
    expect(pathWithoutLocale(localizedPath("/courses?x=1", "fr"))).toBe("/courses?x=1");
  });
});

describe("the site language a browser asks for", () => {
  it("is the one with the highest weight among the site's languages, whatever the region", () => {
    expect(preferredLocale("fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7")).toBe("fr");
    expect(preferredLocale("en-CA,en;q=0.9,fr-CA;q=0.8")).toBe("en");
    expect(preferredLocale("fr-FR")).toBe("fr");
    expect(preferredLocale("de-DE,fr;q=0.4,en;q=0.3")).toBe("fr");
    expect(preferredLocale("en;q=0.2, fr;q=0.8")).toBe("fr");
  });

  it("is none for languages the site does not have, refusals and junk", () => {
    expect(preferredLocale(null)).toBeNull();
    expect(preferredLocale("")).toBeNull();
    expect(preferredLocale("de-DE,es;q=0.5")).toBeNull();
    expect(preferredLocale("*")).toBeNull();
    expect(preferredLocale("fr;q=0")).toBeNull();
    expect(preferredLocale(";;;,,q=")).toBeNull();
    expect(preferredLocale(`${"x".repeat(5000)},fr`)).toBeNull();
  });
});
