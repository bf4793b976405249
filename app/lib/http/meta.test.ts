import { describe, expect, it } from "vitest";
import { pageMeta, siteOrigin } from "./meta";

const page = (pathname: string, origin: unknown = "https://moneywise.example") => ({
  matches: [
    { id: "root", data: { origin } },
    { id: "routes/x", data: null },
  ],
  location: { pathname },
});

describe("pageMeta", () => {
  it("gives every page its title and description, the brand alone on the home page", () => {
    expect(pageMeta("Courses", "All courses.")).toEqual([{ title: "Courses | Moneywise" }, { name: "description", content: "All courses." }]);
    expect(pageMeta("Moneywise", "Home.")[0]).toEqual({ title: "Moneywise" });
  });

  it("adds the canonical URL and Open Graph tags for public pages", () => {
    const tags = pageMeta("Courses", "All courses.", page("/courses"));
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://moneywise.example/courses" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://moneywise.example/courses" });
    expect(tags).toContainEqual({ property: "og:title", content: "Courses | Moneywise" });
    expect(tags).toContainEqual({ property: "og:description", content: "All courses." });
    expect(tags).toContainEqual({ property: "og:image", content: "https://moneywise.example/og-image.png" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("leaves out what it cannot know without the site's origin", () => {
    expect(pageMeta("Courses", "All courses.", page("/courses", null))).toHaveLength(2);
  });
});

describe("siteOrigin", () => {
  it("reads the origin from the root route's data", () => {
    expect(siteOrigin(page("/").matches)).toBe("https://moneywise.example");
    expect(siteOrigin([])).toBeNull();
    expect(siteOrigin([{ id: "root", data: null }])).toBeNull();
  });
});
