import { afterEach, describe, expect, it } from "vitest";
import { planLink } from "./actions";

describe("a plan's permanent link", () => {
  const size = Object.getOwnPropertyDescriptor(URLSearchParams.prototype, "size");
  afterEach(() => {
    if (size) Object.defineProperty(URLSearchParams.prototype, "size", size);
  });

  it("keeps every field of the plan and drops the Save button's and the open plan's markers", () => {
    expect(planLink("/tools/budget-calculator", "income.salary=5000&saved=1&plan=abc")).toBe("/tools/budget-calculator?income.salary=5000");
    expect(planLink("/tools/budget-calculator", "saved=1")).toBe("/tools/budget-calculator");
  });

  it("keeps the plan in a browser without URLSearchParams.size (Safari before 17)", () => {
    Object.defineProperty(URLSearchParams.prototype, "size", { get: () => undefined, configurable: true });
    expect(planLink("/tools/budget-calculator", "income.salary=5000&saved=1")).toBe("/tools/budget-calculator?income.salary=5000");
  });
});
