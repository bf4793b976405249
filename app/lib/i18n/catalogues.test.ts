// The build-time check of the catalogues (docs/translation.md): every language has every key of the
// English catalogue and no other, with the same placeholders, and plural forms its own rules know.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, messagesFor, SERVER_ONLY_NAMESPACES, translate } from "./catalogues.server";
import { LANGUAGE_TAG, LOCALES } from "./locale";
import { placeholdersOf, type MessageKey } from "./messages";

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

describe("the server's own texts (emails, actions' answers)", () => {
  const parentOf = (namespace: string) => namespace.split(".").slice(0, -1).join(".");
  const inNamespace = (key: string) => SERVER_ONLY_NAMESPACES.some((namespace) => key.startsWith(`${namespace}.`));

  it.each(LOCALES)("are never sent to a page, even when it asks for their section (%s)", (locale) => {
    for (const namespace of SERVER_ONLY_NAMESPACES) {
      const serverKeys = Object.keys(CATALOGUES[locale]).filter((key) => key.startsWith(`${namespace}.`));
      // A namespace named here that the catalogue lacks would keep nothing out.
      expect(serverKeys.length, namespace).toBeGreaterThan(0);
      expect(Object.keys(messagesFor(locale, [parentOf(namespace)])).filter(inNamespace)).toEqual([]);
      // The server still writes them.
      expect(translate(locale, serverKeys[0] as MessageKey)).toBe(CATALOGUES[locale][serverKeys[0]!]);
    }
  });

  it("are never asked of a page's words by a component (`useTranslate`'s `t(...)`)", () => {
    const app = path.resolve(import.meta.dirname, "../..");
    const sourceFiles = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) return sourceFiles(file);
        return /\.(ts|tsx)$/.test(name) && !/\.(server|test)\./.test(name) ? [file] : [];
      });
    const pattern = new RegExp(`\\bt\\(\\s*["'\`](${SERVER_ONLY_NAMESPACES.map((ns) => ns.replaceAll(".", "\\.")).join("|")})\\.`);
    expect(pattern.test('t("services.live.email.subject")')).toBe(true);
    const components = sourceFiles(app).filter((file) => readFileSync(file, "utf8").includes("useTranslate()"));
    expect(components.length).toBeGreaterThan(100);
    expect(components.filter((file) => pattern.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});
