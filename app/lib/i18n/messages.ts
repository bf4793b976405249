/**
 * Messages and how they become text: `{name}` placeholders, and plural forms chosen by the language's
 * own rules (`Intl.PluralRules`). Numbers in placeholders are written the language's way (`1 234,5` in
 * French). No framework imports: the server, the browser and the tests share it.
 */
import type { en } from "./catalogues/en.server";
import { LANGUAGE_TAG, type Locale } from "./locale";

/** The keys of the catalogues: the English one has them all, and every other must have the same. */
export type MessageKey = keyof typeof en;

/** A message that depends on a count: one text per plural category the language uses; `other` always. */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
export type Message = string | PluralMessage;
export type Catalogue = Readonly<Record<string, Message>>;
export type MessageValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function rulesFor(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(LANGUAGE_TAG[locale])));
  return rules;
}

function numbersFor(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(LANGUAGE_TAG[locale])));
  return format;
}

/** The placeholders a text uses, `{name}` each: a translation must use the same ones. */
export function placeholdersOf(message: Message): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...(text ?? "").matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)))].sort();
}

/** The text of a message with its values in place; a plural message picks its form by `values.count`. */
export function formatMessage(message: Message, locale: Locale, values: MessageValues = {}): string {
  const text = typeof message === "string" ? message : (message[rulesFor(locale).select(Number(values.count ?? 0))] ?? message.other);
  // Most texts have no placeholder, and a page formats a few hundred of them.
  if (!text.includes("{")) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return typeof value === "number" ? numbersFor(locale).format(value) : value;
  });
}

/**
 * The part of a catalogue whose keys start with one of `namespaces` and a dot, leaving out those that start
 * with one of `except` and a dot: what a page sends along.
 */
export function pickMessages(catalogue: Catalogue, namespaces: readonly string[], except: readonly string[] = []): Record<string, Message> {
  const within = (key: string, prefixes: readonly string[]) => prefixes.some((namespace) => key.startsWith(`${namespace}.`));
  const picked: Record<string, Message> = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (within(key, namespaces) && !within(key, except)) picked[key] = message;
  }
  return picked;
}

/** The three texts a duration is written with: minutes alone, whole hours, and hours with minutes. */
export interface DurationKeys {
  minutes: MessageKey;
  hours: MessageKey;
  hoursAndMinutes: MessageKey;
}

/**
 * 45 → "45 min", 60 → "1 hour", 90 → "1 h 30 min": `formatMinutes` (lib/domain/lesson-time.ts) in a page's
 * language, with the page's own keys (`{count}` for the first two, `{hours}` and `{minutes}` for the third).
 */
export function durationText(minutes: number, t: (key: MessageKey, values?: MessageValues) => string, keys: DurationKeys): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t(keys.minutes, { count: rest });
  if (rest === 0) return t(keys.hours, { count: hours });
  return t(keys.hoursAndMinutes, { hours, minutes: rest });
}
