/**
 * What Settings → Sign-in methods emails the account holder (issue 24: each change emails them), in the
 * language of the Settings page they used. Links are absolute, built from SITE_URL, never from the
 * request's Host header.
 */
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { localizedPath } from "~/lib/i18n/locale";
import { message, type EmailLanguage } from "~/lib/services/auth/emails";
import type { MailMessage } from "~/lib/services/mail";

export function identityUnlinkedEmail(to: string, siteUrl: URL, providerName: string, { locale, t }: EmailLanguage): MailMessage {
  const names = { provider: providerName, product: PRODUCT_NAME };
  return message(to, t("account.email.unlinkedSubject", names), [t("account.email.unlinkedText", names), t("account.email.unlinkedAdvice")], {
    url: new URL(localizedPath("/reset-password", locale), siteUrl).href,
    label: t("account.email.resetButton"),
    locale,
  });
}

/** The reset-password link, worded for an account that has no password yet (made through a provider). */
export function setPasswordEmail(to: string, siteUrl: URL, token: string, { locale, t }: EmailLanguage): MailMessage {
  return message(
    to,
    t("account.email.setPasswordSubject", { product: PRODUCT_NAME }),
    [t("account.email.setPasswordText"), t("account.email.setPasswordOnce")],
    {
      url: new URL(localizedPath(`/reset-password/new?token=${encodeURIComponent(token)}`, locale), siteUrl).href,
      label: t("account.email.setPasswordButton"),
      locale,
    },
  );
}
