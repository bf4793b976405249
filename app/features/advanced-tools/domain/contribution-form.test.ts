import { describe, expect, it } from "vitest";
import { contributionSchema, toCentsExact } from "./contribution-form";

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
    expect(contributionSchema.safeParse({ ...valid, goal: " " }).success).toBe(false);
    expect(contributionSchema.safeParse({ ...valid, token: "not-a-uuid" }).success).toBe(false);
  });
});
