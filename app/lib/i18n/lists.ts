/**
 * A list in running text, the language's way: "A and B", "A, B, and C" in English; "A et B", "A, B et C"
 * in French (Intl.ListFormat). No framework imports: the server, the browser and the tests share it.
 */
import { LANGUAGE_TAG, type Locale } from "./locale";

const listFormats = new Map<Locale, Intl.ListFormat>();

/** The items joined with the language's "and". */
export function listText(items: readonly string[], locale: Locale): string {
  let format = listFormats.get(locale);
  if (!format) listFormats.set(locale, (format = new Intl.ListFormat(LANGUAGE_TAG[locale], { type: "conjunction" })));
  return format.format(items);
}
