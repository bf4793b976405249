import { describe, expect, it } from "vitest";
import { learnerLanguage } from "./learner-language";

describe("learnerLanguage", () => {
  it("names the language a learner reads, and says when English is only the default", () => {
    expect(learnerLanguage("fr")).toBe("French");
    expect(learnerLanguage("en")).toBe("English");
    expect(learnerLanguage(null)).toBe("English (not chosen)");
  });
});
