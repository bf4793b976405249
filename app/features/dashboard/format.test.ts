import { describe, expect, it } from "vitest";
import { formatDayIn, formatOrderAmountIn } from "./format";

describe("formatDayIn", () => {
  const moment = new Date("2026-09-05T23:30:00Z");

  it("writes English days as the site always has, and French ones the language's way, on the UTC calendar", () => {
    expect(formatDayIn("en", moment)).toBe("Sep 5, 2026");
    expect(formatDayIn("en", moment, "long")).toBe("September 5, 2026");
    expect(formatDayIn("fr", moment)).toBe("5 sept. 2026");
    expect(formatDayIn("fr", moment, "long")).toBe("5 septembre 2026");
  });

  it("reads a loader's date once serialised", () => {
    expect(formatDayIn("en", moment.toISOString())).toBe("Sep 5, 2026");
    expect(formatDayIn("fr", moment.toISOString(), "long")).toBe("5 septembre 2026");
  });
});

describe("formatOrderAmountIn", () => {
  it("keeps the spec's form in English and writes French amounts with their currency named", () => {
    expect(formatOrderAmountIn("en", 5900, "CAD")).toBe("59.00 CAD");
    expect(formatOrderAmountIn("en", 123450, "usd")).toBe("1234.50 USD");
    expect(formatOrderAmountIn("fr", 5900, "CAD")).toBe("59,00\u00a0$\u00a0CA");
    expect(formatOrderAmountIn("fr", 123450, "usd")).toBe("1\u00a0234,50\u00a0$\u00a0US");
  });

  it("leaves a currency the site does not sell in as English writes it", () => {
    expect(formatOrderAmountIn("fr", 5900, "EUR")).toBe("59.00 EUR");
  });
});
