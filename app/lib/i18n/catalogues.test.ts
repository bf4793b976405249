// The build-time check of the catalogues (docs/translation.md): every language has every key of the
// English catalogue and no other, with the same placeholders, and plural forms its own rules know.
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.server";
import { LANGUAGE_TAG, LOCALES } from "./locale";
import { placeholdersOf } from "./messages";

const english = CATALOGUES.en;

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s catalogue", (locale) => {
  const catalogue = CATALOGUES[locale];

  it("has every key of the English catalogue, and no key English lacks", () => {
    expect(Object.keys(english).filter((key) => !(key in catalogue))).toEqual([]);
    expect(Object.keys(catalogue).filter((key) => !(key in english))).toEqual([]);
  });

  it("uses the same placeholders as English in every message", () => {
    const differing = Object.keys(english).filter(
      (key) => key in catalogue && placeholdersOf(catalogue[key]!).join() !== placeholdersOf(english[key]!).join(),
    );
    expect(differing).toEqual([]);
  });

  it("writes every message, each plural form among the language's own", () => {
    const categories = new Intl.PluralRules(LANGUAGE_TAG[locale]).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(catalogue)) {
      const forms = typeof message === "string" ? { other: message } : message;
      for (const [form, text] of Object.entries(forms)) {
        expect(text?.trim(), `${key} (${form})`).not.toBe("");
        expect(categories, `${key}: the form "${form}"`).toContain(form);
      }
    }
  });
});

describe("the English catalogue", () => {
  it("writes every message, with an `other` form for every plural", () => {
    for (const [key, message] of Object.entries(english)) {
      const text = typeof message === "string" ? message : message.other;
      expect(text.trim(), key).not.toBe("");
    }
  });
});
