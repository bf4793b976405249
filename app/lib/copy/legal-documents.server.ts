/**
 * The legal texts a page shows, in its language: read by the legal pages' loaders, so a page carries one
 * language's text in its data and none in its script.
 */
import { messagesFor } from "~/lib/i18n/catalogues.server";
import { LANGUAGE_TAG, type Locale } from "~/lib/i18n/locale";
import { LEGAL_UPDATED_ON, PRIVACY_POLICY, REFUND_POLICY, TERMS_OF_SERVICE, type LegalDocument, type LegalPageData } from "./legal";
import { CONDITIONS_D_UTILISATION, POLITIQUE_DE_CONFIDENTIALITE, POLITIQUE_DE_REMBOURSEMENT } from "./legal-fr";

export type LegalDocumentKind = "privacy" | "terms" | "refunds";

export const LEGAL_DOCUMENTS: Readonly<Record<Locale, Readonly<Record<LegalDocumentKind, LegalDocument>>>> = {
  en: { privacy: PRIVACY_POLICY, terms: TERMS_OF_SERVICE, refunds: REFUND_POLICY },
  fr: { privacy: POLITIQUE_DE_CONFIDENTIALITE, terms: CONDITIONS_D_UTILISATION, refunds: POLITIQUE_DE_REMBOURSEMENT },
};

/** The date the texts last changed, written each language's way ("22 novembre 2026"): made once, as a formatter costs more than the page. */
const UPDATED = Object.fromEntries(
  Object.keys(LEGAL_DOCUMENTS).map((locale) => [
    locale,
    new Intl.DateTimeFormat(LANGUAGE_TAG[locale as Locale], { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${LEGAL_UPDATED_ON}T00:00:00Z`),
    ),
  ]),
) as Record<Locale, string>;

/** A legal page's data: its text in the page's language, the date it last changed, and the page's words. */
export function legalPageData(kind: LegalDocumentKind, locale: Locale): LegalPageData {
  return { document: LEGAL_DOCUMENTS[locale][kind], updated: UPDATED[locale], messages: messagesFor(locale, ["legal"]) };
}
