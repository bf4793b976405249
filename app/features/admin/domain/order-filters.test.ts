import { describe, expect, it } from "vitest";
import { toCsv } from "~/lib/domain/csv";
import { ordersCsvRows } from "./order-csv";
import { filterQuery, parseOrderQuery } from "./order-filters";

const parse = (query: string) => parseOrderQuery(new URLSearchParams(query));

describe("the orders page's filters", () => {
  it("reads no filter as every order, from the first page", () => {
    expect(parse("")).toMatchObject({
      ok: true,
      cursor: null,
      filters: { status: null, currency: null, productName: null, from: null, before: null },
    });
  });

  it("reads each filter; the course by its slug, the dates as whole UTC days with the end day included", () => {
    const parsed = parse("status=refunded&currency=USD&course=debt-challenge&from=2025-12-31&to=2026-01-01");
    expect(parsed).toMatchObject({
      ok: true,
      filters: {
        status: "refunded",
        currency: "USD",
        productName: "debt-elimination-challenge",
        from: new Date("2025-12-31T00:00:00Z"),
        before: new Date("2026-01-02T00:00:00Z"),
      },
    });
  });

  it("names every bad value instead of failing", () => {
    const parsed = parse("status=lost&currency=EUR&course=nope&from=2026-02-30&to=yesterday");
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["course", "currency", "from", "status", "to"]);
    expect(parsed.errors.from).toMatch(/real calendar date/);
    // What was typed stays in the form beside its message.
    expect(parsed.values.from).toBe("2026-02-30");
  });

  it("refuses an end date before the start date", () => {
    const parsed = parse("from=2026-03-10&to=2026-03-09");
    expect(parsed.ok ? null : parsed.errors.to).toBe("The end date is before the start date.");
  });

  it("round-trips the cursor through the next page's address, filters kept", () => {
    const cursor = { createdAt: new Date("2026-01-05T12:00:00Z"), id: "0b4f-9c" };
    const query = filterQuery({ status: "paid", currency: "", course: "", from: "", to: "" }, cursor);
    expect(query).toBe("?status=paid&after=1767614400000.0b4f-9c");
    expect(parseOrderQuery(new URLSearchParams(query.slice(1)))).toMatchObject({ ok: true, cursor, filters: { status: "paid" } });
  });

  it("calls a tampered cursor a broken link", () => {
    expect(parse("after=abc")).toMatchObject({ ok: false, errors: { after: expect.stringMatching(/broken/) } });
  });
});

describe("the orders CSV", () => {
  it("writes amounts in dollars, tax apart, the course's title, and an empty email for a deleted account", () => {
    const csv = toCsv(
      ordersCsvRows([
        {
          id: "o1",
          userId: null,
          email: null,
          learnerLocale: null,
          productName: "budget-bootcamp",
          status: "refunded",
          amount: 5900,
          taxAmount: 767,
          currency: "CAD",
          createdAt: new Date("2026-01-01T00:00:00Z"),
        },
      ]),
    );
    expect(csv.trim().split("\r\n")[1]).toBe("o1,2026-01-01T00:00:00.000Z,refunded,7-Day Budget Bootcamp,CAD,59,7.67,66.67,,");
  });

  it("keeps an email that looks like a formula as text", () => {
    const rows = ordersCsvRows([
      {
        id: "o2",
        userId: "u1",
        email: '=HYPERLINK("http://evil")@example.com',
        learnerLocale: "fr",
        productName: "budget-bootcamp",
        status: "paid",
        amount: 4700,
        taxAmount: 0,
        currency: "USD",
        createdAt: new Date("2026-01-01T00:00:00Z"),
      },
    ]);
    expect(toCsv(rows)).toContain(`"'=HYPERLINK(""http://evil"")@example.com"`);
  });
});
