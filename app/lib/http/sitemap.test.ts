import { describe, expect, it } from "vitest";
import { DISALLOWED_PATHS, PUBLIC_PAGES, robotsTxt, sitemapXml } from "./sitemap";

describe("PUBLIC_PAGES", () => {
  it("lists the home page, catalogue, three course pages, tools index, four tools and legal pages, once each", () => {
    expect(PUBLIC_PAGES).toEqual([
      "/",
      "/courses",
      "/courses/budget-bootcamp",
      "/courses/debt-challenge",
      "/courses/financial-masterclass",
      "/tools",
      "/tools/budget-calculator",
      "/tools/net-worth-tracker",
      "/tools/debt-payoff-planner",
      "/tools/goal-tracker",
      "/privacy",
      "/terms",
      "/refund-policy",
    ]);
  });

  it("never lists a page robots.txt disallows", () => {
    for (const page of PUBLIC_PAGES) {
      expect(
        DISALLOWED_PATHS.some((path) => page === path || page.startsWith(`${path}/`)),
        page,
      ).toBe(false);
    }
  });
});

describe("sitemapXml", () => {
  it("writes absolute URLs on the site's origin, each page in English and under /fr in French", () => {
    const xml = sitemapXml("https://moneywise.example", ["/", "/courses"]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://moneywise.example/</loc></url>",
        "  <url><loc>https://moneywise.example/courses</loc></url>",
        "  <url><loc>https://moneywise.example/fr</loc></url>",
        "  <url><loc>https://moneywise.example/fr/courses</loc></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes what XML cannot hold as is", () => {
    expect(sitemapXml("https://moneywise.example", ["/a?b=1&c='2'"])).toContain("<loc>https://moneywise.example/a?b=1&amp;c=%272%27</loc>");
  });
});

describe("robotsTxt", () => {
  it("disallows the dashboard and the account links, lets search engines find Log In and Sign Up, and points to the sitemap", () => {
    const text = robotsTxt("https://moneywise.example");
    for (const path of ["/dashboard", "/reset-password", "/verify-email", "/checkout", "/fr/dashboard", "/fr/checkout"]) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    for (const path of ["/login", "/signup"]) expect(text).not.toContain(`Disallow: ${path}`);
    expect(text.startsWith("User-agent: *\n")).toBe(true);
    expect(text).toContain("Sitemap: https://moneywise.example/sitemap.xml\n");
  });
});
