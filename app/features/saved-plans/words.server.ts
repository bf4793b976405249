/**
 * Saved plans' words on the server, in the page's language: the forms' schemas with their messages (the
 * English ones are forms.ts's, from texts.ts, unchanged), and the catalogue's replies and toasts.
 */
import { translate } from "~/lib/i18n/catalogues.server";
import type { Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import { MAX_NAME_LENGTH } from "./domain/plans";
import { ENGLISH_SCHEMAS, planSchemas } from "./forms";

const schemas = new Map<Locale, ReturnType<typeof planSchemas>>([["en", ENGLISH_SCHEMAS]]);

/** The Save, Rename and Delete schemas with the name's messages in `locale` (made once per language). */
export function planSchemasIn(locale: Locale): ReturnType<typeof planSchemas> {
  let inLocale = schemas.get(locale);
  if (!inLocale) {
    const texts = {
      required: translate(locale, "plans.reply.nameRequired"),
      tooLong: translate(locale, "plans.reply.nameTooLong", { max: String(MAX_NAME_LENGTH) }),
    };
    schemas.set(locale, (inLocale = planSchemas(texts)));
  }
  return inLocale;
}

/** A reply's or a toast's words in `locale`. */
export const planWordsIn =
  (locale: Locale) =>
  (key: MessageKey, values?: MessageValues): string =>
    translate(locale, key, values);
