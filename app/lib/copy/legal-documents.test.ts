import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS, legalPageData } from "./legal-documents.server";

describe("the legal texts in each language", () => {
  it("have the same sections and conditions as the English ones, so a section added in English is not missing in French", () => {
    for (const kind of ["privacy", "terms", "refunds"] as const) {
      const shape = (locale: "en" | "fr") => LEGAL_DOCUMENTS[locale][kind].sections.map((section) => section.points?.length ?? 0);
      expect(shape("fr"), kind).toEqual(shape("en"));
    }
  });

  it("both say the French version governs for Québec consumers, with their distance-contract rights", () => {
    const section = (locale: "en" | "fr") => LEGAL_DOCUMENTS[locale].terms.sections.find((s) => /Qu[ée]bec/.test(s.heading))!.body;
    expect(section("en")).toMatch(/French version of these terms governs.*Consumer Protection Act.*within 15 days/);
    expect(section("fr")).toMatch(
      /version française de ces conditions est celle qui fait foi.*Loi sur la protection du consommateur.*dans les 15 jours/,
    );
  });

  it("date the page in the language's own way", () => {
    expect(legalPageData("privacy", "en").updated).toBe("December 7, 2026");
    expect(legalPageData("privacy", "fr").updated).toBe("7 décembre 2026");
    expect(legalPageData("terms", "fr").document.title).toBe("Conditions d’utilisation");
    expect(legalPageData("terms", "fr").messages).toHaveProperty("legal.updated");
  });
});
