import { describe, expect, it } from "vitest";
import { cardBrandName, cardDescription, receiptTaxLines, taxRegistrations } from "./receipt";

describe("cardBrandName", () => {
  it("names a brand as people write it, and leaves Stripe's unknown brand to the page's own word for a card", () => {
    expect(cardBrandName("amex")).toBe("American Express");
    expect(cardBrandName("maestro")).toBe("Maestro");
    expect(cardBrandName("unknown")).toBeNull();
  });
});

describe("cardDescription", () => {
  it("names the card as people write it, with its last four digits", () => {
    expect(cardDescription("visa", "4242")).toBe("Visa ending in 4242");
    expect(cardDescription("amex", "8431")).toBe("American Express ending in 8431");
    expect(cardDescription("mastercard", "4444")).toBe("Mastercard ending in 4444");
  });

  it("writes a brand it does not know as Stripe spells it, capitalised", () => {
    expect(cardDescription("maestro", "0005")).toBe("Maestro ending in 0005");
    expect(cardDescription("unknown", "0005")).toBe("Card ending in 0005");
  });

  it("says nothing when the provider named no card", () => {
    expect(cardDescription(null, null)).toBeNull();
    expect(cardDescription("visa", null)).toBeNull();
  });
});

describe("taxRegistrations", () => {
  const seller = { gstHstNumber: "123456789 RT0001", qstNumber: "1234567890 TQ0001" };
  const gst = { label: "GST/HST registration", number: "123456789 RT0001" };
  const qst = { label: "QST registration", number: "1234567890 TQ0001" };

  it("prints the GST/HST number on every receipt", () => {
    expect(taxRegistrations(seller, { currency: "USD", taxAmount: 0, taxLines: [] })).toEqual([gst]);
    expect(taxRegistrations(seller, { currency: "CAD", taxAmount: 0, taxLines: [] })).toEqual([gst]);
  });

  it("on an order from before taxes were recorded one by one, adds the QST number where Canadian tax was charged, which covers every Quebec buyer", () => {
    expect(taxRegistrations(seller, { currency: "CAD", taxAmount: 883, taxLines: [] })).toEqual([gst, qst]);
    expect(taxRegistrations(seller, { currency: "USD", taxAmount: 400, taxLines: [] })).toEqual([gst]);
  });

  it("adds the QST number only where the order charged QST: a buyer in Québec, not one in Ontario", () => {
    const quebec = [
      { kind: "gst", ratePercent: 5, amount: 295 },
      { kind: "qst", ratePercent: 9.975, amount: 589 },
    ];
    expect(taxRegistrations(seller, { currency: "CAD", taxAmount: 884, taxLines: quebec })).toEqual([gst, qst]);
    expect(taxRegistrations(seller, { currency: "CAD", taxAmount: 767, taxLines: [{ kind: "hst", ratePercent: 13, amount: 767 }] })).toEqual([
      gst,
    ]);
  });

  it("prints no QST line for a seller not registered for it", () => {
    expect(taxRegistrations({ ...seller, qstNumber: null }, { currency: "CAD", taxAmount: 883, taxLines: [] })).toEqual([gst]);
  });
});

describe("receiptTaxLines", () => {
  it("lists each tax the order recorded, leaving out a tax of zero", () => {
    const lines = [
      { kind: "gst", ratePercent: 5, amount: 295 },
      { kind: "qst", ratePercent: 9.975, amount: 589 },
      { kind: "pst", ratePercent: 0, amount: 0 },
    ];
    expect(receiptTaxLines({ taxAmount: 884, taxLines: lines })).toEqual(lines.slice(0, 2));
  });

  it("gives an older order's total as one line, and none for an order without tax", () => {
    expect(receiptTaxLines({ taxAmount: 767, taxLines: [] })).toEqual([{ kind: "tax", ratePercent: null, amount: 767 }]);
    expect(receiptTaxLines({ taxAmount: 0, taxLines: [] })).toEqual([]);
  });
});
