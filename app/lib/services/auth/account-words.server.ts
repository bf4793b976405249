/**
 * The account flows' server words in the page's language (ADR 053): toasts, form messages and emails.
 *
 * The auth modules make their messages in English where they are decided (the zod schemas of forms.ts,
 * AUTH_TEXTS, the password policy, the sign-in refusals), and their tests read them there. What an
 * action answers passes through `localizeReply` / `localizeMessage`, which find each English message's
 * catalogue key (the `account.form.*` entries, whose English is the same text) and give the page's
 * language. English answers come back exactly as they were; a message with no entry stays as it is.
 */
import type { Toast } from "~/lib/http/toast";
import { account } from "~/lib/i18n/catalogues/en/account.server";
import { translate } from "~/lib/i18n/catalogues.server";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n/locale";
import type { MessageKey, MessageValues } from "~/lib/i18n/messages";
import type { EmailLanguage } from "./emails";

/** The catalogue key of each server-made form message, by its English text. */
const FORM_MESSAGE_KEYS: ReadonlyMap<string, MessageKey> = new Map(
  Object.entries(account)
    .filter(([key]) => key.startsWith("account.form."))
    .map(([key, text]) => [text, key as MessageKey]),
);

/** The catalogue key of an English form message the server makes, or null when it has none. */
export function formMessageKey(message: string): MessageKey | null {
  return FORM_MESSAGE_KEYS.get(message) ?? null;
}

/** An English form message (a schema's, a refusal's) in `locale`; as it is when English or not in the catalogue. */
export function localizeMessage(locale: Locale, message: string): string;
export function localizeMessage(locale: Locale, message: string | undefined): string | undefined;
export function localizeMessage(locale: Locale, message: string | undefined): string | undefined {
  if (message === undefined || locale === DEFAULT_LOCALE) return message;
  const key = formMessageKey(message);
  return key ? translate(locale, key) : message;
}

/** A form reply (`submission.reply()`, or any answer with `errors`) with its messages in `locale`. */
export function localizeReply<Reply extends { errors: Partial<Record<string, string>> }>(locale: Locale, reply: Reply): Reply {
  if (locale === DEFAULT_LOCALE) return reply;
  const errors = Object.fromEntries(Object.entries(reply.errors).map(([field, message]) => [field, localizeMessage(locale, message)]));
  return { ...reply, errors } as Reply;
}

/** The toasts with a title and a description: `account.toast.<name>Title` and `…Description`. */
export type AccountToastName = {
  [Key in MessageKey]: Key extends `account.toast.${infer Name}Title`
    ? `account.toast.${Name}Description` extends MessageKey
      ? Name
      : never
    : never;
}[MessageKey];

/** A success toast of the account flows, in `locale`. */
export function accountToast(locale: Locale, name: AccountToastName): Toast {
  return {
    type: "success",
    title: translate(locale, `account.toast.${name}Title`),
    description: translate(locale, `account.toast.${name}Description`),
  };
}

/** The destructive toast ("Error"), saying `description` (already in `locale`). */
export function errorToast(locale: Locale, description: string): Toast {
  return { type: "error", title: translate(locale, "account.toast.errorTitle"), description };
}

/** The words of an email written in `locale`, for the email builders (which import no catalogue). */
export function emailLanguage(locale: Locale): EmailLanguage {
  return { locale, t: (key: MessageKey, values?: MessageValues) => translate(locale, key, values) };
}
