/**
 * The emails of provider sign-in, in the account emails' style (links from SITE_URL, never the Host
 * header), each in its reader's language (`EmailLanguage`), its links opening the pages in it.
 */
import type { MailMessage } from "~/lib/services/mail";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { localizedPath } from "~/lib/i18n/locale";
import { message, type EmailLanguage } from "~/lib/services/auth/emails";
import { PROVIDER_NAMES, type Provider } from "./domain/providers";
import { formatZonedIn } from "~/features/time-zones/domain/localized-time";

/** The provider account an email is about, as the provider named it, so the holder can tell it is theirs. */
export interface ProviderAccount {
  provider: Provider;
  subject: string;
  name: string | null;
  email: string | null;
}

/** "the Google account Sam Stand-in (sam@example.com, id 1234)": every fact the provider gave that names it. */
export function describeProviderAccount(account: ProviderAccount, { t }: Pick<EmailLanguage, "t">): string {
  const facts = [account.email, t("account.email.providerAccountId", { subject: account.subject })].filter(Boolean).join(", ");
  const who = account.name ? t("account.email.providerAccountNamed", { name: account.name, facts }) : facts;
  return t("account.email.providerAccount", { provider: PROVIDER_NAMES[account.provider], who });
}

/**
 * The provider account as an email to a typed address names it: by its provider and id only. Whoever signed
 * in chose its name and any address it gave, and may have typed a stranger's address, so those words would
 * reach the stranger in our name (a phishing line as a display name).
 */
const unprovenAccount = ({ provider, subject }: ProviderAccount): ProviderAccount => ({ provider, subject, name: null, email: null });

/**
 * An instant in UTC to the minute, named: for an email to an address that has no account yet, whose
 * reader's zone the site does not know. An account's holder reads times in their own zone.
 */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * An instant in the account holder's zone, named ("Thu Mar 12, 10:05 AM EDT"), in their language. An
 * email is read days after it is sent, so the weekday and date name the moment without its year.
 */
const heldAccountTime = ({ locale }: EmailLanguage, at: Date, timeZone: string) => formatZonedIn(locale, at, timeZone, at);

/** How a link came about, in the holder's terms: who asked for it. */
export type LinkReason = "settings" | "verified-email";

const settingsLink = (siteUrl: URL, { locale, t }: EmailLanguage) => ({
  url: new URL(localizedPath("/dashboard/settings", locale), siteUrl).href,
  locale,
  label: t("account.email.settingsButton"),
});

/** Tells the holder a provider can now sign in to the account: which provider account, who asked, when and from where. */
export function identityLinkedEmail(
  to: string,
  siteUrl: URL,
  link: { account: ProviderAccount; reason: LinkReason; at: Date; clientIp: string | null; timeZone: string },
  language: EmailLanguage,
): MailMessage {
  const { t } = language;
  const provider = PROVIDER_NAMES[link.account.provider];
  const why = link.reason === "settings" ? t("account.email.linkedBySettings") : t("account.email.linkedByEmail", { provider });
  const at = heldAccountTime(language, link.at, link.timeZone);
  return message(
    to,
    t("account.email.linkedSubject", { provider, product: PRODUCT_NAME }),
    [
      t("account.email.linkedText", { account: describeProviderAccount(link.account, language), product: PRODUCT_NAME }),
      link.clientIp ? t("account.email.linkedWhenFrom", { why, at, ip: link.clientIp }) : t("account.email.linkedWhen", { why, at }),
      t("account.email.linkedAdvice", { provider }),
    ],
    settingsLink(siteUrl, language),
  );
}

/**
 * Someone signed in with a provider that gave no address it vouches for, and typed this one, which an
 * account already has. Nothing is linked by an address nobody proved (ADR 035): the holder is told, and
 * how to link it themselves if it was them. There is no button that links.
 */
export function addressHasAccountEmail(
  to: string,
  siteUrl: URL,
  request: { account: ProviderAccount; at: Date; timeZone: string },
  language: EmailLanguage,
): MailMessage {
  const { t } = language;
  const provider = PROVIDER_NAMES[request.account.provider];
  return message(
    to,
    t("account.email.addressTakenSubject", { provider }),
    [
      t("account.email.addressTakenText", {
        at: heldAccountTime(language, request.at, request.timeZone),
        product: PRODUCT_NAME,
        account: describeProviderAccount(unprovenAccount(request.account), language),
      }),
      t("account.email.addressTakenAdvice", { provider }),
    ],
    settingsLink(siteUrl, language),
  );
}

/** Confirms an address a learner typed because the provider gave none (or none it vouches for). */
export function confirmAddressEmail(
  to: string,
  siteUrl: URL,
  request: { account: ProviderAccount; at: Date; token: string },
  language: EmailLanguage,
): MailMessage {
  const { locale, t } = language;
  const provider = PROVIDER_NAMES[request.account.provider];
  return message(
    to,
    t("account.email.verifySubject", { product: PRODUCT_NAME }),
    [
      t("account.email.confirmAddressText", {
        at: utcMinute(request.at),
        product: PRODUCT_NAME,
        account: describeProviderAccount(unprovenAccount(request.account), language),
      }),
      t("account.email.confirmAddressAdvice", { provider }),
    ],
    {
      url: new URL(localizedPath(`/auth/confirm-email?token=${encodeURIComponent(request.token)}`, locale), siteUrl).href,
      label: t("account.email.confirmButton"),
      locale,
    },
  );
}
