/**
 * What a receipt says beyond the order's amounts: the card in words, and which of the seller's tax
 * registrations it prints (ADR 029). Pure, so the rules are unit-tested.
 */

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

/** "Visa ending in 4242"; null when the provider named no card (an order from before cards were recorded, a free one). */
export function cardDescription(brand: string | null, last4: string | null): string | null {
  if (!brand || !last4) return null;
  const name = CARD_BRAND_NAMES[brand] ?? (brand === "unknown" ? "Card" : brand.charAt(0).toUpperCase() + brand.slice(1));
  return `${name} ending in ${last4}`;
}

export interface TaxRegistration {
  label: string;
  number: string;
}

/**
 * The seller's registrations a receipt prints. The GST/HST number always: it identifies the seller to
 * a bookkeeper claiming input tax credits. The QST number where Quebec's tax may apply: the app knows a
 * buyer's country but not their province, and an order keeps only its tax total (Stripe Tax decides
 * the rates), so it is printed on every order that charged Canadian tax (CAD, tax above zero), which
 * covers every Quebec buyer who paid QST.
 */
export function taxRegistrations(
  seller: { gstHstNumber: string; qstNumber: string | null },
  order: { currency: string; taxAmount: number },
): TaxRegistration[] {
  const chargedCanadianTax = order.currency === "CAD" && order.taxAmount > 0;
  return [
    { label: "GST/HST registration", number: seller.gstHstNumber },
    ...(seller.qstNumber && chargedCanadianTax ? [{ label: "QST registration", number: seller.qstNumber }] : []),
  ];
}
