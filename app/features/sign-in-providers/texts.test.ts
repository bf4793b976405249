import { describe, expect, it } from "vitest";
import { translate } from "~/lib/i18n/catalogues.server";
import type { MessageKey } from "~/lib/i18n/messages";
import { PRODUCT_NAME } from "~/lib/copy/brand";
import { emailLanguage, formMessageKey } from "~/lib/services/auth/account-words.server";
import { PROVIDER_NAMES, PROVIDERS } from "./domain/providers";
import { unlinkSchema } from "./domain/sign-in-methods";
import { addressHasAccountEmail, confirmAddressEmail, describeProviderAccount, identityLinkedEmail } from "./emails";
import { completeAccountSchema, LINK_PASSWORD_REFUSED } from "./forms";
import { SIGN_IN_METHODS_TEXTS } from "./settings/sign-in-methods-texts";
import { PROVIDER_TEXTS } from "./texts";

const en = (key: MessageKey, provider: string) => translate("en", key, { provider, product: PRODUCT_NAME });

describe("the account catalogue's English for provider sign-in", () => {
  it("is PROVIDER_TEXTS and SIGN_IN_METHODS_TEXTS, word for word", () => {
    for (const provider of PROVIDERS) {
      const name = PROVIDER_NAMES[provider];
      expect(en("account.providers.continueWith", name)).toBe(PROVIDER_TEXTS.button(provider));
      expect(en("account.provider.cancelled", name)).toBe(PROVIDER_TEXTS.cancelled(provider));
      expect(en("account.provider.failed", name)).toBe(PROVIDER_TEXTS.providerFailed(provider));
      expect(en("account.provider.notVerified", name)).toBe(PROVIDER_TEXTS.notVerified(provider));
      expect(en("account.provider.linkedElsewhere", name)).toBe(PROVIDER_TEXTS.linkedElsewhere(provider));
      expect(en("account.provider.providerTaken", name)).toBe(PROVIDER_TEXTS.providerTaken(provider));
      expect(en("account.provider.otherIdentityLinked", name)).toBe(PROVIDER_TEXTS.otherIdentityLinked(provider));
      expect(en("account.provider.linkedTitle", name)).toBe(PROVIDER_TEXTS.linked(provider).title);
      expect(en("account.provider.linkedDescription", name)).toBe(PROVIDER_TEXTS.linked(provider).description);
      expect(en("account.provider.alreadyLinkedDescription", name)).toBe(PROVIDER_TEXTS.alreadyLinked(provider).description);
      expect(en("account.provider.reproveFailed", name)).toBe(PROVIDER_TEXTS.reproveFailed(provider));
      expect(en("account.provider.addressTaken", name)).toBe(PROVIDER_TEXTS.addressTaken(provider));
      expect(en("account.provider.otherBrowser", name)).toBe(PROVIDER_TEXTS.otherBrowser(provider));
      expect(en("account.methods.linkReprove", name)).toBe(SIGN_IN_METHODS_TEXTS.linkReprove(name));
      expect(en("account.methods.lastWayIn", name)).toBe(SIGN_IN_METHODS_TEXTS.lastWayIn(name));
      expect(en("account.methods.notLinked", name)).toBe(SIGN_IN_METHODS_TEXTS.notLinked(name));
      expect(en("account.methods.unlinkedTitle", name)).toBe(SIGN_IN_METHODS_TEXTS.unlinked(name).title);
      expect(en("account.methods.unlinkedDescription", name)).toBe(SIGN_IN_METHODS_TEXTS.unlinked(name).description);
    }
    expect(translate("en", "account.provider.confirmEmailSent", { email: "a@b.co" })).toBe(PROVIDER_TEXTS.confirmEmailSent("a@b.co"));
    expect(translate("en", "account.form.providerExpired")).toBe(PROVIDER_TEXTS.expired);
    expect(translate("en", "account.provider.accountCreatedTitle")).toBe(PROVIDER_TEXTS.accountCreated.title);
    expect(en("account.provider.accountCreatedDescription", "")).toBe(PROVIDER_TEXTS.accountCreated.description);
    const sentences: [string, MessageKey][] = [
      [SIGN_IN_METHODS_TEXTS.title, "account.methods.title"],
      [SIGN_IN_METHODS_TEXTS.intro, "account.methods.intro"],
      [SIGN_IN_METHODS_TEXTS.passwordSet, "account.methods.passwordSet"],
      [`${SIGN_IN_METHODS_TEXTS.passwordNotSet}: ${SIGN_IN_METHODS_TEXTS.passwordNotSetHint}`, "account.methods.passwordNotSet"],
      [SIGN_IN_METHODS_TEXTS.linkPasswordLabel, "account.methods.linkPasswordLabel"],
      [SIGN_IN_METHODS_TEXTS.onlyWayIn, "account.methods.onlyWayIn"],
      [SIGN_IN_METHODS_TEXTS.deleteNeedsPassword, "account.methods.deleteNeedsPassword"],
      [SIGN_IN_METHODS_TEXTS.alreadyHasPassword, "account.form.alreadyHasPassword"],
      [SIGN_IN_METHODS_TEXTS.passwordLinkSent("a@b.co").title, "account.methods.passwordLinkSentTitle"],
      [LINK_PASSWORD_REFUSED, "account.form.linkPasswordRefused"],
    ];
    for (const [english, key] of sentences) expect(translate("en", key, { email: "a@b.co" })).toBe(english);
    expect(translate("en", "account.methods.passwordLinkSentDescription", { email: "a@b.co" })).toBe(
      SIGN_IN_METHODS_TEXTS.passwordLinkSent("a@b.co").description,
    );
  });

  it("has the provider forms' refusals, so each has its French", () => {
    const messages = [
      ...Object.values(completeAccountSchema.safeParse({}).error!.flatten().fieldErrors).flat(),
      ...Object.values(unlinkSchema.safeParse({ provider: "myspace" }).error!.flatten().fieldErrors).flat(),
    ];
    expect(messages.length).toBe(3);
    expect(messages.filter((message) => formMessageKey(message) === null)).toEqual([]);
  });
});

describe("the provider sign-in emails", () => {
  const site = new URL("https://moneywise.example");
  const account = { provider: "google" as const, subject: "1234", name: "Sam Stand-in", email: "sam@example.com" };
  const at = new Date("2026-03-12T14:05:30Z");

  it("name the provider account as before in English", () => {
    expect(describeProviderAccount(account, emailLanguage("en"))).toBe("the Google account Sam Stand-in (sam@example.com, id 1234)");
    expect(describeProviderAccount({ ...account, name: null, email: null }, emailLanguage("en"))).toBe("the Google account id 1234");
    const email = identityLinkedEmail(
      "ana@example.com",
      site,
      { account, reason: "settings", at, clientIp: "203.0.113.9", timeZone: "America/Toronto" },
      emailLanguage("en"),
    );
    expect(email.subject).toBe("Google was linked to your Moneywise account");
    expect(email.text).toContain(
      "You asked for it in Settings → Sign-in methods, signed in and confirmed with your password or another sign-in method, on Thu Mar 12, 10:05 AM EDT from IP address 203.0.113.9.",
    );
    expect(email.text).toContain("Open my settings: https://moneywise.example/dashboard/settings");
  });

  it("write the time in the holder's zone and language; an address with no account yet reads UTC", () => {
    const linked = identityLinkedEmail(
      "ana@example.com",
      site,
      { account, reason: "settings", at, clientIp: null, timeZone: "America/Vancouver" },
      emailLanguage("fr"),
    );
    expect(linked.text).toContain("le jeu. 12 mars, 07 h 05 HAP.");
    const taken = addressHasAccountEmail("ana@example.com", site, { account, at, timeZone: "America/Halifax" }, emailLanguage("en"));
    expect(taken.text).toContain("On Thu Mar 12, 11:05 AM ADT, someone signed in");
    expect(confirmAddressEmail("new@example.com", site, { account, at, token: "tok" }, emailLanguage("en")).text).toContain(
      "On 2026-03-12 14:05 UTC,",
    );
  });

  it("name the provider account only by its id in mail to a typed address: its name and email are whatever the signer chose", () => {
    const spoofed = { ...account, name: "Moneywise Security: call 1-800-555-0100 now", email: "security@moneywise.example" };
    const taken = addressHasAccountEmail("ana@example.com", site, { account: spoofed, at, timeZone: "America/Halifax" }, emailLanguage("en"));
    const confirm = confirmAddressEmail("new@example.com", site, { account: spoofed, at, token: "tok" }, emailLanguage("en"));
    for (const email of [taken, confirm]) {
      expect(email.text).toContain("the Google account id 1234");
      expect(email.text).not.toContain("1-800");
      expect(email.text).not.toContain("security@moneywise.example");
    }
  });

  it("are in French, with links to the French pages, for a French reader", () => {
    const email = confirmAddressEmail("ana@example.com", site, { account, at, token: "tok" }, emailLanguage("fr"));
    expect(email.subject).toBe("Confirmez votre compte Moneywise");
    expect(email.text).toContain("le compte Google identifiant 1234");
    expect(email.text).toContain("Confirmer mon courriel : https://moneywise.example/fr/auth/confirm-email?token=tok");
  });
});
