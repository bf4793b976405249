import { describe, expect, it } from "vitest";
import { CONTRIBUTION_TEXTS } from "~/features/advanced-tools/texts";
import { contributionSchema, contributionSchemaFor, toCentsExact } from "./contribution-form";

const valid = { goal: "Car", amount: "19.99", contributedOn: "2026-02-28", token: "3f0c1b7e-8a0e-4c53-9a5e-2b1f0f4c6d7a" };

describe("a contribution form", () => {
  it("reads an amount with up to 2 decimals, a real date and a goal", () => {
    const parsed = contributionSchema.safeParse(valid);
    expect(parsed.success && parsed.data.amount).toBe(19.99);
    expect(toCentsExact(19.99)).toBe(1999);
    expect(toCentsExact(0.29)).toBe(29);
  });

  it("refuses 0, negative, 3-decimal or absurd amounts, impossible dates and a missing key", () => {
    for (const amount of ["0", "-1", "1.234", "1e3", "10000000.01", ""])
      expect(contributionSchema.safeParse({ ...valid, amount }).success, amount).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, contributedOn: "2026-02-30" }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, contributedOn: "0001-01-01" }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, contributedOn: "1969-12-31" }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, contributedOn: "1970-01-01" }).success).toBe(true);
    expect(contributionSchema.safeParse({ ...valid, goal: " " }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, token: "not-a-uuid" }).success).toBe(false);
  });
});

describe("a contribution form on a French page", () => {
  const french = contributionSchemaFor("fr", { ...CONTRIBUTION_TEXTS, amount: "Montant?" });

  it("reads an amount typed the French way, or as a number field sends it", () => {
    for (const [amount, read] of [
      ["19,99", 19.99],
      ["1 250,5", 1250.5],
      ["19.99", 19.99],
    ] as const) {
      const parsed = french.safeParse({ ...valid, amount });
      expect(parsed.success && parsed.data.amount, amount).toBe(read);
    }
  });

  it("refuses what is no amount, with its own message", () => {
    for (const amount of ["0", "1,234", "1,2,3", "abc", ""]) {
      const parsed = french.safeParse({ ...valid, amount });
      expect(parsed.success, amount).toBe(false);
      expect(parsed.error?.issues[0]?.message, amount).toBe("Montant?");
    }
  });
});
