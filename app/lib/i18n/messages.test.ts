import { describe, expect, it } from "vitest";
import { formatMessage, pickMessages, placeholdersOf } from "./messages";

describe("formatMessage", () => {
  it("puts values in their placeholders and leaves an unknown one visible", () => {
    expect(formatMessage("© {year} {product}.", "en", { year: "2026", product: "Moneywise" })).toBe("© 2026 Moneywise.");
    expect(formatMessage("Hello {name}", "en")).toBe("Hello {name}");
  });

  it("writes numbers the language's way", () => {
    expect(formatMessage("{count} learners", "en", { count: 12345 })).toBe("12,345 learners");
    // Canadian French groups thousands with a no-break space.
    expect(formatMessage("{count} apprenants", "fr", { count: 12345 })).toBe("12\u00a0345 apprenants");
  });

  it("picks the plural form by the language's own rules", () => {
    const lessons = { one: "{count} lesson", other: "{count} lessons" };
    expect(formatMessage(lessons, "en", { count: 1 })).toBe("1 lesson");
    expect(formatMessage(lessons, "en", { count: 0 })).toBe("0 lessons");
    const lecons = { one: "{count} leçon", other: "{count} leçons" };
    // In French, 0 and 1 are both singular.
    expect(formatMessage(lecons, "fr", { count: 0 })).toBe("0 leçon");
    expect(formatMessage(lecons, "fr", { count: 1 })).toBe("1 leçon");
    expect(formatMessage(lecons, "fr", { count: 2 })).toBe("2 leçons");
    expect(formatMessage({ other: "{count} items" }, "fr", { count: 1 })).toBe("1 items");
  });
});

describe("placeholdersOf", () => {
  it("lists each placeholder once, across plural forms", () => {
    expect(placeholdersOf("{b} and {a} and {b}")).toEqual(["a", "b"]);
    expect(placeholdersOf({ one: "{count} lesson", other: "{count} lessons in {course}" })).toEqual(["count", "course"]);
    expect(placeholdersOf("none")).toEqual([]);
  });
});

describe("pickMessages", () => {
  it("keeps the keys of the namespaces asked for, by their whole first part", () => {
    const catalogue = { "site.menu": "Menu", "nav.home": "Home", "navigation.x": "X", "course.title": "T" };
    expect(pickMessages(catalogue, ["site", "nav"])).toEqual({ "site.menu": "Menu", "nav.home": "Home" });
  });

  it("leaves out the namespaces excepted, by their whole part, and keeps a key named like one", () => {
    const catalogue = { "s.title": "Title", "s.email": "Email", "s.email.subject": "Re:", "s.emails.x": "X", "s.report.title": "Report" };
    expect(pickMessages(catalogue, ["s"], ["s.email", "s.report"])).toEqual({ "s.title": "Title", "s.email": "Email", "s.emails.x": "X" });
  });
});
