import { describe, expect, it } from "vitest";
import { CURRENCIES, findCourseByProductName, type Course } from "~/lib/domain/catalog";
import { LEARNING_PATHS, pathOffer } from "~/lib/domain/learning-paths";
import { courseCharges, formatOrderAmount, isRefundable, orderTaxes, orderTaxLines, splitTax } from "./pricing";

const course = (productName: string) => findCourseByProductName(productName) as Course;
const DAY = 86_400_000;

describe("courseCharges", () => {
  it("charges a single course its catalogue price", () => {
    expect(courseCharges([course("budget-bootcamp")], "CAD").map((charge) => charge.amount)).toEqual([5900]);
  });

  it("splits a learning path's discounted total by price, and the shares add up to it exactly", () => {
    const courses = ["budget-bootcamp", "debt-elimination-challenge", "financial-masterclass"].map(course);
    // US$47 + 97 + 197 = 341 at 25 % off: 255.75.
    const amounts = courseCharges(courses, "USD", 25).map((charge) => charge.amount);
    expect(amounts).toEqual([3525, 7275, 14775]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(25575);
  });

  it("charges for a learning path exactly what its card shows, whichever of its courses the learner owns", () => {
    for (const path of LEARNING_PATHS) {
      // Every subset of the path's courses, as the learner's paid courses.
      for (let mask = 0; mask < 2 ** path.courses.length; mask++) {
        const owned = new Set(path.courses.filter((_, index) => mask & (2 ** index)).map((owned) => owned.productName));
        for (const currency of CURRENCIES) {
          const offer = pathOffer(path, owned, currency);
          const charged = courseCharges(offer.toBuy, currency, path.savingsPercent).reduce((sum, charge) => sum + charge.amount, 0);
          expect(charged, `${path.id} owning ${[...owned].join(", ")} in ${currency}`).toBe(offer.total);
        }
      }
    }
  });
});

describe("orderTaxLines", () => {
  const gst = { amount: 590, rate: { tax_type: "gst", display_name: "GST", percentage: 5 } };
  const qst = { amount: 1177, rate: { tax_type: "qst", display_name: "QST", percentage: 9.975 } };

  it("shares each tax among a checkout's orders as the total is shared, each order's lines adding up to its share", () => {
    const amounts = [5900, 6100];
    const lines = orderTaxLines(amounts, [gst, qst]);
    expect(lines).toEqual([
      [
        { kind: "gst", ratePercent: 5, amount: 290 },
        { kind: "qst", ratePercent: 9.975, amount: 579 },
      ],
      [
        { kind: "gst", ratePercent: 5, amount: 300 },
        { kind: "qst", ratePercent: 9.975, amount: 598 },
      ],
    ]);
    expect(lines.map((order) => order.reduce((sum, line) => sum + line.amount, 0)).reduce((a, b) => a + b)).toBe(gst.amount + qst.amount);
  });

  it("names a tax by its display name when the provider gives no type, and gives no lines without taxes", () => {
    expect(orderTaxLines([5900], [{ amount: 472, rate: { display_name: "Sales Tax", percentage: 8 } }])).toEqual([
      [{ kind: "sales tax", ratePercent: 8, amount: 472 }],
    ]);
    expect(orderTaxLines([5900, 4700], [])).toEqual([[], []]);
  });
});

describe("orderTaxes", () => {
  it("makes each order's tax the sum of its own lines, so its receipt adds up; the orders still add up to the checkout's tax", () => {
    // Complete Financial Freedom bought in Québec: GST and QST each shared by its own rounding.
    const amounts = [4425, 9375, 18675];
    const taxes = [
      { amount: 1624, rate: { tax_type: "gst", display_name: "GST", percentage: 5 } },
      { amount: 3239, rate: { tax_type: "qst", display_name: "QST", percentage: 9.975 } },
    ];
    const orders = orderTaxes(amounts, 1624 + 3239, taxes);
    for (const order of orders) expect(order.amount).toBe(order.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(orders.map((order) => order.amount)).toEqual([662, 1404, 2797]);
    expect(orders.reduce((sum, order) => sum + order.amount, 0)).toBe(1624 + 3239);
  });

  it("shares the total as it is when the provider gives no breakdown", () => {
    expect(orderTaxes([3333, 3333, 3334], 100, [])).toEqual([
      { amount: 33, lines: [] },
      { amount: 33, lines: [] },
      { amount: 34, lines: [] },
    ]);
  });
});

describe("splitTax", () => {
  it("gives each order its share of the tax, the last taking the rounding", () => {
    expect(splitTax([3333, 3333, 3334], 100)).toEqual([33, 33, 34]);
    expect(splitTax([5900], 767)).toEqual([767]);
    expect(splitTax([0, 0], 0)).toEqual([0, 0]);
  });
});

describe("isRefundable", () => {
  const now = new Date("2026-03-31T12:00:00Z");
  const order = (status: string, daysAgo: number, providerPaymentId: string | null = "pi_1") => ({
    status,
    createdAt: new Date(now.getTime() - daysAgo * DAY),
    paidAt: new Date(now.getTime() - daysAgo * DAY),
    providerPaymentId,
  });

  it("refunds a paid course for 30 days after purchase, and nothing else", () => {
    expect(isRefundable(order("paid", 29.9), now)).toBe(true);
    expect(isRefundable(order("paid", 30), now)).toBe(false);
    expect(isRefundable(order("refunded", 1), now)).toBe(false);
    expect(isRefundable(order("pending", 1), now)).toBe(false);
    expect(isRefundable(order("paid", 1, null), now)).toBe(false);
  });

  it("counts the 30 days from the payment, not from when the checkout was opened", () => {
    const openedBeforePaid = { ...order("paid", 29.9), createdAt: new Date(now.getTime() - 33 * DAY) };
    expect(isRefundable(openedBeforePaid, now)).toBe(true);
    // An order paid before payments were dated counts from its opening.
    expect(isRefundable({ ...order("paid", 0), createdAt: new Date(now.getTime() - 31 * DAY), paidAt: null }, now)).toBe(false);
  });
});

describe("formatOrderAmount", () => {
  it("shows cents / 100 with 2 decimals and the uppercase code (spec 9)", () => {
    expect(formatOrderAmount(5900, "cad")).toBe("59.00 CAD");
    expect(formatOrderAmount(1905, "USD")).toBe("19.05 USD");
  });
});
