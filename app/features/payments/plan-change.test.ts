import { describe, expect, it } from "vitest";
import {
  changeLinkLabel,
  planChangeKind,
  planChangePreview,
  prorationAmount,
  PRORATION_DATE_TTL_SECONDS,
  readProrationDate,
} from "./plan-change";

const DAY = 86_400;
const start = Date.UTC(2027, 1, 3) / 1000;
const end = start + 28 * DAY;

describe("prorationAmount: Stripe's always_invoice proration", () => {
  it("charges the whole difference at the start of the period (CA$11 to CA$25: CA$14.00)", () => {
    expect(prorationAmount({ currentAmount: 1100, newAmount: 2500, periodStart: start, periodEnd: end, at: start })).toBe(1400);
  });

  it("charges the share of the period left, by the second", () => {
    // 7 of 28 days left: a quarter of CA$25 charged, a quarter of CA$11 credited.
    expect(prorationAmount({ currentAmount: 1100, newAmount: 2500, periodStart: start, periodEnd: end, at: end - 7 * DAY })).toBe(625 - 275);
    expect(prorationAmount({ currentAmount: 1100, newAmount: 2500, periodStart: start, periodEnd: end, at: end - 1 })).toBe(0);
  });

  it("rounds the charge and the credit to the cent each, as two invoice lines", () => {
    // A third of the period: 1900/3 = 633.33 → 633, 900/3 = 300 → 300 (one rounding of the difference would agree here;
    // 10 of 28 days: 1900*10/28 = 678.57 → 679 and 900*10/28 = 321.43 → 321, so 358, where rounding 1000*10/28 gives 357).
    expect(prorationAmount({ currentAmount: 900, newAmount: 1900, periodStart: start, periodEnd: end, at: end - 10 * DAY })).toBe(358);
  });

  it("charges nothing outside the period or for an empty one", () => {
    expect(prorationAmount({ currentAmount: 1100, newAmount: 2500, periodStart: start, periodEnd: end, at: end + DAY })).toBe(0);
    expect(prorationAmount({ currentAmount: 1100, newAmount: 2500, periodStart: end, periodEnd: end, at: end })).toBe(0);
    expect(prorationAmount({ currentAmount: 1100, newAmount: 2500, periodStart: start, periodEnd: end, at: start - DAY })).toBe(1400);
  });
});

describe("which way a change goes", () => {
  it("upgrades to a dearer plan and downgrades to a cheaper one, in either currency", () => {
    expect(planChangeKind("basic", "premium", "CAD")).toBe("upgrade");
    expect(planChangeKind("elite", "premium", "USD")).toBe("downgrade");
    expect(changeLinkLabel("basic", "elite", "USD")).toBe("Upgrade to Elite");
    expect(changeLinkLabel("elite", "basic", "CAD")).toBe("Switch to Basic");
  });
});

describe("what the confirmation page states (its sentence: planChangeSentenceIn)", () => {
  it("gives an upgrade's amount now and the monthly price after", async () => {
    const preview = await planChangePreview({
      from: "basic",
      to: "premium",
      currency: "CAD",
      periodEnd: new Date(end * 1000),
      upgradeAmount: async () => 1400,
    });
    expect(preview).toMatchObject({ kind: "upgrade", amountDueNow: 1400, nextAmount: 2500, effective: "now" });
  });

  it("gives a downgrade's date, without asking the provider for an amount", async () => {
    const preview = await planChangePreview({
      from: "premium",
      to: "basic",
      currency: "CAD",
      periodEnd: new Date(Date.UTC(2027, 2, 3)),
      upgradeAmount: () => Promise.reject(new Error("not asked")),
    });
    expect(preview).toMatchObject({ kind: "downgrade", amountDueNow: 0, nextAmount: 1100 });
  });
});

describe("readProrationDate", () => {
  const now = new Date(end * 1000);
  it("takes a recent time in whole seconds", () => {
    expect(readProrationDate(String(end - 60), now)).toBe(end - 60);
  });
  it.each([String(end - PRORATION_DATE_TTL_SECONDS), String(end + 1), "", "1e9", "-5", null, `${end}.5`])("refuses %s", (value) => {
    expect(readProrationDate(value, now)).toBeNull();
  });
});
