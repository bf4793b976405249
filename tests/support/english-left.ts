/**
 * What of a French page is still English (issue 41: "a test scans each page's visible text against the
 * English catalogue"): the page's visible text — text nodes and the attributes people hear or read
 * (aria-label, alt, title, placeholder, a button's value) — outside anything marked `lang="en"` (the
 * language switch's "English", a lesson not translated yet), compared with every English catalogue
 * text that French writes differently, and searched for the English words no French sentence has.
 */
import { CATALOGUES } from "~/lib/i18n/catalogues.server";
import { PRODUCT_NAME } from "~/lib/copy/brand";

const READ_ATTRIBUTES = ["aria-label", "alt", "title", "placeholder"];
/** Words of any English sentence that French never writes (as whole words, case-insensitive). */
const ENGLISH_WORDS = ["the", "your", "you", "and", "with", "this", "that", "what", "how", "are", "our", "will", "from", "have", "for", "of"];
const ENGLISH_WORD = new RegExp(`\\b(?:${ENGLISH_WORDS.join("|")})\\b`, "i");

/** The English catalogue's texts (placeholders cut out) that French writes differently, longest first. */
const englishTexts: string[] = Object.entries(CATALOGUES.en)
  .filter(([key, message]) => JSON.stringify(CATALOGUES.fr[key]) !== JSON.stringify(message))
  .flatMap(([, message]) => (typeof message === "string" ? [message] : Object.values(message)))
  .flatMap((text) => (text ?? "").split(/\{\w+\}/))
  .map((piece) => piece.trim())
  .filter((piece) => piece.length >= 12 && piece !== PRODUCT_NAME)
  .sort((a, b) => b.length - a.length);

/** The page's visible text, piece by piece, outside `lang="en"`. */
export function visibleTexts(document: Document): string[] {
  const texts: string[] = [];
  const visit = (element: Element) => {
    if (["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName)) return;
    if (element.getAttribute("lang")?.startsWith("en")) return;
    if (element.hasAttribute("hidden") && element.tagName !== "DIALOG") return;
    for (const attribute of READ_ATTRIBUTES) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) texts.push(value);
    }
    if (element.tagName === "INPUT" && ["submit", "button"].includes(element.getAttribute("type") ?? "")) {
      const value = element.getAttribute("value")?.trim();
      if (value) texts.push(value);
    }
    for (const child of element.childNodes) {
      if (child.nodeType === 3) {
        const text = child.textContent?.replace(/\s+/g, " ").trim();
        if (text) texts.push(text);
      } else if (child.nodeType === 1) visit(child as Element);
    }
  };
  visit(document.body);
  const title = document.querySelector("title")?.textContent?.trim();
  return title ? [title, ...texts] : texts;
}

/** The English left on a French page: each piece of text that is an English catalogue text or reads as English. */
export function englishLeft(document: Document): string[] {
  return visibleTexts(document).filter(
    (text) => englishTexts.some((english) => text.includes(english)) || (ENGLISH_WORD.test(text) && !/[àâçéèêëîïôûùüÿœ]/i.test(text)),
  );
}
