/**
 * The advanced tools' words on the server, in the page's language: the pages' messages, the contribution
 * form's messages and toast, the CSV files' words. English messages of the form are texts.ts's, unchanged.
 */
import type { ToolText } from "~/features/tools/domain/format";
import { messagesFor, translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { contributionSchemaFor } from "./domain/contribution-form";
import { CONTRIBUTION_TEXTS, type ContributionTexts } from "./texts";

/** What every advanced tools page shows: its own words, the three tools' names and links, Premium's offer. */
export const advancedMessages = (locale: Locale) => messagesFor(locale, ["plans.advanced", "plans.advancedLinks", "plans.toolLine"]);

/** The catalogue's words in `locale`, for the exports' headers. */
export const advancedText =
  (locale: Locale): ToolText =>
  (key, values) =>
    translate(locale, key, values);

const texts = new Map<Locale, ContributionTexts>([["en", CONTRIBUTION_TEXTS]]);

/** The contribution form's messages and toast in `locale` (the English ones are texts.ts's). */
export function contributionTextsIn(locale: Locale): ContributionTexts {
  let inLocale = texts.get(locale);
  if (!inLocale) {
    const entries = Object.keys(CONTRIBUTION_TEXTS).map((name) => [
      name,
      translate(locale, `plans.contribution.${name as keyof ContributionTexts}`),
    ]);
    texts.set(locale, (inLocale = Object.fromEntries(entries) as ContributionTexts));
  }
  return inLocale;
}

const schemas = new Map<Locale, ReturnType<typeof contributionSchemaFor>>();

/** The contribution form's schema in `locale`: its messages, and amounts as the page writes them. */
export function contributionSchemaIn(locale: Locale): ReturnType<typeof contributionSchemaFor> {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = contributionSchemaFor(locale, contributionTextsIn(locale))));
  return schema;
}
