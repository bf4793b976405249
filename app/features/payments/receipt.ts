/**
 * What a receipt says beyond the order's amounts: the card in words, and which of the seller's tax
 * registrations it prints (ADR 029). Pure, so the rules are unit-tested.
 */

import type { TaxLine } from "./pricing";

/** Card brands as Stripe names them (`payment_method_details.card.brand`), as people write them. */
const CARD_BRAND_NAMES: Record<string, string> = {
  amex: "American Express",
  cartes_bancaires: "Cartes Bancaires",
  diners: "Diners Club",
  discover: "Discover",
  eftpos_au: "eftpos",
  interac: "Interac",
  jcb: "JCB",
  link: "Link",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** A card brand as people write it ("American Express"); null for Stripe's "unknown", which a page calls a card in its own words. */
export function cardBrandName(brand: string): string | null {
  return CARD_BRAND_NAMES[brand] ?? (brand === "unknown" ? null : brand.charAt(0).toUpperCase() + brand.slice(1));
}

/** "Visa ending in 4242"; null when the provider named no card (an order from before cards were recorded, a free one). */
export function cardDescription(brand: string | null, last4: string | null): string | null {
  if (!brand || !last4) return null;
  return `${cardBrandName(brand) ?? "Card"} ending in ${last4}`;
}

export interface TaxRegistration {
  label: string;
  number: string;
}

/** The registrations' labels, in English: a page in another language knows each by these. */
export const TAX_REGISTRATION_LABELS = { gstHst: "GST/HST registration", qst: "QST registration" } as const;

/** A tax line of a receipt: the tax's kind ("gst", "qst", "hst"...; "tax" when only the total is known), its rate, cents. */
export interface ReceiptTaxLine {
  kind: string;
  ratePercent: number | null;
  amount: number;
}

/**
 * The taxes a receipt lists: each tax the provider reported (GST and QST for a buyer in Québec, HST in
 * Ontario, a state's sales tax), or, for an order from before taxes were recorded one by one, its total.
 */
export function receiptTaxLines(order: { taxAmount: number; taxLines: readonly TaxLine[] }): ReceiptTaxLine[] {
  if (order.taxLines.length > 0) return order.taxLines.filter((line) => line.amount > 0);
  return order.taxAmount > 0 ? [{ kind: "tax", ratePercent: null, amount: order.taxAmount }] : [];
}

/**
 * The seller's registrations a receipt prints. The GST/HST number always: it identifies the seller to
 * a bookkeeper claiming input tax credits. The QST number where the order charged QST: a buyer in
 * Québec (the order records each tax, issue 41). An order from before that kept only its tax total, so
 * it gets the QST number whenever it charged Canadian tax (CAD, tax above zero), which covers every
 * Québec buyer who paid QST.
 */
export function taxRegistrations(
  seller: { gstHstNumber: string; qstNumber: string | null },
  order: { currency: string; taxAmount: number; taxLines: readonly TaxLine[] },
): TaxRegistration[] {
  const chargedQst =
    order.taxLines.length > 0
      ? order.taxLines.some((line) => line.kind === "qst" && line.amount > 0)
      : order.currency === "CAD" && order.taxAmount > 0;
  return [
    { label: TAX_REGISTRATION_LABELS.gstHst, number: seller.gstHstNumber },
    ...(seller.qstNumber && chargedQst ? [{ label: TAX_REGISTRATION_LABELS.qst, number: seller.qstNumber }] : []),
  ];
}
