/** The emails of provider sign-in, in the account emails' style (links from SITE_URL, never the Host header). */
import type { MailMessage } from "~/lib/services/mail";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { message } from "~/lib/services/auth/emails";
import { PROVIDER_NAMES, type Provider } from "./domain/providers";

/** The provider account an email is about, as the provider named it, so the holder can tell it is theirs. */
export interface ProviderAccount {
  provider: Provider;
  subject: string;
  name: string | null;
  email: string | null;
}

/** "the Google account Sam Stand-in (sam@example.com, id 1234)": every fact the provider gave that names it. */
export function describeProviderAccount(account: ProviderAccount): string {
  const facts = [account.email, `id ${account.subject}`].filter(Boolean).join(", ");
  const who = account.name ? `${account.name} (${facts})` : facts;
  return `the ${PROVIDER_NAMES[account.provider]} account ${who}`;
}

/** An instant in UTC to the minute, the same for every reader of an email whatever their zone. */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** How a link came about, in the holder's terms: who asked for it. */
export type LinkReason = "settings" | "verified-email";

/** Tells the holder a provider can now sign in to the account: which provider account, who asked, when and from where. */
export function identityLinkedEmail(
  to: string,
  siteUrl: URL,
  link: { account: ProviderAccount; reason: LinkReason; at: Date; clientIp: string | null },
): MailMessage {
  const name = PROVIDER_NAMES[link.account.provider];
  const why =
    link.reason === "settings"
      ? `You asked for it in Settings → Sign-in methods, signed in and confirmed with your password or another sign-in method`
      : `${name} confirmed that this ${name} account uses your verified email address, and it was used to sign in`;
  return message(
    to,
    `${name} was linked to your ${PRODUCT_NAME} account`,
    [
      `${describeProviderAccount(link.account)} was linked to your ${PRODUCT_NAME} account: from now on, signing in with it opens yours.`,
      `${why}, on ${utcMinute(link.at)}${link.clientIp ? ` from IP address ${link.clientIp}` : ""}.`,
      `If this was not you, unlink ${name} in your account settings and reset your password.`,
    ],
    { url: new URL("/dashboard/settings", siteUrl).href, label: "Open my settings" },
  );
}

/**
 * Someone signed in with a provider that gave no address it vouches for, and typed this one, which an
 * account already has. Nothing is linked by an address nobody proved (ADR 035): the holder is told, and
 * how to link it themselves if it was them. There is no button that links.
 */
export function addressHasAccountEmail(to: string, siteUrl: URL, request: { account: ProviderAccount; at: Date }): MailMessage {
  const name = PROVIDER_NAMES[request.account.provider];
  return message(
    to,
    `Someone tried to sign up with your email through ${name}`,
    [
      `On ${utcMinute(request.at)}, someone signed in to ${PRODUCT_NAME} with ${describeProviderAccount(request.account)} and gave this email address for a new account. You already have an account with it, so nothing was created or linked.`,
      `If it was you and you want to sign in with ${name}, sign in to your account as usual and link ${name} in Settings → Sign-in methods. If it was not you, ignore this email: nothing has changed.`,
    ],
    { url: new URL("/dashboard/settings", siteUrl).href, label: "Open my settings" },
  );
}

/** Confirms an address a learner typed because the provider gave none (or none it vouches for). */
export function confirmAddressEmail(to: string, siteUrl: URL, request: { account: ProviderAccount; at: Date; token: string }): MailMessage {
  const name = PROVIDER_NAMES[request.account.provider];
  return message(
    to,
    `Confirm your ${PRODUCT_NAME} account`,
    [
      `On ${utcMinute(request.at)}, someone signed in to ${PRODUCT_NAME} with ${describeProviderAccount(request.account)} and asked to create an account with this email address.`,
      `If it was you, confirm the address to finish creating your account with ${name}. The link works once, only in the browser where you signed in with ${name}, and expires in 24 hours. If it was not you, ignore this email: no account is created.`,
    ],
    { url: new URL(`/auth/confirm-email?token=${encodeURIComponent(request.token)}`, siteUrl).href, label: "Confirm my email" },
  );
}
