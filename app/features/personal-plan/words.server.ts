/**
 * The personalised plan's words on the server, in the page's language: the plan's sentences (worded by
 * plan-words.ts through the catalogue) and the questions' messages. English is the domain's own
 * (rules.ts, intake-schemas.ts), unchanged; another language is worded here from the catalogue.
 */
import type { ToolText } from "~/features/tools/domain/format";
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import { INTAKE_MESSAGES, type IntakeMessages } from "./intake-schemas";

/** The catalogue's words in `locale`, for the domain's functions that word sentences from keys. */
export const planText =
  (locale: Locale): ToolText =>
  (key, values) =>
    translate(locale, key, values);

const messages = new Map<Locale, IntakeMessages>([["en", INTAKE_MESSAGES]]);

/** The questions' messages in `locale` (the English ones are intake-schemas.ts's). */
export function intakeMessagesIn(locale: Locale): IntakeMessages {
  let inLocale = messages.get(locale);
  if (!inLocale) {
    const entries = Object.keys(INTAKE_MESSAGES).map((name) => [name, translate(locale, `plans.intakeError.${name as keyof IntakeMessages}`)]);
    messages.set(locale, (inLocale = Object.fromEntries(entries) as IntakeMessages));
  }
  return inLocale;
}
